/**
 * Farcaster login. English, loaded with the components that show it (not in the page's first load).
 * Read with `useText(FARCASTER_TEXT)`. Keys and translations: docs/locales.md.
 */
export const FARCASTER_TEXT = {
  'farcaster.failed': 'Farcaster sign-in failed',
  'farcaster.qr': 'Farcaster QR code',
  'farcaster.signingIn': 'Signing you in',
  'farcaster.approved': 'Farcaster approved: loading your wallet.',
  'farcaster.scanHint': 'Scan this code with the Farcaster app and approve the sign-in.',
  'farcaster.openApp': 'Open the Farcaster app',
  'farcaster.continue': 'Continue with Farcaster',
} as const;
