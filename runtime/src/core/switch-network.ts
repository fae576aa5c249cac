/**
 * A visitor's network switch: asks the wallet, then sets the active network (chain.ts).
 * Part of the kit's actions, fetched on use (actions-on-use.ts).
 */
import { refreshBalanceInBackground } from './balance.js';
import { findNetwork } from './caip.js';
import { setActiveNetwork } from './chain.js';
import { getActiveNetwork, isNetworkSupported } from './chain-state.js';
import { adapterFor, type KitContext } from './context.js';
import { ERRORS } from './errors.js';
import { walletCannotServe } from './action-messages.js';
import type { CaipNetwork, ChainNamespace } from './types.js';

/**
 * The name of the wallet a visitor is connected with in another family, when they have no
 * account in `namespace`: moving there would leave the kit showing "Connect Wallet" while
 * the session waits unseen in the other family (and a reload restores the empty one).
 */
function walletWithoutAccountIn(ctx: KitContext, namespace: ChainNamespace): string | undefined {
  const { chains } = ctx.stores.chain.getState();
  if (chains[namespace]?.accountState.address) return undefined;
  const connected = Object.values(chains).find((entry) => entry?.accountState.address);
  if (!connected) return undefined;
  return connected.accountState.connectedWalletInfo?.name ?? 'The connected wallet';
}

/**
 * Refuses a network of a family the connected wallet has no account in (nothing changes),
 * then first goes back if the current network is not in the active chain's list, then asks
 * the wallet (when connected), then updates the state and sends SWITCH_NETWORK. A wallet
 * refusal rejects and leaves the state as it was.
 */
export async function switchNetwork(ctx: KitContext, network: CaipNetwork): Promise<void> {
  const state = ctx.stores.chain.getState();
  const target = findNetwork(ctx.config.networks, network.chainNamespace, network.id);
  if (!target || target.caipNetworkId !== network.caipNetworkId)
    throw new Error(ERRORS.NETWORK_NOT_FOUND);
  const refusingWallet = walletWithoutAccountIn(ctx, target.chainNamespace);
  if (refusingWallet) throw new Error(walletCannotServe(refusingWallet, target.name));

  const current = getActiveNetwork(state);
  if (current && !isNetworkSupported(state, current)) ctx.router.goBack();

  const address = state.chains[target.chainNamespace]?.accountState.address;
  if (address) {
    const adapter = adapterFor(ctx, target.chainNamespace);
    if (!adapter) throw new Error(ERRORS.CHAIN_ADAPTER_NOT_FOUND);
    await adapter.switchNetwork({ network: target });
  }
  setActiveNetwork(ctx, target);
  ctx.events.emit({ type: 'SWITCH_NETWORK', properties: { network: target.caipNetworkId } });
  if (address) refreshBalanceInBackground(ctx, target.chainNamespace);
}
