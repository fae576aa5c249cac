/**
 * The two state transitions every connection flow shares: "this namespace is now connected"
 * and "this namespace is reset". Part of the kit's actions, fetched on use (actions.ts): only
 * a connection, a restored one or a disconnect needs them.
 */
import { createInitialAccountState } from './account.js';
import { refreshBalanceInBackground } from './balance.js';
import { setActiveNetwork } from './chain.js';
import {
  defaultNetworkOf,
  isNetworkSupported,
  updateAccountState,
  updateChainEntry,
} from './chain-state.js';
import { setConnectionStatus } from './connection.js';
import { setActiveConnectorId } from './connectors.js';
import type { KitContext } from './context.js';
import type { AdapterConnection, ChainNamespace, Connector } from './types.js';
import { applyWalletNetwork, resolveWalletNetwork } from './wallet-network.js';

/**
 * Records a wallet connection for a namespace: account, network (with the unsupported-chain
 * rule), connector id, status, then reads the balance. `activate` makes the namespace the
 * active one (a visitor's connect); a reconnect leaves the active namespace alone and never
 * opens the modal.
 */
export function markConnected(
  ctx: KitContext,
  params: {
    namespace: ChainNamespace;
    connector: Connector;
    connection: AdapterConnection;
    activate: boolean;
  },
): void {
  const { namespace, connector, connection } = params;
  updateAccountState(ctx.stores.chain, namespace, {
    address: connection.address,
    walletAccountName: connection.accountName,
    connectedWalletInfo: { name: connector.name, icon: connector.imageUrl, type: connector.type },
    preferredAccountType:
      ctx.storage.field('preferredAccountTypes').get()?.[namespace] ??
      ctx.config.defaultAccountTypes[namespace],
  });
  setActiveConnectorId(ctx, namespace, connector.id);
  setConnectionStatus(ctx, namespace, 'connected');
  const network = resolveWalletNetwork(ctx, namespace, connection.chainId);
  if (params.activate) setActiveNetwork(ctx, network);
  else applyWalletNetwork(ctx, network, { silent: true });
  refreshBalanceInBackground(ctx, namespace);
}

/**
 * On disconnect the account and network are reset: the account goes back to its initial
 * state; the network keeps a configured network (an unknown one falls back to the default).
 */
export function resetNamespace(ctx: KitContext, namespace: ChainNamespace): void {
  const state = ctx.stores.chain.getState();
  updateChainEntry(ctx.stores.chain, namespace, (entry) => {
    const current = entry.networkState.caipNetwork;
    const keep = current && isNetworkSupported(state, current);
    return {
      ...entry,
      accountState: createInitialAccountState(),
      networkState: {
        ...entry.networkState,
        caipNetwork: keep ? current : defaultNetworkOf(ctx.config, namespace),
        supportsAllNetworks: true,
        approvedCaipNetworkIds: [],
        smartAccountEnabledNetworks: [],
      },
    };
  });
  setConnectionStatus(ctx, namespace, 'disconnected');
}

/** On disconnect pairing is reset: no pending connect, no error, no remembered deep link. */
export function resetPairing(ctx: KitContext): void {
  ctx.stores.connection.setState({ pendingConnectorId: undefined, error: undefined });
  ctx.storage.field('deepLinkChoice').remove();
}
