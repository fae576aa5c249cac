/**
 * The modal's view stack. There are no URL routes: the current view is the last history
 * entry. Back pops the stack; with one entry left, or a view whose registry row says
 * `backCloses` (the network the wallet is on is refused) anywhere in the history, it closes
 * the modal instead. The transaction stack
 * (transaction-stack.ts) pushes and pops views for flows that need the wallet's approval.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { RouterController, RouterState } from './kit-api.js';
import { createTransactionStack } from './transaction-stack.js';
import type { HistoryEntry, ViewData, ViewName } from './types.js';
import { viewClosesOnBack } from './view-rows.js';

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) =>
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/**
 * Two entries are "the same view" when the name matches and the data holds the same values:
 * ConnectingExternal for another connector is a different view, for the same one it is not.
 */
export function isSameEntry(a: HistoryEntry | undefined, b: HistoryEntry): boolean {
  return a !== undefined && a.view === b.view && shallowEqual(a.data, b.data);
}

const entry = <V extends ViewName>(view: V, data?: ViewData<V>): HistoryEntry =>
  data === undefined ? { view } : { view, data };

function showing(history: HistoryEntry[]): Pick<RouterState, 'view' | 'data' | 'history'> {
  const last = history[history.length - 1];
  return { history, view: last?.view ?? 'Connect', data: last?.data };
}

export function createRouterController(
  store: StoreApi<RouterState>,
  /** Called when back has nowhere to go; the modal decides whether it may close. */
  close: (options?: { force?: boolean }) => void,
): RouterController {
  const controller: Omit<RouterController, 'pushTransactionStack' | 'popTransactionStack'> = {
    push(view, data) {
      const next = entry(view, data);
      const { history } = store.getState();
      // Pushing a view equal to the current view is ignored.
      if (isSameEntry(history[history.length - 1], next)) return;
      store.setState(showing([...history, next]));
    },
    replace(view, data) {
      const next = entry(view, data);
      const { history } = store.getState();
      // Replace is ignored if the last history entry is the same.
      if (isSameEntry(history[history.length - 1], next)) return;
      store.setState(showing([...history.slice(0, -1), next]));
    },
    goBack() {
      const { history } = store.getState();
      // With one entry, or a back-closing view (UnsupportedChain) anywhere in history, back
      // closes the modal: there is no screen before it the visitor may return to.
      if (history.length <= 1 || history.some((item) => viewClosesOnBack(item.view))) {
        close();
        return;
      }
      store.setState(showing(history.slice(0, -1)));
    },
    reset(view, data) {
      store.setState(showing([entry(view, data)]));
    },
  };
  const transactions = createTransactionStack(store, {
    goBack: () => controller.goBack(),
    reset: (view) => controller.reset(view),
    closeForced: () => close({ force: true }),
  });
  return { ...controller, ...transactions };
}
