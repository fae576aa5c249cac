import { WALLET_CONNECT_CONNECTOR_ID } from '../../walletconnect/connector-constants.js';

/**
 * The wallet id whose library logo may be shown, or undefined. Only the kit's own stand-ins are
 * replaced: a catalogue monogram, and the WalletConnect entry, which has no icon of its own. A
 * wallet with its own icon keeps it, and a host's or an injected wallet without one never gets
 * another wallet's logo because its id happens to match a catalogue id.
 */
export function libraryWalletKey(
  walletId: string | undefined,
  imageUrl: string | undefined,
  isMonogram: boolean,
): string | undefined {
  if (isMonogram) return walletId;
  if (!imageUrl && walletId === WALLET_CONNECT_CONNECTOR_ID) return walletId;
  return undefined;
}
