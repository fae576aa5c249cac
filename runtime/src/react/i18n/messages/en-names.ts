import { ACCOUNT_NAME_MESSAGES } from '@wallet-kit/schemas';

/**
 * Account names. English, loaded with the components that show it (not in the page's first load).
 * Read with `useText(NAMES_TEXT)`. Keys and translations: docs/locales.md.
 */
export const NAMES_TEXT = {
  'names.choose': 'Choose a name',
  'names.intro': 'Choose a name people can send to instead of your address.',
  'names.label': 'Account name',
  'names.valid': 'Letters, digits and hyphens ✓',
  'names.rule': 'At least 4 letters, digits or hyphens',
  // The rule's own English, written once beside the rule (what the names service answers too).
  'names.problem.characters': ACCOUNT_NAME_MESSAGES.characters,
  'names.problem.tooShort': ACCOUNT_NAME_MESSAGES.tooShort,
  'names.problem.tooLong': ACCOUNT_NAME_MESSAGES.tooLong,
  'names.problem.address': ACCOUNT_NAME_MESSAGES.address,
  'names.suggestions': 'Suggested names',
  'names.register': 'Register name',
  'names.waitingWallet': 'Waiting for your wallet',
  'names.signInWallet': 'Sign the message in your wallet',
  'names.signHint': 'It proves the name is chosen by this account. It costs nothing.',
  'names.yours': '{name} is yours',
  'names.sendHint': 'People can now send to {name} instead of your address.',
  'names.backToAccount': 'Back to account',
} as const;
