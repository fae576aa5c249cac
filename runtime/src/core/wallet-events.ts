/**
 * What a connected wallet reports (accountsChanged, chainChanged, disconnect) → store updates.
 * Part of the kit's actions, fetched on use (actions.ts): only a namespace connected through
 * them hears from its wallet; adapter-events.ts drops events for one that is not connected.
 */
import { refreshBalanceInBackground } from './balance.js';
import { buildCaipAddress } from './caip.js';
import { updateAccountState } from './chain-state.js';
import { resetNamespace } from './connection-changes.js';
import type { KitContext } from './context.js';
import type { AdapterEvent, ChainNamespace } from './types.js';
import { applyWalletNetwork, resolveWalletNetwork } from './wallet-network.js';

/** An event of a wallet, not the adapter's list of connectors. */
export type WalletEvent = Exclude<AdapterEvent, { type: 'connectors' }>;

/** The wallet ended the session: reset the namespace; an open Account view falls back to Connect. */
function handleWalletDisconnect(ctx: KitContext, namespace: ChainNamespace): void {
  resetNamespace(ctx, namespace);
  const { open } = ctx.stores.modal.getState();
  const isActive = ctx.stores.chain.getState().activeChain === namespace;
  if (open && isActive && ctx.stores.router.getState().view === 'Account')
    ctx.router.reset('Connect');
}

/** `namespace` is connected (the caller checked). */
export function handleWalletEvent(
  ctx: KitContext,
  namespace: ChainNamespace,
  event: WalletEvent,
): void {
  switch (event.type) {
    case 'accountsChanged': {
      if (!event.address) {
        handleWalletDisconnect(ctx, namespace);
        return;
      }
      const entry = ctx.stores.chain.getState().chains[namespace];
      const network = entry?.networkState.caipNetwork;
      if (!entry || entry.accountState.address === event.address) return;
      updateAccountState(ctx.stores.chain, namespace, {
        address: event.address,
        caipAddress: network ? buildCaipAddress(network, event.address) : undefined,
        balance: undefined,
        balanceSymbol: undefined,
        profileName: undefined,
        profileNames: undefined,
        profileImage: undefined,
        walletAccountName: event.accountName,
      });
      refreshBalanceInBackground(ctx, namespace);
      return;
    }
    case 'chainChanged': {
      applyWalletNetwork(ctx, resolveWalletNetwork(ctx, namespace, event.chainId));
      refreshBalanceInBackground(ctx, namespace);
      return;
    }
    case 'disconnect':
      handleWalletDisconnect(ctx, namespace);
      return;
  }
}
