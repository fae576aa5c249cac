import { useLayoutEffect, type RefObject } from 'react';

/**
 * Gives the viewport the pixel height of its content, so the stylesheet can animate height
 * changes between views (over 150 ms; CSS cannot transition to `auto`).
 * Without ResizeObserver (old browsers, jsdom) the viewport keeps its natural height.
 */
export function useAnimatedHeight(
  viewportRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const content = contentRef.current;
    if (!viewport || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      viewport.style.height = `${content.offsetHeight}px`;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [viewportRef, contentRef]);
}
