/**
 * Token balances of the connected account:
 * from the blockchain API when `endpoints.blockchainApiUrl` is set, otherwise straight from the
 * chain (native balance plus the configured `tokens`). A kit feature (`feature.ts`): created
 * when a view first needs balances.
 *
 * - Answers are cached 30 s per CAIP address; `fresh` skips the cache.
 * - A failed read shows "Token Balance Unavailable" and blocks every read of that account on
 *   that network, automatic or clicked, for 30 s; the last balances stay shown. Another
 *   account or network is read on its own (its failure is its own), so a failure elsewhere
 *   never shows as an empty list. A read that does not answer in 10 s counts as failed.
 * - From the API, test networks and families without balances (registry row) read as 0.00.
 * - From the chain, the native row is the account's `balance` in the chain store, the one fact
 *   the connect button shows too: this feature reads it through `refreshBalance` and follows
 *   the store, so a read made by either (opening the Tokens tab, an explicit refresh, a
 *   network or account change) shows in both. A family with no balance source has no row.
 */
import { familyCan } from '@wallet-kit/schemas';
import * as v from 'valibot';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createTtlCache, CACHE_TTL_MS } from '../cache.js';
import { adapterFor, type KitContext } from '../context.js';
import { defineFeature } from '../feature.js';
import type { WalletKit } from '../kit-api.js';
import { TOASTS } from '../snackbar.js';
import type { CaipAddress } from '../types.js';
import type { TokenBalance } from '../wallet-types.js';
import { createBlockchainApiClient } from '../blockchain-api/client.js';
import { raiseServerMessageAlert } from '../alerts-rules.js';
import { dropLowQualityTokens } from './display.js';
import { withDeadline } from '../read-deadline.js';
import { refreshBalance } from '../balance.js';
import { activeAccount, type ActiveAccount } from './active-account.js';
import { listedBalances, nativeFactOf } from './native-row.js';

export { activeAccount, type ActiveAccount };

/** How long a failed balance read blocks the next one. */
export const TOKEN_BALANCE_RETRY_MS = 30_000;

/** How long a read may take before it counts as failed (an unreachable RPC may never answer). */
export const TOKEN_BALANCE_READ_TIMEOUT_MS = 10_000;

export interface BalancesState {
  /** Whose balances these are; balances of another account are never shown. */
  caipAddress?: CaipAddress;
  tokenBalances: TokenBalance[];
  loading: boolean;
  /** When the last failed read of this account happened; its reads wait until 30 s after it. */
  lastRetry?: number;
  error?: string;
  /** The family of the active network has no balance source: nothing to show, not zero. */
  unreadable?: boolean;
}

export interface BalancesFeature {
  store: StoreApi<BalancesState>;
  /** Reads the balances of the active account; `fresh` skips the 30 s cache. */
  fetch(options?: { fresh?: boolean }): Promise<void>;
  /** Milliseconds until a retry is allowed after a failure; 0 when allowed. */
  retryBlockedForMs(): number;
}

const tokenBalanceSchema = v.object({
  name: v.optional(v.string()),
  symbol: v.optional(v.string()),
  chainId: v.string(),
  address: v.optional(v.string()),
  value: v.optional(v.number()),
  price: v.optional(v.number()),
  quantity: v.object({ decimals: v.string(), numeric: v.string() }),
  iconUrl: v.optional(v.string()),
});

/**
 * The configured tokens from the chain, and the native balance read into the chain store (the
 * one place it is kept); the native row is made from the store when the list is shown.
 */
async function readFromChain(ctx: KitContext, account: ActiveAccount): Promise<TokenBalance[]> {
  const adapter = adapterFor(ctx, account.namespace);
  if (!adapter) throw new Error('Chain adapter not found');
  const { network, address } = account;
  const [, tokens] = await Promise.all([
    // A read of the list asks the chain for everything it shows, the native balance included
    // (its own 30 s cache may hold what the button showed before funds arrived).
    refreshBalance(ctx, { namespace: account.namespace, fresh: true }),
    adapter.getTokenBalances?.({
      address,
      network,
      tokens: ctx.config.tokens?.[network.caipNetworkId] ?? [],
    }) ?? Promise.resolve([]),
  ]);
  return tokens.filter((token) => !isEmptyKnownToken(ctx, network, token));
}

/** Known tokens (not the host's own list) are shown only when the account holds some. */
function isEmptyKnownToken(
  ctx: KitContext,
  network: ActiveAccount['network'],
  token: TokenBalance,
): boolean {
  if (Number(token.quantity.numeric) !== 0) return false;
  const entry = ctx.config.tokens?.[network.caipNetworkId]?.find(
    (listed) => listed.address.toLowerCase() === token.address?.toLowerCase(),
  );
  return entry?.known === true;
}

