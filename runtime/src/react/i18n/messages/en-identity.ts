/**
 * Identity and links: the Account view's explorer link and each Activity row's. English, loaded
 * with the components that show it (not in the page's first load).
 * Read with `useText(IDENTITY_TEXT)`. Keys and translations: docs/locales.md.
 */
export const IDENTITY_TEXT = {
  'identity.viewOnExplorer': 'View on explorer',
  'identity.addressOnExplorer': 'View on explorer: your address on {explorer}, opens in a new tab',
  'identity.transactionOnExplorer': 'View this transaction on {explorer} (opens in a new tab)',
} as const;
