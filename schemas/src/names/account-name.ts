/**
 * The account-name rule shared by the kit (live feedback while typing) and the names service
 * (which refuses anything else): letters, digits and hyphens, at least 4 characters. Names are
 * compared without case, so "Alice" and "alice" are one name; they are stored lower-cased.
 */
export const ACCOUNT_NAME_MIN_LENGTH = 4;
/** A storage bound, far above any name a person types (DNS labels stop at 63). */
export const ACCOUNT_NAME_MAX_LENGTH = 63;

const ALLOWED = /^[A-Za-z0-9-]*$/;
/**
 * Starting with 0x, or 40 hex digits: a receiver spelled like this is read as an address (or
 * an address typed wrong), never as a name.
 */
const LOOKS_LIKE_ADDRESS = /^(0x|[0-9a-fA-F]{40}$)/i;

export type AccountNameProblem = 'characters' | 'tooShort' | 'tooLong' | 'address';

export const ACCOUNT_NAME_MESSAGES: Record<AccountNameProblem, string> = {
  characters: 'Use only letters, digits and hyphens',
  tooShort: `A name needs at least ${ACCOUNT_NAME_MIN_LENGTH} characters`,
  tooLong: `A name has at most ${ACCOUNT_NAME_MAX_LENGTH} characters`,
  address: 'A name cannot start with 0x or be spelled like an address',
};

/** What is wrong with a name, or undefined when it follows the rule. */
export function accountNameProblem(name: string): AccountNameProblem | undefined {
  if (!ALLOWED.test(name)) return 'characters';
  if (name.length < ACCOUNT_NAME_MIN_LENGTH) return 'tooShort';
  if (name.length > ACCOUNT_NAME_MAX_LENGTH) return 'tooLong';
  // A send receiver is read as an address first: such a name could never be sent to.
  if (LOOKS_LIKE_ADDRESS.test(name)) return 'address';
  return undefined;
}

export function isValidAccountName(name: string): boolean {
  return accountNameProblem(name) === undefined;
}

/** The form names are stored and looked up in. */
export function normalizeAccountName(name: string): string {
  return name.trim().toLowerCase();
}
