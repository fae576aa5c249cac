/**
 * A visitor connects through a connector (§4 Connection status; issue 2 §5 rejection states).
 */
import { defaultNetworkOf, isNetworkSupported } from './chain-state.js';
import { setConnectionStatus, markConnected } from './connection.js';
import { adapterFor, type KitContext } from './context.js';
import { ERRORS, errorMessage, isUserRejection } from './errors.js';
import { closeModal } from './modal.js';
import { addRecentWallet } from './storage.js';
import type { RecentWallet } from './kit-api.js';
import type { CaipNetwork, ChainNamespace, Connector } from './types.js';

/** A merged connector connects through its member on the active namespace, else the first. */
export function connectorForActiveChain(ctx: KitContext, connector: Connector): Connector {
  const members = connector.connectors;
  if (!members || members.length === 0) return connector;
  const active = ctx.stores.chain.getState().activeChain;
  return members.find((member) => member.chain === active) ?? members[0] ?? connector;
}

/** The network to ask the wallet for: the namespace's current one if configured, else its default. */
function requestedNetwork(ctx: KitContext, namespace: ChainNamespace): CaipNetwork | undefined {
  const state = ctx.stores.chain.getState();
  const current = state.chains[namespace]?.networkState.caipNetwork;
  return current && isNetworkSupported(state, current)
    ? current
    : defaultNetworkOf(ctx.config, namespace);
}

export function rememberRecentWallet(ctx: KitContext, connector: Connector): void {
  const wallet: RecentWallet = { id: connector.id, name: connector.name };
  if (connector.imageUrl) wallet.imageUrl = connector.imageUrl;
  if (connector.info?.rdns) wallet.rdns = connector.info.rdns;
  const recentWallets = addRecentWallet(ctx.stores.connection.getState().recentWallets, wallet);
  ctx.stores.connection.setState({ recentWallets });
  ctx.storage.field('recentWallets').set(recentWallets);
}

function failConnect(ctx: KitContext, error: unknown): void {
  const rejected = isUserRejection(error);
  const message = errorMessage(error);
  ctx.stores.connection.setState({ error: { kind: rejected ? 'rejected' : 'failed', message } });
  ctx.events.emit({ type: 'CONNECT_ERROR', properties: { message, rejected } });
}

/**
 * Shows ConnectingExternal, asks the wallet, and on success records the connection, the
 * recent wallet and the balance, then closes the modal (the host's button shows the
 * account). Never rejects: the outcome is in the stores (`connection.error` on failure).
 */
export async function connect(ctx: KitContext, connector: Connector): Promise<void> {
  const attempt = ++ctx.connectAttempt.id;
  ctx.connectAttempt.connector = connector;
  ctx.router.push('ConnectingExternal', { connector });
  ctx.stores.connection.setState({ pendingConnectorId: connector.id, error: undefined });

  const target = connectorForActiveChain(ctx, connector);
  const namespace = target.chain;
  const adapter = adapterFor(ctx, namespace);
  const network = requestedNetwork(ctx, namespace);
  if (!adapter || !network) {
    failConnect(
      ctx,
      new Error(adapter ? ERRORS.NETWORK_NOT_FOUND : ERRORS.CHAIN_ADAPTER_NOT_FOUND),
    );
    return;
  }
  // Connecting another wallet while connected must not disconnect the current one on failure.
  const wasConnected =
    ctx.stores.chain.getState().chains[namespace]?.accountState.status === 'connected';
  if (!wasConnected) setConnectionStatus(ctx, namespace, 'connecting');

  try {
    const connection = await adapter.connect({ connectorId: target.id, network });
    if (attempt !== ctx.connectAttempt.id) return;
    markConnected(ctx, { namespace, connector: target, connection, activate: true });
    rememberRecentWallet(ctx, connector);
    ctx.stores.connection.setState({ pendingConnectorId: undefined, error: undefined });
    ctx.events.emit({ type: 'CONNECT_SUCCESS', properties: { name: connector.name, namespace } });
    // On an unsupported chain the UnsupportedChain view has just opened: leave it visible.
    if (ctx.stores.router.getState().view !== 'UnsupportedChain') closeModal(ctx);
  } catch (error) {
    if (attempt !== ctx.connectAttempt.id) return;
    if (!wasConnected) setConnectionStatus(ctx, namespace, 'disconnected');
    failConnect(ctx, error);
  }
}

/** Retries the last connect attempt (after a rejection or a failure). */
export async function retryConnect(ctx: KitContext): Promise<void> {
  const { connector } = ctx.connectAttempt;
  if (connector) await connect(ctx, connector);
}
