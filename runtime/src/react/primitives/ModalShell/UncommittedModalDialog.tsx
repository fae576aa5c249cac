import { Suspense } from 'react';
import type { ViewName } from '../../../core/types.js';
import { ModalDialog } from './ModalDialog.js';
import type { ViewRegistry } from './viewRegistry.js';

/** Never settles: the boundary around the component that throws it never commits its content. */
const NEVER = new Promise<never>(() => undefined);

function WithholdsTheCommit(): null {
  throw NEVER;
}

/**
 * The modal dialog rendered but never committed: how the dialog is prepared on React without
 * hidden pre-rendering (React 18). React renders the dialog's whole tree (its components'
 * code run and compiled, its DOM elements created, a view loaded on demand fetched and
 * rendered once its chunk has come), then reaches the last child, which suspends for ever, so
 * the boundary shows its fallback (nothing) and throws that work away. Nothing of the dialog
 * reaches the page and none of its effects run: no focus move, no scroll lock, no key
 * listener, no announcement, no connection, no stylesheet. The click then mounts the dialog
 * with its code already warm.
 */
export function UncommittedModalDialog({
  views,
  opensOn,
}: {
  views: ViewRegistry;
  opensOn: ViewName;
}) {
  return (
    <Suspense fallback={null}>
      <ModalDialog views={views} opensOn={opensOn} />
      <WithholdsTheCommit />
    </Suspense>
  );
}
