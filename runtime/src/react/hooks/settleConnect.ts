import { errorMessage } from '../../core/errors.js';
import type { WalletKit } from '../../core/kit-api.js';

/**
 * Settles a connect a view started (`kit.connect`, `kit.retryConnect`, a WalletConnect pairing)
 * without ever rejecting, so the host's console and error monitors see no uncaught rejection for
 * an outcome the kit shows the visitor itself. A wallet that declines or fails is recorded in the
 * connection store and the kit's connect resolves: ConnectingExternal draws that error with its
 * Try again, the WalletConnect views draw it from their pairing. A connect that still rejects
 * failed where nothing recorded it (the kit's own code did not come, or a fault before the wallet
 * was asked), so its message goes to the kit's snackbar, which the modal shows.
 */
export function settleConnect(
  kit: Pick<WalletKit, 'showSnackbar'>,
  attempt: Promise<void>,
): Promise<void> {
  return attempt.catch((error: unknown) => kit.showSnackbar(errorMessage(error), 'error'));
}
