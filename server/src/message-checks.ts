/**
 * What a sign-in message must say before its signature is worth checking: plain one-line
 * fields, this site's domain and origin, a chain the server accepts, and a recent issue time.
 * Each check throws a `SiwxVerificationError` saying what is wrong.
 */
import { parseRfc3339DateTime, type SiwxMessageData, type SiwxSession } from '@wallet-kit/schemas';
import { getAddress } from 'viem';
import { SiwxVerificationError } from './errors.js';
import type { CheckedOptions } from './options.js';

/** C0 and C1 controls (line feeds among them) and the Unicode line and paragraph separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A line break in a field would let it forge the fields below it in the signed text (a wallet
 * shows one thing, the server reads another), so no field may hold one or any other control.
 */
export function refuseControlCharacters(data: SiwxMessageData): void {
  for (const [field, value] of Object.entries(data)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'string' && CONTROL.test(item))) {
      throw new SiwxVerificationError(`The ${field} field holds a line break or control character`);
    }
  }
}

export function checkDomainAndOrigin(data: SiwxMessageData, options: CheckedOptions): void {
  if (data.domain !== options.domain) {
    throw new SiwxVerificationError(`The message is for ${data.domain}, not ${options.domain}`);
  }
  let origin: string;
  try {
    origin = new URL(data.uri).origin;
  } catch {
    throw new SiwxVerificationError('The message URI is not a URL');
  }
  if (!options.origins.includes(origin)) {
    throw new SiwxVerificationError(`The message URI ${data.uri} is not an allowed origin`);
  }
}

/**
 * An eip155 chain is accepted when the server can reach it (an RPC URL or a client); a Solana
 * chain only when listed in `solanaChains`, and a Bitcoin, Polkadot or Cosmos chain only when
 * listed in `chains`, since their signatures say nothing about the chain: the message's own
 * chain id is all that binds it.
 */
export function checkChain(data: SiwxMessageData, options: CheckedOptions): void {
  const { chainId } = data;
  const namespace = chainId.split(':')[0];
  const accepted =
    namespace === 'eip155'
      ? Boolean(options.clients?.[chainId] ?? options.rpcUrls?.[chainId])
      : namespace === 'solana'
        ? (options.solanaChains ?? []).includes(chainId)
        : (options.chains ?? []).includes(chainId);
  if (!accepted) throw new SiwxVerificationError(`Chain ${chainId} is not accepted`);
}

/**
 * EIP-4361 wants an eip155 address in its EIP-55 mixed-case form: a wallet shows that form,
 * and a message in another case is not one a wallet would have shown the visitor.
 */
export function checkAddressChecksum(data: SiwxMessageData): void {
  if (!data.chainId.startsWith('eip155:')) return;
  let checksummed: string | undefined;
  try {
    checksummed = getAddress(data.accountAddress);
  } catch {
    checksummed = undefined;
  }
  if (checksummed !== data.accountAddress) {
    throw new SiwxVerificationError(
      `address: ${JSON.stringify(data.accountAddress)} is not in its EIP-55 checksummed form`,
    );
  }
}

/**
 * A message must be recent (a stale one may have leaked), not from the future, and used
 * between its Not Before and Expiration Time. The times were checked as RFC 3339 date-times
 * when the text was rebuilt (formatSiwxMessage), so they parse here.
 */
export function checkTimes(session: SiwxSession, options: CheckedOptions): void {
  const now = options.now();
  const { issuedAt, expirationTime, notBefore } = session.data;
  const issued = parseRfc3339DateTime(issuedAt);
  if (issued === undefined) throw new SiwxVerificationError('Issued At: not a date-time');
  if (issued > now + options.clockSkewMs) {
    throw new SiwxVerificationError('Issued At: the sign-in message is issued in the future');
  }
  if (now - issued > options.maxAgeMs) {
    throw new SiwxVerificationError(
      'Issued At: the sign-in message was issued too long ago; sign in again',
    );
  }
  const expires = expirationTime === undefined ? undefined : parseRfc3339DateTime(expirationTime);
  if (expirationTime !== undefined && (expires === undefined || now >= expires)) {
    throw new SiwxVerificationError('Expiration Time: the sign-in message has expired');
  }
  const validFrom = notBefore === undefined ? undefined : parseRfc3339DateTime(notBefore);
  if (notBefore !== undefined && (validFrom === undefined || now < validFrom)) {
    throw new SiwxVerificationError('Not Before: the sign-in message is not valid yet');
  }
}
