/**
 * Live feedback while the visitor types a name: nothing for an empty field (no scolding before
 * the first key), otherwise the rule's message until the name follows it.
 */
import { ACCOUNT_NAME_MESSAGES, accountNameProblem } from '@wallet-kit/schemas';

export interface NameFeedback {
  valid: boolean;
  message?: string;
}

export function nameFeedback(input: string): NameFeedback {
  const name = input.trim();
  if (name === '') return { valid: false };
  const problem = accountNameProblem(name);
  return problem ? { valid: false, message: ACCOUNT_NAME_MESSAGES[problem] } : { valid: true };
}
