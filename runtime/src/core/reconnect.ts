/**
 * Start-up in the browser (reconnect after reload): discovery, the remembered
 * choices, and a silent reconnect — no modal, no wallet prompt (restore-session.ts, with the
 * kit's actions: fetched only when storage remembers a connection).
 */
import { fetchActions, type KitActions } from './actions-on-use.js';
import { handleAdapterEvent } from './adapter-events.js';
import { parseCaipNetworkId, findNetwork } from './caip.js';
import { setActiveNetwork } from './chain.js';
import { defaultNetworkOf } from './chain-state.js';
import { setConnectionStatus } from './connection.js';
import { setAdapterConnectors } from './connectors.js';
import type { KitContext } from './context.js';
import { MAX_RECENT_WALLETS } from './storage.js';
import type { ChainAdapter, ChainNamespace } from './types.js';

function initAdapters(ctx: KitContext): void {
  for (const adapter of ctx.adapters) {
    const namespace = adapter.namespace;
    adapter.init({
      networks: ctx.config.networks.filter((network) => network.chainNamespace === namespace),
      appName: ctx.config.metadata.name,
      accountType: ctx.config.defaultAccountTypes[namespace],
      emit: (event) => handleAdapterEvent(ctx, namespace, event),
    });
    setAdapterConnectors(ctx, namespace, adapter.getConnectors());
  }
}

/** The stored active network (or namespace), when it is still one the host configures. */
function restoreActiveNetwork(ctx: KitContext): void {
  const storedId = ctx.storage.field('activeNetworkId').get();
  if (!storedId) {
    const namespace = ctx.storage.field('activeNamespace').get();
    const network =
      namespace && ctx.stores.chain.getState().chains[namespace]?.networkState.caipNetwork;
    if (network) setActiveNetwork(ctx, network, { silent: true });
    return;
  }
  const network = (() => {
    try {
      const { namespace, chainId } = parseCaipNetworkId(storedId);
      return findNetwork(ctx.config.networks, namespace, chainId);
    } catch {
      return undefined;
    }
  })();
  if (network) setActiveNetwork(ctx, network, { silent: true });
  else ctx.storage.field('activeNetworkId').remove();
}

function restoreRecentWallets(ctx: KitContext): void {
  const stored = ctx.storage.field('recentWallets').get() ?? [];
  ctx.stores.connection.setState({ recentWallets: stored.slice(0, MAX_RECENT_WALLETS) });
}

/**
 * Each remembered namespace is shown as connecting at once (the connect button says
 * "Connecting…", never "Connect Wallet"), then restored by the kit's actions once they have
 * come. A namespace with no network to ask for, or actions that do not come, is disconnected.
 */
async function reconnectNamespaces(
  ctx: KitContext,
  pending: { adapter: ChainAdapter; connectorId: string }[],
): Promise<void> {
  const state = ctx.stores.chain.getState();
  const restoring = pending.flatMap(({ adapter, connectorId }) => {
    const namespace = adapter.namespace;
    const network =
      state.chains[namespace]?.networkState.caipNetwork ?? defaultNetworkOf(ctx.config, namespace);
    setConnectionStatus(ctx, namespace, network ? 'connecting' : 'disconnected');
    return network ? [{ adapter, connectorId, network }] : [];
  });
  if (restoring.length === 0) return;
  let actions: KitActions;
  try {
    actions = await fetchActions(ctx);
  } catch {
    for (const { adapter } of restoring)
      setConnectionStatus(ctx, adapter.namespace, 'disconnected');
    return;
  }
  await Promise.all(
    restoring.map(({ adapter, connectorId, network }) =>
      actions.reconnectNamespace(ctx, adapter, connectorId, network),
    ),
  );
}

function namespacesToReconnect(ctx: KitContext): { adapter: ChainAdapter; connectorId: string }[] {
  if (ctx.storage.field('connectionStatus').get() !== 'connected') return [];
  return ctx.adapters.flatMap((adapter) => {
    const connectorId = ctx.storage.connectorId(adapter.namespace).get();
    return connectorId ? [{ adapter, connectorId }] : [];
  });
}

export async function start(ctx: KitContext): Promise<void> {
  initAdapters(ctx);
  restoreRecentWallets(ctx);
  restoreActiveNetwork(ctx);
  const pending = namespacesToReconnect(ctx);
  const reconnecting = new Set<ChainNamespace>(pending.map((item) => item.adapter.namespace));
  // A stored connector id without an adapter (the host removed a chain) is forgotten.
  for (const namespace of Object.keys(ctx.stores.chain.getState().chains) as ChainNamespace[]) {
    if (!reconnecting.has(namespace)) ctx.storage.connectorId(namespace).remove();
  }
  await reconnectNamespaces(ctx, pending);
  if (pending.length === 0) ctx.storage.field('connectionStatus').set('disconnected');
}
