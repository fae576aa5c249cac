/**
 * The balance read that follows a connection or a wallet's change of account or network,
 * made through the kit's actions (fetched on use, actions-on-use.ts): the code that records
 * a connection is in the first load, the balance read is not.
 */
import { updateAccountState } from './chain-state.js';
import type { KitContext } from './context.js';
import type { ChainNamespace } from './types.js';

/** Never rejects: a read that fails, or actions that do not come, leave `balanceFailed`. */
export function refreshBalanceOnUse(ctx: KitContext, namespace: ChainNamespace): void {
  const loaded = ctx.actions.loaded();
  if (loaded) {
    loaded.refreshBalanceInBackground(ctx, namespace);
    return;
  }
  ctx.actions().then(
    (actions) => actions.refreshBalanceInBackground(ctx, namespace),
    () => {
      // The Account view then says the balance is unavailable, with a retry (which fetches again).
      if (ctx.stores.chain.getState().chains[namespace]?.accountState.address)
        updateAccountState(ctx.stores.chain, namespace, { balanceFailed: true });
    },
  );
}
