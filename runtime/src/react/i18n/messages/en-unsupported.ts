/**
 * The Switch Network view of a wallet on an unsupported network. English, loaded with the components that show it (not in the page's first load).
 * Read with `useText(UNSUPPORTED_TEXT)`. Keys and translations: docs/locales.md.
 */
export const UNSUPPORTED_TEXT = {
  'unsupported.hint':
    'Your wallet is on a network this app does not support. Switch to one of these networks to continue.',
  'unsupported.list': 'Supported networks',
} as const;
