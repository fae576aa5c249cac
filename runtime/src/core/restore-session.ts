/**
 * The silent reconnect of a remembered session (no modal, no wallet prompt). Part of the kit's
 * actions, fetched on use (actions.ts): start-up (reconnect.ts) fetches them only when storage
 * remembers a connection, and shows "connecting" meanwhile.
 */
import { markConnected } from './connection-changes.js';
import { setConnectionStatus } from './connection.js';
import { findConnector } from './connectors.js';
import type { KitContext } from './context.js';
import type { CaipNetwork, ChainAdapter } from './types.js';

/**
 * Restores one namespace, already shown as connecting, on `network`; a wallet that no longer
 * authorises the page is forgotten.
 */
export async function reconnectNamespace(
  ctx: KitContext,
  adapter: ChainAdapter,
  connectorId: string,
  network: CaipNetwork,
): Promise<void> {
  const namespace = adapter.namespace;
  try {
    const connection = await adapter.reconnect({ connectorId, network });
    if (!connection) {
      setConnectionStatus(ctx, namespace, 'disconnected');
      return;
    }
    const connector = findConnector(ctx, namespace, connectorId) ?? {
      // Discovery may announce the wallet later; the id is enough to stay connected.
      id: connectorId,
      name: connectorId,
      type: 'INJECTED' as const,
      chain: namespace,
    };
    markConnected(ctx, { namespace, connector, connection, activate: false });
  } catch {
    setConnectionStatus(ctx, namespace, 'disconnected');
  }
}
