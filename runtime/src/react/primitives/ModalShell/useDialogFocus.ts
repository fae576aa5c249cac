import { useEffect, type RefObject } from 'react';
import { tabbableElements } from './tabbable.js';

/**
 * Focus for the whole life of the dialog, in one place because the steps depend on each
 * other's order:
 * - on open, remember the element that had focus (the opener) and move focus in;
 * - while open, trap it: Tab on the last control goes to the first, Shift+Tab on the first
 *   goes to the last, and focus that lands outside (a script, a click behind) comes back;
 * - when the view changes under a focused control (it is gone, focus fell to <body>), move
 *   focus to the new view;
 * - on close, stop trapping first, then give focus back to the opener.
 */
export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  bodyRef: RefObject<HTMLElement | null>,
  viewKey: string,
): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const doc = dialog.ownerDocument;
    const restoreFocus = rememberOpener(doc);
    focusInto(dialog, bodyRef.current);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') cycleFocus(event, dialog);
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof Node && !dialog.contains(target) && !isInOtherDialog(target)) {
        focusInto(dialog, bodyRef.current);
      }
    };
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
      restoreFocus();
    };
  }, [dialogRef, bodyRef]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.contains(dialog.ownerDocument.activeElement)) return;
    focusInto(dialog, bodyRef.current);
  }, [dialogRef, bodyRef, viewKey]);
}

/** The first control of the view, else the dialog itself (it has tabIndex -1). */
function focusInto(dialog: HTMLElement, body: HTMLElement | null): void {
  const target = (body && tabbableElements(body)[0]) ?? dialog;
  target.focus({ preventScroll: true });
}

function cycleFocus(event: KeyboardEvent, dialog: HTMLElement): void {
  const tabbables = tabbableElements(dialog);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = dialog.ownerDocument.activeElement;
  const outside = !active || !dialog.contains(active);
  if (event.shiftKey && (active === first || active === dialog || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Another kit's modal on the same page may hold focus legitimately. */
function isInOtherDialog(node: Node): boolean {
  const element = node instanceof Element ? node : node.parentElement;
  return Boolean(element?.closest('[role="dialog"][aria-modal="true"]'));
}

/**
 * Returns a function that focuses the element focused now. When that element has been
 * replaced meanwhile (the connect button re-renders as the account button after a connect),
 * its successor is found by the same `data-testid` or `id`.
 */
function rememberOpener(doc: Document): () => void {
  const opener = doc.activeElement;
  if (!(opener instanceof HTMLElement) || opener === doc.body) return () => undefined;
  const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
  const testId = opener.getAttribute('data-testid');
  const selector = testId
    ? `[data-testid=${quote(testId)}]`
    : opener.id
      ? `[id=${quote(opener.id)}]`
      : null;
  return () => {
    const target = opener.isConnected
      ? opener
      : selector
        ? doc.querySelector<HTMLElement>(selector)
        : null;
    target?.focus({ preventScroll: true });
  };
}
