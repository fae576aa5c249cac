/**
 * Events a chain adapter reports from the wallet (types.ts AdapterEvent) → store updates.
 * Adapters only ever affect their own namespace.
 */
import { refreshBalanceInBackground } from './balance.js';
import { buildCaipAddress } from './caip.js';
import { applyWalletNetwork, resolveWalletNetwork } from './chain.js';
import { updateAccountState } from './chain-state.js';
import { resetNamespace } from './connection.js';
import { findConnector, setAdapterConnectors } from './connectors.js';
import type { KitContext } from './context.js';
import type { AdapterEvent, ChainNamespace } from './types.js';

function isConnected(ctx: KitContext, namespace: ChainNamespace): boolean {
  return ctx.stores.chain.getState().chains[namespace]?.accountState.status === 'connected';
}

/** The wallet ended the session: reset the namespace; an open Account view falls back to Connect. */
function handleWalletDisconnect(ctx: KitContext, namespace: ChainNamespace): void {
  resetNamespace(ctx, namespace);
  const { open } = ctx.stores.modal.getState();
  const isActive = ctx.stores.chain.getState().activeChain === namespace;
  if (open && isActive && ctx.stores.router.getState().view === 'Account')
    ctx.router.reset('Connect');
}

/**
 * After a reload the wallet may announce itself (EIP-6963) only after the silent reconnect:
 * once it does, show its real name and icon instead of the stored connector id.
 */
function refreshConnectedWalletInfo(ctx: KitContext, namespace: ChainNamespace): void {
  const activeId = ctx.stores.connector.getState().activeConnectorIds[namespace];
  const connector = activeId ? findConnector(ctx, namespace, activeId) : undefined;
  if (!connector || !isConnected(ctx, namespace)) return;
  const info = { name: connector.name, icon: connector.imageUrl, type: connector.type };
  const current = ctx.stores.chain.getState().chains[namespace]?.accountState.connectedWalletInfo;
  if (current?.name === info.name && current.icon === info.icon && current.type === info.type)
    return;
  updateAccountState(ctx.stores.chain, namespace, { connectedWalletInfo: info });
}

export function handleAdapterEvent(
  ctx: KitContext,
  namespace: ChainNamespace,
  event: AdapterEvent,
): void {
  switch (event.type) {
    case 'connectors':
      setAdapterConnectors(ctx, namespace, event.connectors);
      refreshConnectedWalletInfo(ctx, namespace);
      return;
    case 'accountsChanged': {
      // Wallets emit for pages they are not connected to; only a connected namespace follows.
      if (!isConnected(ctx, namespace)) return;
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
      if (!isConnected(ctx, namespace)) return;
      applyWalletNetwork(ctx, resolveWalletNetwork(ctx, namespace, event.chainId));
      refreshBalanceInBackground(ctx, namespace);
      return;
    }
    case 'disconnect':
      if (isConnected(ctx, namespace)) handleWalletDisconnect(ctx, namespace);
      return;
  }
}
