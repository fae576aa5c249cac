/**
 * The Receive view. English, loaded with the components that show it (not in the page's first load).
 * Read with `useText(RECEIVE_TEXT)`. Keys and translations: docs/locales.md.
 */
export const RECEIVE_TEXT = {
  'receive.qr': 'QR code of your address {address}',
  'receive.onlyOn': 'Send only {network} assets to this address.',
  'receive.only': 'Send only assets to this address.',
} as const;
