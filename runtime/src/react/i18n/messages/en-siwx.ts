/**
 * Sign-in views (the message itself stays English: ERC-4361 / CAIP-122). English, loaded with the components that show it (not in the page's first load).
 * Read with `useText(SIWX_TEXT)`. Keys and translations: docs/locales.md.
 */
export const SIWX_TEXT = {
  'siwx.wantsSignIn': '{app} wants you to sign in',
  'siwx.prove': 'Sign this message in your wallet to prove you own this account.',
  'siwx.proveOn': 'Sign this message in your wallet to prove you own this account on {domain}.',
  'siwx.free': 'It costs nothing and sends no transaction.',
  'siwx.authenticating': 'Authenticating...',
  'siwx.sign': 'Sign',
  'siwx.message': 'Message to sign',
} as const;
