/**
 * Reading the native balance of the connected account (balance, balanceSymbol). Testnets
 * show their real chain balance here; "0.00 for test networks" applies only to token
 * balances read from the blockchain API (balances/balances.ts).
 */
import { buildCaipAddress } from './caip.js';
import { isNetworkSupported, updateAccountState } from './chain-state.js';
import { adapterFor, type KitContext } from './context.js';
import { ERRORS } from './errors.js';
import { withDeadline } from './read-deadline.js';
import type { ChainNamespace } from './types.js';

/**
 * How long a balance read may take before it counts as failed: an unreachable RPC (a
 * black-holed address) can leave a request open for minutes, and "Loading balance…" must not.
 */
export const BALANCE_READ_TIMEOUT_MS = 10_000;

/**
 * Reads the balance of `namespace` (default: the active one). With `fresh` false a value
 * from the last 30 s cache is used. An answer that arrives after the account or network
 * changed is dropped, so a slow RPC never shows another account's balance.
 */
export async function refreshBalance(
  ctx: KitContext,
  options: { namespace?: ChainNamespace; fresh?: boolean } = {},
): Promise<void> {
  const store = ctx.stores.chain;
  const state = store.getState();
  const namespace = options.namespace ?? state.activeChain;
  const entry = namespace ? state.chains[namespace] : undefined;
  if (!namespace || !entry) return;
  const { address } = entry.accountState;
  const network = entry.networkState.caipNetwork;
  if (!address || !network || !isNetworkSupported(state, network)) {
    updateAccountState(store, namespace, {
      balance: undefined,
      balanceSymbol: undefined,
      balanceLoading: false,
      balanceFailed: false,
      balanceUnreadable: false,
    });
    return;
  }
  const caipAddress = buildCaipAddress(network, address);
  const cached = options.fresh ? undefined : ctx.caches.nativeBalance.get(caipAddress);
  if (cached) {
    updateAccountState(store, namespace, {
      balance: cached.balance,
      balanceSymbol: cached.symbol,
      balanceFailed: false,
      balanceUnreadable: false,
    });
    return;
  }
  const adapter = adapterFor(ctx, namespace);
  if (!adapter) throw new Error(ERRORS.CHAIN_ADAPTER_NOT_FOUND);

  const isStillCurrent = () =>
    store.getState().chains[namespace]?.accountState.caipAddress === caipAddress;
  updateAccountState(store, namespace, { balanceLoading: true, balanceFailed: false });
  try {
    const result = await withDeadline(
      ctx,
      adapter.getBalance({ address, network }),
      BALANCE_READ_TIMEOUT_MS,
      `The ${network.name} RPC did not answer the balance read`,
    );
    if (!result) {
      if (isStillCurrent()) {
        updateAccountState(store, namespace, {
          balance: undefined,
          balanceSymbol: undefined,
          balanceLoading: false,
          balanceFailed: false,
          balanceUnreadable: true,
        });
      }
      return;
    }
    const symbol = result.symbol || network.nativeCurrency.symbol;
    ctx.caches.nativeBalance.set(caipAddress, { balance: result.balance, symbol });
    if (isStillCurrent()) {
      updateAccountState(store, namespace, {
        balance: result.balance,
        balanceSymbol: symbol,
        balanceLoading: false,
        balanceFailed: false,
        balanceUnreadable: false,
      });
    }
  } catch (error) {
    if (isStillCurrent()) {
      updateAccountState(store, namespace, { balanceLoading: false, balanceFailed: true });
    }
    throw error;
  }
}

/** For flows where a failed balance read must not fail the flow (connect, switch). */
export function refreshBalanceInBackground(ctx: KitContext, namespace?: ChainNamespace): void {
  refreshBalance(ctx, { namespace }).catch(() => {
    // Recorded as `balanceFailed`: the Account view says the balance is unavailable, with a retry.
  });
}
