/**
 * The transaction stack: a view that waits for an approval (an
 * ApproveTransaction screen, a sign-in) pushes an entry; its outcome pops it and decides where
 * the modal goes next. Kept beside the router because every outcome is a navigation.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { RouterState } from './kit-api.js';
import type { HistoryEntry, TransactionAction } from './types.js';

export type TransactionOutcome = 'success' | 'cancel';

export interface TransactionStackControls {
  pushTransactionStack(action: TransactionAction): void;
  /** Pops the newest entry and applies the rule for its outcome; no entry, no effect. */
  popTransactionStack(outcome: TransactionOutcome): void;
}

interface Navigation {
  goBack(): void;
  reset(view: NonNullable<TransactionAction['view']>): void;
  /** Forced: a finished approval must close even while ApproveTransaction is showing. */
  closeForced(): void;
}

function showHistory(store: StoreApi<RouterState>, history: HistoryEntry[]): void {
  const last = history[history.length - 1];
  store.setState({ history, view: last?.view ?? 'Connect', data: last?.data });
}

export function createTransactionStack(
  store: StoreApi<RouterState>,
  navigation: Navigation,
): TransactionStackControls {
  /** An entry with `replace`: back to the view before ConnectingSiwe, or close when there is none. */
  function returnBeforeConnectingSiwe(): void {
    const { history } = store.getState();
    const index = history.findIndex((item) => item.view === 'ConnectingSiwe');
    if (index > 0) {
      showHistory(store, history.slice(0, index));
      return;
    }
    navigation.closeForced();
    // Nothing of the finished flow stays to be shown when the modal opens again.
    showHistory(store, [{ view: 'Connect' }]);
  }

  return {
    pushTransactionStack(action) {
      store.setState((state) => ({ transactionStack: [...state.transactionStack, action] }));
    },
    popTransactionStack(outcome) {
      const stack = store.getState().transactionStack;
      const action = stack[stack.length - 1];
      if (!action) return;
      store.setState({ transactionStack: stack.slice(0, -1) });
      if (outcome === 'cancel') {
        navigation.goBack();
        action.onCancel?.();
        return;
      }
      if (action.goBack) navigation.goBack();
      else if (action.replace) returnBeforeConnectingSiwe();
      else if (action.view) navigation.reset(action.view);
      action.onSuccess?.();
    },
  };
}
