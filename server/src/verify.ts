/**
 * Verifies a signed sign-in session for a host's server. The message must be exactly the text
 * the session's fields produce (so the server can trust `session.data`), every field must follow
 * the EIP-4361 / CAIP-122 grammar (formatSiwxMessage refuses one that does not, naming it) and
 * pass the checks in message-checks.ts, the signature must be the account's, and the nonce must be
 * one the server issued and has not seen spent. What each check defends against:
 * docs/security.md.
 */
import {
  formatSiwxMessage,
  siwxSessionSchema,
  type ChainNamespace,
  type SiwxSession,
} from '@wallet-kit/schemas';
import { SiwxVerificationError } from './errors.js';
import {
  checkAddressChecksum,
  checkChain,
  checkDomainAndOrigin,
  checkTimes,
  refuseControlCharacters,
} from './message-checks.js';
import { verifyCosmos } from './families/cosmos.js';
import { verifyPolkadot } from './families/polkadot.js';
import { checkOptions, type CheckedOptions, type VerifyOptions } from './options.js';
import { verifyEip155, verifySolana } from './signatures.js';

/** Each chain family's signature check, by the CAIP-2 namespace of the session's chain. */
const VERIFIERS: Record<
  ChainNamespace,
  (session: SiwxSession, options: CheckedOptions) => boolean | Promise<boolean>
> = {
  eip155: verifyEip155,
  solana: verifySolana,
  // BIP-322 and its libraries (about 1 MB, bundled) load at the first Bitcoin sign-in, not with
  // every import of the package.
  bip122: async (session) => (await import('./families/bip122.js')).verifyBip122(session),
  polkadot: verifyPolkadot,
  cosmos: verifyCosmos,
};

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
  checkAddressChecksum(data);
  checkDomainAndOrigin(data, checked);
  checkChain(data, checked);
  checkTimes(session, checked);
  // The signature is checked before the nonce is spent: a forged request cannot burn the
  // visitor's nonce.
  const namespace = data.chainId.split(':')[0] as ChainNamespace;
  const valid = await VERIFIERS[namespace](session, checked);
  if (!valid) throw new SiwxVerificationError('Invalid signature');
  if (!(await checked.consumeNonce(data.nonce))) {
    throw new SiwxVerificationError('Unknown, used or expired nonce');
  }
  return session;
}
