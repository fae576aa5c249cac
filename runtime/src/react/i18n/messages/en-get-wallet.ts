/**
 * The Get a Wallet view (its entry on the Connect view is in en.ts). English, loaded with the
 * components that show it (not in the page's first load).
 * Read with `useText(GET_WALLET_TEXT)`. Keys and translations: docs/locales.md.
 */
export const GET_WALLET_TEXT = {
  'getWallet.intro':
    'A wallet keeps your accounts and signs for you. Install one, then come back to connect.',
  'getWallet.listLabel': 'Wallets to install',
  'getWallet.none':
    'No install link is known for the featured wallets. Look for a wallet in the full list.',
  'getWallet.allWallets': 'See all wallets',
  'getWallet.link.extension': 'Browser extension',
  'getWallet.link.appStore': 'App Store',
  'getWallet.link.playStore': 'Google Play',
  'getWallet.link.desktop': 'Desktop app',
  'getWallet.link.website': 'Website',
  'getWallet.linkName.extension': '{wallet} browser extension (opens in a new tab)',
  'getWallet.linkName.appStore': '{wallet} on the App Store (opens in a new tab)',
  'getWallet.linkName.playStore': '{wallet} on Google Play (opens in a new tab)',
  'getWallet.linkName.desktop': '{wallet} desktop app (opens in a new tab)',
  'getWallet.linkName.website': '{wallet} website (opens in a new tab)',
} as const;
