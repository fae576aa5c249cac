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

  // Identity and links: the Account view's explorer link and each Activity row's.
  'identity.viewOnExplorer': 'View on explorer',
  'identity.addressOnExplorer': 'View on explorer: your address on {explorer}, opens in a new tab',
  'identity.transactionOnExplorer': 'View this transaction on {explorer} (opens in a new tab)',
  // Swaps (the Swap view and its Account entry).
  'account.swap': 'Swap',
  'swap.sell': 'You sell',
  'swap.buy': 'You buy',
  'swap.selectToken': 'Select a token',
  'swap.amount': 'Amount',
  'swap.quote': 'You receive',
  'swap.quoting': 'Getting a quote…',
  'swap.minimum': 'Minimum received ({slippage} % slippage)',
  'swap.rate': 'Rate',
  'swap.approvalNote':
    'Your wallet first asks you to approve exactly {amount} {symbol} for the exchange, then the swap.',
  'swap.submit': 'Swap',
  'swap.approveInWallet': 'Approve {symbol} in your wallet',
  'swap.confirmInWallet': 'Confirm the swap in your wallet',
  'swap.success': 'Swapped · {tx}',
  'swap.unsupported': 'Network not supported for Swaps',
  'swap.problem.sameToken': 'Choose two different tokens',
  'swap.problem.zeroAmount': 'The amount must be more than 0',
  'swap.problem.invalidAmount': 'Enter an amount as a number',
  'swap.problem.insufficientBalance': 'Insufficient {symbol} balance',
  'swap.problem.noPool': 'There is no pool for this pair on this network',
  'swap.problem.noLiquidity': 'Not enough liquidity for this swap',
  'swap.problem.tooSmall': 'The amount is too small to swap',
  'swap.problem.quoteFailed': 'The quote could not be read. Try again.',
} as const;
