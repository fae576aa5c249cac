/**
 * The kit's English for what the first screen shows (the modal shell, the connect and account
 * buttons, the Connect view, connecting to a wallet, the legal checkbox): built into the page.
 * The words of views loaded on demand are in their own files (`en-<area>.ts`), imported by the
 * components that show them, so they load with those components; a view's header title in
 * English is the registry's (`VIEW_HEADS`). Every locale file is a `Messages` of all of them
 * (keys.ts), so a missing or stray key fails the type-check. `{name}` is a placeholder, filled
 * by `t(key, { name })`; a key ending in `.one`/`.other` is a pair chosen by a count
 * (`plural(key, count)`). How to add a string or a locale: docs/locales.md.
 */
export const en = {
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

  // The connect button.
  'connectButton.connect': 'Connect Wallet',
  'connectButton.connecting': 'Connecting…',

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