async function readBalances(ctx: KitContext, account: ActiveAccount): Promise<TokenBalance[]> {
  const apiUrl = ctx.config.endpoints.blockchainApiUrl;
  if (!apiUrl) return readFromChain(ctx, account);
  // Families without balances (registry row) show 0.00 without asking. Test networks are asked
  // like any other: the API decides what it reports for them (the kit's own account index reads
  // test chains; an API that does not serve a network reports no holdings there).
  if (!familyCan(account.namespace, 'balances')) return [];
  const api = createBlockchainApiClient({
    baseUrl: apiUrl,
    projectId: ctx.config.projectId,
    onServerMessage: (message) => raiseServerMessageAlert(ctx, message),
  });
  return api.getBalance({ address: account.address, caipNetworkId: account.network.caipNetworkId });
}

function createBalances(ctx: KitContext, kit: WalletKit): BalancesFeature {
  const store = createStore<BalancesState>()(() => ({ tokenBalances: [], loading: false }));
  const cache = createTtlCache({
    storage: ctx.storage,
    name: 'tokenBalances',
    ttlMs: CACHE_TTL_MS.balance,
    now: ctx.now,
    value: (stored) => v.parse(v.array(tokenBalanceSchema), stored) as TokenBalance[],
  });

  /** When each account's last read failed: a failure belongs to the account it happened on. */
  const failedAt = new Map<CaipAddress, number>();

  const retryBlockedForMs = () => {
    const { lastRetry } = store.getState();
    return lastRetry === undefined
      ? 0
      : Math.max(0, lastRetry + TOKEN_BALANCE_RETRY_MS - ctx.now());
  };

  // Nothing reads balances before something asks for them: a view rendered ahead of its
  // opening, hidden, creates this feature without reading, and a network change before the
  // visitor ever saw balances must not fill the cache with a read they never asked for.
  let asked = false;

  /** What the last read found for the account shown; the native row is added when shown. */
  let read: TokenBalance[] = [];
  /** Whose read `read` is: until one answered, no partial list (native row alone) is shown. */
  let readFor: CaipAddress | undefined;
  let shownNative = '';

  /** Shows `read` with the native balance as the chain store holds it now. */
  function show(account: ActiveAccount) {
    shownNative = nativeFactOf(ctx, account);
    const { balances, unreadable } = listedBalances(ctx, account, read);
    store.setState({ tokenBalances: dropLowQualityTokens(balances), unreadable });
  }

  async function fetchBalances(options: { fresh?: boolean } = {}): Promise<void> {
    asked = true;
    const account = activeAccount(ctx);
    if (!account) {
      read = [];
      readFor = undefined;
      store.setState({
        caipAddress: undefined,
        tokenBalances: [],
        loading: false,
        error: undefined,
        unreadable: false,
      });
      return;
    }
    if (store.getState().caipAddress !== account.caipAddress) {
      const lastFailure = failedAt.get(account.caipAddress);
      read = [];
      readFor = undefined;
      store.setState({
        caipAddress: account.caipAddress,
        tokenBalances: [],
        unreadable: false,
        lastRetry: lastFailure,
        error: lastFailure === undefined ? undefined : TOASTS.TOKEN_BALANCE_UNAVAILABLE,
      });
    }
    if (retryBlockedForMs() > 0) return;
    const cached = options.fresh ? undefined : cache.get(account.caipAddress);
    if (cached) {
      read = cached;
      readFor = account.caipAddress;
      show(account);
      store.setState({ loading: false });
      return;
    }
    const isCurrent = () => activeAccount(ctx)?.caipAddress === account.caipAddress;
    store.setState({ loading: true });
    try {
      const reading = readBalances(ctx, account);
      const answer = await withDeadline(ctx, reading, TOKEN_BALANCE_READ_TIMEOUT_MS, 'No answer');
      const balances = dropLowQualityTokens(answer);
      cache.set(account.caipAddress, balances);
      failedAt.delete(account.caipAddress);
      if (isCurrent()) {
        read = balances;
        readFor = account.caipAddress;
        show(account);
        store.setState({ loading: false, lastRetry: undefined, error: undefined });
      }
    } catch {
      failedAt.set(account.caipAddress, ctx.now());
      if (!isCurrent()) return;
      store.setState({
        loading: false,
        lastRetry: failedAt.get(account.caipAddress),
        error: TOASTS.TOKEN_BALANCE_UNAVAILABLE,
      });
      kit.showSnackbar(TOASTS.TOKEN_BALANCE_UNAVAILABLE, 'error');
    }
  }

  // Another account or network: read its balances (from the cache when recent). The same
  // account with a new native balance (read by the connect button's refresh, a send, a
  // reconnect): show it, so the list and the button never disagree.
  ctx.stores.chain.subscribe(() => {
    if (!asked) return;
    const account = activeAccount(ctx);
    if (account?.caipAddress !== store.getState().caipAddress) void fetchBalances();
    else if (
      account &&
      readFor === account.caipAddress &&
      nativeFactOf(ctx, account) !== shownNative
    )
      show(account);
  });

  return { store, fetch: fetchBalances, retryBlockedForMs };
}

export const balancesFeature = defineFeature('balances', createBalances);
