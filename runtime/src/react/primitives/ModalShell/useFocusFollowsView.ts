import { useEffect, useRef, type RefObject } from 'react';
import { tabbableElements } from './tabbable.js';

/**
 * Focus for the embedded (inline) modal, which is part of the page: focus is never moved
 * in on mount, never trapped. Only when the view changes under a control the visitor had
 * focused inside the region (it is gone, focus fell to <body>) does focus move to the new
 * view's first control (or the region), so a keyboard user keeps their place.
 */
export function useFocusFollowsView(
  regionRef: RefObject<HTMLElement | null>,
  bodyRef: RefObject<HTMLElement | null>,
  viewKey: string,
): void {
  const focusWasInside = useRef(false);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const doc = region.ownerDocument;
    const onFocusIn = () => {
      focusWasInside.current = true;
    };
    // A removed control leaves no related target; only a move elsewhere on the page counts.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !region.contains(next)) focusWasInside.current = false;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && region.contains(event.target))) {
        focusWasInside.current = false;
      }
    };
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    doc.addEventListener('pointerdown', onPointerDown);
    return () => {
      region.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('focusout', onFocusOut);
      doc.removeEventListener('pointerdown', onPointerDown);
    };
  }, [regionRef]);

  useEffect(() => {
    const region = regionRef.current;
    if (!region || !focusWasInside.current) return;
    const active = region.ownerDocument.activeElement;
    if (active && active !== region.ownerDocument.body) return;
    const target = (bodyRef.current && tabbableElements(bodyRef.current)[0]) ?? region;
    target.focus({ preventScroll: true });
  }, [regionRef, bodyRef, viewKey]);
}
