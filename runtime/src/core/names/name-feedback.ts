/**
 * Live feedback while the visitor types a name: nothing for an empty field (no scolding before
 * the first key), otherwise the rule's message until the name follows it.
 */
import {
  ACCOUNT_NAME_MESSAGES,
  accountNameProblem,
  type AccountNameProblem,
} from '@wallet-kit/schemas';

export interface NameFeedback {
  valid: boolean;
  /** The rule the name breaks, in English. */
  message?: string;
  /** The same by kind, for the visitor's language. */
  problem?: AccountNameProblem;
}

export function nameFeedback(input: string): NameFeedback {
  const name = input.trim();
  if (name === '') return { valid: false };
  const problem = accountNameProblem(name);
  return problem
    ? { valid: false, message: ACCOUNT_NAME_MESSAGES[problem], problem }
    : { valid: true };
}
