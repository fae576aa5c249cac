/**
 * Opening and closing the modal.
 */
import { getAccountState, getActiveAccount } from './chain-state.js';
import type { KitContext } from './context.js';
import type { OpenOptions } from './kit-api.js';
import type { ChainNamespace } from './types.js';

export function setNamespaceLoading(
  ctx: KitContext,
  namespace: ChainNamespace,
  loading: boolean,
): void {
  ctx.stores.modal.setState((state) => ({ loading: { ...state.loading, [namespace]: loading } }));
}

function isConnected(ctx: KitContext): boolean {
  return !!getActiveAccount(ctx.stores.chain.getState())?.address;
}

/** The rules for the view the modal opens on, first match wins. */
function resetToOpeningView(ctx: KitContext, options: OpenOptions, hasAddress: boolean): void {
  const { router } = ctx;
  const noAdapters = ctx.adapters.length === 0;
  if (!hasAddress && (noAdapters || ctx.config.manualWCControl)) {
    router.reset(ctx.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic');
  } else if (options.view) {
    router.reset(options.view, options.data);
  } else if (hasAddress) {
    router.reset('Account');
  } else {
    router.reset('Connect');
  }
}

export function openModal(ctx: KitContext, options: OpenOptions = {}): void {
  const chain = ctx.stores.chain.getState();
  const namespace = options.namespace ?? chain.activeChain;
  const hasAddress = !!getAccountState(chain, namespace)?.address;
  resetToOpeningView(ctx, options, hasAddress);

  // Opening sets loading (per namespace) until the start-up work has settled.
  if (namespace) {
    setNamespaceLoading(ctx, namespace, true);
    const settled = () => setNamespaceLoading(ctx, namespace, false);
    void (ctx.startup ?? Promise.resolve()).then(settled, settled);
  }
  const wasOpen = ctx.stores.modal.getState().open;
  ctx.stores.modal.setState({ open: true });
  if (!wasOpen) ctx.events.emit({ type: 'MODAL_OPEN', properties: { connected: hasAddress } });
}

/**
 * Embedded mode: the kit is part of the page, so it is open from start-up (closing only
 * routes). The opening rules pick the view now, and again once the silent reconnect
 * has settled (a restored account shows Account) unless the visitor has moved on meanwhile.
 */
export function openEmbedded(ctx: KitContext): void {
  openModal(ctx);
  const opened = ctx.stores.router.getState();
  const settled = () => {
    if (ctx.stores.router.getState() === opened) resetToOpeningView(ctx, {}, isConnected(ctx));
  };
  void (ctx.startup ?? Promise.resolve()).then(settled, settled);
}

/**
 * The close button is disabled when SIWX is required, no session exists, and the view
 * is ApproveTransaction or SIWXSignMessage (sign-in cannot be skipped by closing).
 */
export function isCloseDisabled(ctx: KitContext): boolean {
  const { view } = ctx.stores.router.getState();
  return (
    !!ctx.config.siwx?.required &&
    !ctx.siwx.hasSession() &&
    (view === 'ApproveTransaction' || view === 'SIWXSignMessage')
  );
}

/** Returns whether the modal closed (or, embedded, returned to its resting view). */
export function closeModal(ctx: KitContext, options: { force?: boolean } = {}): boolean {
  const { view } = ctx.stores.router.getState();
  if (!options.force) {
    // Closing is refused while a transaction waits for approval, unless forced.
    if (view === 'ApproveTransaction') return false;
    // The disabled close button must not be bypassed with Escape or the backdrop.
    if (isCloseDisabled(ctx)) return false;
  }
  const connected = isConnected(ctx);
  if (ctx.config.enableEmbedded) {
    // Embedded in the page there is nothing to hide; show the resting view instead.
    ctx.router.reset(connected ? 'Account' : 'Connect');
    return true;
  }
  if (!ctx.stores.modal.getState().open) return true;
  ctx.stores.modal.setState({ open: false });
  ctx.events.emit({ type: 'MODAL_CLOSE', properties: { connected } });
  return true;
}
