/**
 * Connection status per namespace, mirrored into the connection store and storage. The two
 * state transitions every connection flow shares (connected, reset) are in
 * connection-changes.ts, with the kit's actions: start-up only ever sets a status.
 */
import { updateAccountState } from './chain-state.js';
import { setActiveConnectorId } from './connectors.js';
import type { KitContext } from './context.js';
import type { ChainNamespace, ConnectionStatus } from './types.js';

/** connected if any namespace is, else connecting if any is, else disconnected. */
export function overallConnectionStatus(ctx: KitContext): ConnectionStatus {
  const statuses = Object.values(ctx.stores.chain.getState().chains).map(
    (e) => e.accountState.status,
  );
  if (statuses.includes('connected')) return 'connected';
  if (statuses.includes('connecting')) return 'connecting';
  return 'disconnected';
}

function connectedNamespaces(ctx: KitContext): ChainNamespace[] {
  return Object.values(ctx.stores.chain.getState().chains)
    .filter((entry) => entry.accountState.status === 'connected')
    .map((entry) => entry.namespace);
}

/** Mirrors the namespace statuses into the connection store and storage. */
function syncConnectionStatus(ctx: KitContext): void {
  const status = overallConnectionStatus(ctx);
  ctx.stores.connection.setState({ status });
  // "connecting" is never stored: a reload mid-connect must not try to restore it.
  if (status !== 'connecting') ctx.storage.field('connectionStatus').set(status);
  ctx.storage.field('connectedNamespaces').set(connectedNamespaces(ctx));
}

/** Setting status to disconnected removes that chain's connector id. */
export function setConnectionStatus(
  ctx: KitContext,
  namespace: ChainNamespace,
  status: ConnectionStatus,
): void {
  updateAccountState(ctx.stores.chain, namespace, { status });
  if (status === 'disconnected') setActiveConnectorId(ctx, namespace, undefined);
  syncConnectionStatus(ctx);
}
