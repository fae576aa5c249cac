/**
 * A WalletConnect connect lives only as long as the visitor stays with it: the view that shows
 * its QR code or the wallet's deep link. Back, closing the modal or moving to another view
 * leaves it, and a pairing the visitor walked away from must not connect the page later.
 */
import type { KitContext } from './context.js';
import type { PairingWallet } from './types.js';

function showsPairingOf(ctx: KitContext, wallet: PairingWallet): boolean {
  const { view, data } = ctx.stores.router.getState();
  return (
    view === 'ConnectingWalletConnect' && (data as { wallet?: PairingWallet })?.wallet === wallet
  );
}

/**
 * Calls `left` once, when the pairing view of `wallet` stops being shown: the router moves
 * off it, or the modal closes. A modal that was never opened (a host connecting on its own)
 * does not count as closed. Returns the end of the watch.
 */
export function whenPairingViewLeft(
  ctx: KitContext,
  wallet: PairingWallet,
  left: () => void,
): () => void {
  const leave = () => {
    stop();
    left();
  };
  const unsubscribeRouter = ctx.stores.router.subscribe(() => {
    if (!showsPairingOf(ctx, wallet)) leave();
  });
  const unsubscribeModal = ctx.stores.modal.subscribe((state, previous) => {
    if (previous.open && !state.open) leave();
  });
  function stop() {
    unsubscribeRouter();
    unsubscribeModal();
  }
  return stop;
}
