import type { FocusEvent } from 'react';

/**
 * A focus handler that runs `action` only when the visitor moved focus within the modal (Tab,
 * arrow keys), not when the modal focuses its first control as it opens (focus then comes from
 * the page, the connect button). A wallet row warms its connector on focus this way: opening
 * the modal does not load WalletConnect for every visitor whose first row it happens to be, and
 * the open's first frame does not wait for that load to start.
 */
export function whenFocusedByVisitor(action: () => void): (event: FocusEvent<Element>) => void {
  return (event) => {
    const dialog = event.currentTarget.closest('[role="dialog"]');
    // The inline modal (no dialog) moves no focus itself: every focus there is the visitor's.
    if (!dialog) return action();
    const from = event.relatedTarget;
    if (from instanceof Node && dialog.contains(from)) action();
  };
}
