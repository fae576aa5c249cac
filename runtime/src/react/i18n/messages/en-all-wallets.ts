/**
 * The All Wallets view (its entry on the Connect view is in en.ts). English, loaded with the components that show it (not in the page's first load).
 * Read with `useText(ALL_WALLETS_TEXT)`. Keys and translations: docs/locales.md.
 */
export const ALL_WALLETS_TEXT = {
  'allWallets.search': 'Search wallets',
  'allWallets.noMatch': 'No wallet matches “{query}”.',
  'allWallets.list.one': 'Wallets ({count})',
  'allWallets.list.other': 'Wallets ({count})',
  'allWallets.showMore': 'Show more wallets',
} as const;
