/**
 * Social login buttons. English, loaded with the components that show it (not in the page's first load).
 * Read with `useText(SOCIAL_TEXT)`. Keys and translations: docs/locales.md.
 */
export const SOCIAL_TEXT = {
  'social.group': 'Social logins',
  'social.continueWith': 'Continue with {provider}',
  'social.fewer': 'Fewer options',
  'social.more.one': 'More options ({count})',
  'social.more.other': 'More options ({count})',
} as const;
