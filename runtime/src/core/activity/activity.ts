/**
 * The account's activity, shown in the Account view's Activity tab. A kit feature
 * (`feature.ts`), created when the Activity tab mounts.
 *
 * With `endpoints.blockchainApiUrl` (for families whose registry row has `activity`): pages of
 * the history call, followed by cursor; a failure shows "Failed to fetch transactions" and
 * marks history empty. Without it: the transactions this kit sent from this browser.
 * A new account or network starts a new history (a full reset clears transactions).
 */
import { familyCan } from '@wallet-kit/schemas';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { raiseServerMessageAlert } from '../alerts-rules.js';
import { activeAccount } from '../balances/balances.js';
import { createBlockchainApiClient } from '../blockchain-api/client.js';
import type { KitContext } from '../context.js';
import { defineFeature } from '../feature.js';
import type { WalletKit } from '../kit-api.js';
import { TOASTS } from '../snackbar.js';
import type { CaipAddress } from '../types.js';
import type { Transaction } from '../wallet-types.js';
import { visibleTransactions } from './display.js';
import { readLocalTransactions } from './local-history.js';

export interface ActivityState {
  caipAddress?: CaipAddress;
  /** Visible transactions (active chain, no spam), in the order received. */
  transactions: Transaction[];
  /** Cursor of the next page; undefined when there is none. */
  next?: string;
  loading: boolean;
  /** True once it is known there is nothing (more) to show, or the fetch failed. */
  empty: boolean;
  /** 'api' or 'local' (this browser's sends). */
  source: 'api' | 'local';
}

export interface ActivityFeature {
  store: StoreApi<ActivityState>;
  /** First page (again). */
  refresh(): Promise<void>;
  /** The next page, when there is one. */
  loadMore(): Promise<void>;
}

function createActivity(ctx: KitContext, kit: WalletKit): ActivityFeature {
  const apiUrl = ctx.config.endpoints.blockchainApiUrl;
  const source: ActivityState['source'] = apiUrl ? 'api' : 'local';
  const initial = (): ActivityState => ({ transactions: [], loading: false, empty: false, source });
  const store = createStore<ActivityState>()(initial);
  const api = apiUrl
    ? createBlockchainApiClient({
        baseUrl: apiUrl,
        projectId: ctx.config.projectId,
        onServerMessage: (message) => raiseServerMessageAlert(ctx, message),
      })
    : undefined;

  async function load(cursor: string | undefined): Promise<void> {
    const account = activeAccount(ctx);
    if (!account) {
      store.setState(initial());
      return;
    }
    const chainId = account.network.caipNetworkId;
    if (!api) {
      const local = readLocalTransactions(ctx.storage, account.caipAddress);
      const transactions = visibleTransactions(local, chainId);
      store.setState({
        caipAddress: account.caipAddress,
        transactions,
        next: undefined,
        loading: false,
        empty: transactions.length === 0,
      });
      return;
    }
    // Which families the API has a history for is their registry row's `activity`.
    if (!familyCan(account.namespace, 'activity')) {
      store.setState({
        caipAddress: account.caipAddress,
        transactions: [],
        next: undefined,
        loading: false,
        empty: true,
      });
      return;
    }
    store.setState({
      caipAddress: account.caipAddress,
      loading: true,
      ...(cursor ? {} : { transactions: [], next: undefined }),
    });
    const isCurrent = () => activeAccount(ctx)?.caipAddress === account.caipAddress;
    try {
      const page = await api.fetchTransactions({
        account: account.address,
        chainId,
        ...(cursor ? { cursor } : {}),
      });
      if (!isCurrent()) return;
      const transactions = [
        ...store.getState().transactions,
        ...visibleTransactions(page.data, chainId),
      ];
      store.setState({
        transactions,
        next: page.next,
        loading: false,
        empty: transactions.length === 0,
      });
    } catch {
      if (!isCurrent()) return;
      // A failed fetch says "Failed to fetch transactions" and marks history empty.
      store.setState({ transactions: [], next: undefined, loading: false, empty: true });
      kit.showSnackbar(TOASTS.FAILED_TO_FETCH_TRANSACTIONS, 'error');
    }
  }

  ctx.stores.chain.subscribe(() => {
    const current = activeAccount(ctx)?.caipAddress;
    if (current !== store.getState().caipAddress) {
      store.setState(initial());
      if (current) void load(undefined);
    }
  });

  return {
    store,
    refresh: () => load(undefined),
    async loadMore() {
      const { next, loading } = store.getState();
      if (next && !loading) await load(next);
    },
  };
}

export const activityFeature = defineFeature('activity', createActivity);
