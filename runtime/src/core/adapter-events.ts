/**
 * Events a chain adapter reports (types.ts AdapterEvent) → store updates. Adapters only ever
 * affect their own namespace. The adapter's connectors are taken here, from the start; what a
 * connected wallet reports goes to wallet-events.ts, with the kit's actions (fetched on use).
 */
import { fetchActions, loadedActions } from './actions-on-use.js';
import { updateAccountState } from './chain-state.js';
import { findConnector, setAdapterConnectors } from './connectors.js';
import type { KitContext } from './context.js';
import type { AdapterEvent, ChainNamespace } from './types.js';

function isConnected(ctx: KitContext, namespace: ChainNamespace): boolean {
  return ctx.stores.chain.getState().chains[namespace]?.accountState.status === 'connected';
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
  if (event.type === 'connectors') {
    setAdapterConnectors(ctx, namespace, event.connectors);
    refreshConnectedWalletInfo(ctx, namespace);
    return;
  }
  // Wallets emit for pages they are not connected to; only a connected namespace follows, so
  // a visitor who never connects never fetches the code that follows a wallet.
  if (!isConnected(ctx, namespace)) return;
  // Connected through the actions, which have come: the event is handled in this task. A
  // session restored by other code (the embedded wallet's) may wait for them.
  const actions = loadedActions(ctx);
  if (actions) {
    actions.handleWalletEvent(ctx, namespace, event);
    return;
  }
  fetchActions(ctx).then(
    (loaded) => {
      if (isConnected(ctx, namespace)) loaded.handleWalletEvent(ctx, namespace, event);
    },
    () => undefined,
  );
}
