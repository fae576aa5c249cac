/**
 * Verifies a signed sign-in session for a host's server. The message must be exactly the text
 * the session's fields produce (so the server can trust `session.data`), every field must pass
 * the checks in message-checks.ts, the signature must be the account's, and the nonce must be
 * one the server issued and has not seen spent. What each check defends against:
 * docs/security.md.
 */
import { formatSiwxMessage, siwxSessionSchema, type SiwxSession } from '@wallet-kit/schemas';
import { SiwxVerificationError } from './errors.js';
import {
  checkChain,
  checkDomainAndOrigin,
  checkTimes,
  refuseControlCharacters,
} from './message-checks.js';
import { checkOptions, type VerifyOptions } from './options.js';
import { verifyEip155, verifySolana } from './signatures.js';

/** Resolves with the session when it verifies; rejects with a `SiwxVerificationError` saying why. */
export async function verifySiwxSession(
  input: unknown,
  options: VerifyOptions,
): Promise<SiwxSession> {
  const checked = checkOptions(options);
  const parsed = siwxSessionSchema.safeParse(input);
  if (!parsed.success) throw new SiwxVerificationError('Malformed sign-in session');
  const session = parsed.data as SiwxSession;
  const { data } = session;
  refuseControlCharacters(data);
  let expected: string;
  try {
    expected = formatSiwxMessage(data);
  } catch (error) {
    throw new SiwxVerificationError((error as Error).message);
  }
  if (expected !== session.message) {
    throw new SiwxVerificationError('The signed message does not match its fields');
  }
  checkDomainAndOrigin(data, checked);
  checkChain(data, checked);
  checkTimes(session, checked);
  // The signature is checked before the nonce is spent: a forged request cannot burn the
  // visitor's nonce.
  const valid = data.chainId.startsWith('eip155:')
    ? await verifyEip155(session, checked)
    : await verifySolana(session);
  if (!valid) throw new SiwxVerificationError('Invalid signature');
  if (!(await checked.consumeNonce(data.nonce))) {
    throw new SiwxVerificationError('Unknown, used or expired nonce');
  }
  return session;
}
