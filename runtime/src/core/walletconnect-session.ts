/**
 * The core's WalletConnect rules: which view a WalletConnect connect shows, and how the
 * other chain families join a session once the wallet approved it. The core never imports
 * the WalletConnect client; it only knows connectors of type WALLET_CONNECT.
 */
import { defaultNetworkOf } from './chain-state.js';
import { markConnected } from './connection-changes.js';
import { connectorKind, findConnector } from './connectors.js';
import type { KitContext } from './context.js';
import type { Connector, PairingWallet } from './types.js';

export function isWalletConnectConnector(connector: Connector): boolean {
  return connectorKind(connector) === 'WALLET_CONNECT';
}

/** The wallet ConnectingWalletConnect pairs with when the visitor picked WalletConnect itself. */
export function walletConnectPairingWallet(connector: Connector): PairingWallet {
  const wallet: PairingWallet = { id: connector.id, name: connector.name };
  if (connector.imageUrl) wallet.imageUrl = connector.imageUrl;
  return wallet;
}

/**
 * Shows the view a connect attempt waits in: ConnectingWalletConnect (QR code / deep link)
 * for WalletConnect, ConnectingExternal (the wallet's own prompt) for everything else.
 */
export function showConnectingView(
  ctx: KitContext,
  connector: Connector,
  wallet: PairingWallet | undefined,
): void {
  if (wallet) ctx.router.push('ConnectingWalletConnect', { wallet });
  else ctx.router.push('ConnectingExternal', { connector });
}

/**
 * One WalletConnect session serves every family the wallet approved: after a connect
 * through WalletConnect on one namespace, the other namespaces with a WalletConnect
 * connector pick up their accounts from the same session (no second pairing, no prompt).
 * A family the wallet did not approve stays disconnected.
 */
export async function joinWalletConnectSession(
  ctx: KitContext,
  connectedNamespace: Connector['chain'],
): Promise<void> {
  const chains = ctx.stores.chain.getState().chains;
  const joining = ctx.adapters.filter(
    (adapter) =>
      adapter.namespace !== connectedNamespace &&
      chains[adapter.namespace]?.accountState.status !== 'connected' &&
      adapter.getConnectors().some(isWalletConnectConnector),
  );
  await Promise.all(
    joining.map(async (adapter) => {
      const namespace = adapter.namespace;
      const connector = adapter.getConnectors().find(isWalletConnectConnector);
      const network =
        ctx.stores.chain.getState().chains[namespace]?.networkState.caipNetwork ??
        defaultNetworkOf(ctx.config, namespace);
      if (!connector || !network) return;
      try {
        const connection = await adapter.reconnect({ connectorId: connector.id, network });
        if (!connection) return;
        const known = findConnector(ctx, namespace, connector.id) ?? connector;
        markConnected(ctx, { namespace, connector: known, connection, activate: false });
      } catch {
        // The family stays disconnected; the visitor is connected on the others.
      }
    }),
  );
}
