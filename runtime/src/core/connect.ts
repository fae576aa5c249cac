/**
 * A visitor connects through a connector: connection status, and what a declined or failed connect leaves behind.
 */
import { defaultNetworkOf, isNetworkSupported } from './chain-state.js';
import { markConnected } from './connection-changes.js';
import { setConnectionStatus } from './connection.js';
import { adapterFor, type KitContext } from './context.js';
import { ERRORS, errorMessage, isUserRejection } from './errors.js';
import { closeModal } from './modal.js';
import { whenPairingViewLeft } from './pairing-view.js';
import { MAX_RECENT_WALLETS, type StoredRecentWallet } from './storage.js';
import type { RecentWallet } from './kit-api.js';
import type { CaipNetwork, ChainNamespace, Connector, PairingWallet } from './types.js';
import {
  isWalletConnectConnector,
  joinWalletConnectSession,
  showConnectingView,
  walletConnectPairingWallet,
} from './walletconnect-session.js';

const VIEWS_KEPT_AFTER_CONNECT: readonly string[] = [
  'UnsupportedChain',
  'SIWXSignMessage',
  'ConnectingSiwe',
];

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

/** Most recent first, deduplicated by id, at most two. */
export function addRecentWallet(
  wallets: readonly StoredRecentWallet[],
  wallet: StoredRecentWallet,
): StoredRecentWallet[] {
  return [wallet, ...wallets.filter((item) => item.id !== wallet.id)].slice(0, MAX_RECENT_WALLETS);
}

/** A wallet picked in AllWallets is remembered itself, not the WalletConnect connector. */
export function rememberRecentWallet(
  ctx: KitContext,
  connector: Connector,
  picked?: PairingWallet,
): void {
  const source = picked ?? { ...connector, rdns: connector.info?.rdns };
  const wallet: RecentWallet = { id: source.id, name: source.name };
  if (source.imageUrl) wallet.imageUrl = source.imageUrl;
  if (source.rdns) wallet.rdns = source.rdns;
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
export async function connect(
  ctx: KitContext,
  connector: Connector,
  options: { wallet?: PairingWallet } = {},
): Promise<void> {
  const attempt = ++ctx.connectAttempt.id;
  const isWalletConnect = isWalletConnectConnector(connector);
  // The same wallet object on a retry, so the router sees the same view and does not stack it.
  const wallet = isWalletConnect
    ? (options.wallet ?? walletConnectPairingWallet(connector))
    : undefined;
  ctx.connectAttempt.connector = connector;
  ctx.connectAttempt.wallet = wallet;
  showConnectingView(ctx, connector, wallet);
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
  // A QR code or deep link waiting to be used is not a connection under way: the visitor may
  // still scan it, pick another wallet or leave, and nothing tells the page of a scan. Only a
  // wallet that was asked (its own prompt is open) makes the kit "connecting".
  if (!wasConnected && !wallet) setConnectionStatus(ctx, namespace, 'connecting');
  // The visitor leaving the pairing view abandons the pairing: the adapter ends it and rejects,
  // unless the wallet had already approved (then the connection still goes through). A host
  // that connects with the modal closed shows its own QR code: the modal's views say nothing
  // about whether anyone still looks at it.
  const abandon = new AbortController();
  const stopWatching =
    wallet && ctx.stores.modal.getState().open
      ? whenPairingViewLeft(ctx, wallet, () => {
          abandon.abort();
          if (attempt !== ctx.connectAttempt.id) return;
          ctx.stores.connection.setState({ pendingConnectorId: undefined, error: undefined });
        })
      : () => undefined;
  let walletAnswered = false;

  try {
    const connection = await adapter
      .connect({ connectorId: target.id, network, signal: abandon.signal })
      .finally(stopWatching);
    walletAnswered = true;
    if (attempt !== ctx.connectAttempt.id) return;
    markConnected(ctx, { namespace, connector: target, connection, activate: true });
    if (isWalletConnect) await joinWalletConnectSession(ctx, namespace);
    if (attempt !== ctx.connectAttempt.id) return;
    rememberRecentWallet(ctx, connector, options.wallet);
    ctx.stores.connection.setState({ pendingConnectorId: undefined, error: undefined });
    ctx.events.emit({ type: 'CONNECT_SUCCESS', properties: { name: connector.name, namespace } });
    // On an unsupported chain the UnsupportedChain view has just opened, and sign-in (SIWX)
    // may already ask for a signature: leave those visible.
    if (!VIEWS_KEPT_AFTER_CONNECT.includes(ctx.stores.router.getState().view)) closeModal(ctx);
  } catch (error) {
    if (attempt !== ctx.connectAttempt.id) return;
    if (!wasConnected) setConnectionStatus(ctx, namespace, 'disconnected');
    // A pairing the visitor left ended without an answer: nothing failed, nothing to show. A
    // failure after the wallet approved is still one.
    if (abandon.signal.aborted && !walletAnswered) return;
    failConnect(ctx, error);
  }
}

/** Retries the last connect attempt (after a rejection or a failure). */
export async function retryConnect(ctx: KitContext): Promise<void> {
  const { connector, wallet } = ctx.connectAttempt;
  if (connector) await connect(ctx, connector, wallet ? { wallet } : {});
}
