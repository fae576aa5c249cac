/**
 * What a sign-in message must say before its signature is worth checking: plain one-line
 * fields, this site's domain and origin, a chain the server accepts, and a recent issue time.
 * Each check throws a `SiwxVerificationError` saying what is wrong.
 */
import { isSessionActive, type SiwxMessageData, type SiwxSession } from '@wallet-kit/schemas';
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

/** A message must be recent (a stale one may have leaked) and not from the future. */
export function checkTimes(session: SiwxSession, options: CheckedOptions): void {
  const now = options.now();
  const issuedAt = Date.parse(session.data.issuedAt);
  if (Number.isNaN(issuedAt)) throw new SiwxVerificationError('The issue time is not a date');
  if (issuedAt > now + options.clockSkewMs) {
    throw new SiwxVerificationError('The sign-in message is issued in the future');
  }
  if (now - issuedAt > options.maxAgeMs) {
    throw new SiwxVerificationError('The sign-in message was issued too long ago; sign in again');
  }
  if (!isSessionActive(session, now)) {
    throw new SiwxVerificationError('The sign-in message is expired or not yet valid');
  }
}
