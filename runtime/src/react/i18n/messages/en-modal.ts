/**
 * The English of the modal itself, whatever view it opens on: its shell and shared primitives,
 * the Connect view and its wallet lists, connecting to a wallet, the legal checkbox. The modal
 * (`ModalShell`) gives it to every component inside it, so it loads with the modal's chunk, not
 * with the page's first load (which shows only the connect button, `en.ts`).
 */
export const MODAL_TEXT = {
  // The modal and shared primitives.
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.unavailable': 'This screen is not available.',
  'common.loading': 'Loading',
  'common.tryAgain': 'Try again',
  'common.cancel': 'Cancel',
  'common.copied': 'Copied',
  'common.copyFailed': 'Copy failed',
  'common.copyAddress': 'Copy address',
  'common.copyLink': 'Copy link',
  'common.or': 'or',
  'common.preparingQr': 'Preparing the QR code',
  'common.scanWithPhone': 'Scan with your phone',
  'alert.dismiss': 'Dismiss alert',
  'network.switchHint': ', switch network',
  'network.switching': 'Switching',
  'network.list': 'Networks',

  // The Connect view and the wallet lists.
  'connect.wallets': 'Wallets',
  'connect.lookingForWallets': 'Looking for wallets',
  'connect.noWallet': 'No wallet found',
  'connect.installHint': 'Install a browser wallet extension, then reload this page.',
  'connect.continueWithWallet': 'Continue with a wallet',
  'connect.getWallet': 'I don’t have a wallet',
  'wallet.badge.recent': 'Recent',
  'wallet.badge.installed': 'Installed',
  'allWallets.entry': 'All wallets',

  // Connecting to a wallet.
  'connecting.declined': 'Connection declined',
  'connecting.declinedIn': 'The request was declined in {wallet}.',
  'connecting.declinedInWallet': 'The request was declined in the wallet.',
  'connecting.failed': 'Connection failed',
  'connecting.continueIn': 'Continue in {wallet}',
  'connecting.acceptInWallet': 'Accept the connection request in your wallet.',
  'connecting.acceptInApp': 'Accept the connection request in the app.',

  // The legal checkbox.
  'legal.terms': 'Terms of Service',
  'legal.privacy': 'Privacy Policy',
  'legal.agreeBoth': 'I agree to the {terms} and {privacy}',
  'legal.agreeOne': 'I agree to the {document}',
  'legal.hint': 'Tick the box to connect.',
} as const;
