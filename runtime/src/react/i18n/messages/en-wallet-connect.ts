/**
 * The WalletConnect views (QR code, deep links). English, loaded with the components that show it (not in the page's first load).
 * Read with `useText(WALLET_CONNECT_TEXT)`. Keys and translations: docs/locales.md.
 */
export const WALLET_CONNECT_TEXT = {
  'walletConnect.qr': 'WalletConnect QR code',
  'walletConnect.tryAnotherLink': 'Try another link',
  'walletConnect.expired': 'QR code expired',
  'walletConnect.getNewCode': 'Get a new code and scan it again.',
  'walletConnect.scanToConnect': 'Scan with a WalletConnect wallet to connect.',
  'walletConnect.aWallet': 'a WalletConnect wallet',
  'walletConnect.scanIn': 'Open {wallet} and scan this code to connect.',
  'walletConnect.open': 'Open {wallet}',
  'walletConnect.unavailable': 'WalletConnect is not available in this app.',
} as const;
