/**
 * The Account view: balance, actions, the Tokens and Activity tabs. English, loaded with the components that show it (not in the page's first load).
 * Read with `useText(ACCOUNT_TEXT)`. Keys and translations: docs/locales.md.
 */
export const ACCOUNT_TEXT = {
  'account.balanceRetry': 'Balance unavailable — retry',
  'account.loadingBalance': 'Loading balance…',
  'account.disconnect': 'Disconnect',
  'account.signOut': 'Sign out',
  'account.receive': 'Receive',
  'account.send': 'Send',
  'account.swap': 'Swap',
  'account.tabs': 'Account',
  'account.tokens': 'Tokens',
  'account.activity': 'Activity',
  'account.edit': 'Edit',
  'tokens.loading': 'Loading balances',
  'tokens.retry': '{error} — retry',
  'tokens.unreadable': 'Balances are not shown on this network',
  'tokens.empty': 'No tokens yet · {amount}',
  'activity.loading': 'Loading activity',
  'activity.empty': 'No activity yet',
  'activity.to': 'To {address}',
  'activity.from': 'From {address}',
  'activity.loadMore': 'Load more',
} as const;
