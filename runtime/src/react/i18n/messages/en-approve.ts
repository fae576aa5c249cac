/**
 * Approving a request of the embedded wallet. English, loaded with the components that show it (not in the page's first load).
 * Read with `useText(APPROVE_TEXT)`. Keys and translations: docs/locales.md.
 */
export const APPROVE_TEXT = {
  'approve.review': 'Review the request',
  'approve.belowHint': 'Approve or reject it below. Nothing is sent until you approve.',
  'approve.inWallet': 'Approve in your wallet',
  'approve.inWalletHint': 'Review the request in your wallet and approve it to continue.',
} as const;
