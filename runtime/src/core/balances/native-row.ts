/**
 * The native row of the Tokens tab comes from the chain store's `balance`, the fact the connect
 * button shows: the list never keeps a copy of its own that could go stale.
 */
import { familyCan } from '@wallet-kit/schemas';
import type { KitContext } from '../context.js';
import type { AccountState } from '../types.js';
import type { TokenBalance } from '../wallet-types.js';
import type { ActiveAccount } from './active-account.js';

function accountStateOf(ctx: KitContext, account: ActiveAccount): AccountState | undefined {
  const state = ctx.stores.chain.getState().chains[account.namespace]?.accountState;
  return state?.caipAddress === account.caipAddress ? state : undefined;
}

/** A key of what the native row shows, to tell when the store holds another value. */
export function nativeFactOf(ctx: KitContext, account: ActiveAccount): string {
  const state = accountStateOf(ctx, account);
  return [state?.balance, state?.balanceSymbol, state?.balanceUnreadable].join('|');
}

/** The native row, from the chain store; none while no balance was read. */
function nativeRow(ctx: KitContext, account: ActiveAccount): TokenBalance | undefined {
  const state = accountStateOf(ctx, account);
  if (state?.balance === undefined) return undefined;
  const { network } = account;
  return {
    name: network.nativeCurrency.name,
    symbol: state.balanceSymbol || network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    quantity: { decimals: String(network.nativeCurrency.decimals), numeric: state.balance },
  };
}

/**
 * What the Tokens tab lists: from the chain, the native row from the store and then the tokens
 * read (a row without an address, kept in an older cache, is dropped for the store's); from the
 * blockchain API, its answer as it is. `unreadable` when the family has no balance source.
 */
export function listedBalances(
  ctx: KitContext,
  account: ActiveAccount,
  read: readonly TokenBalance[],
): { balances: TokenBalance[]; unreadable: boolean } {
  const unreadable =
    !familyCan(account.namespace, 'balances') ||
    accountStateOf(ctx, account)?.balanceUnreadable === true;
  if (ctx.config.endpoints.blockchainApiUrl) return { balances: [...read], unreadable };
  const native = nativeRow(ctx, account);
  const tokens = read.filter((token) => token.address !== undefined);
  return { balances: native ? [native, ...tokens] : tokens, unreadable };
}
