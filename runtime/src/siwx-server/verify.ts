/**
 * Verifies a signed sign-in message for a host backend. The message must be exactly the text
 * the session's fields produce (so a backend can trust `session.data`), the time window must
 * hold, the nonce must be one the backend issued, and the signature must be the account's:
 * - eip155 through viem's `verifySiweMessage`, which also accepts smart-contract accounts
 *   (EIP-1271, and EIP-6492 for accounts not deployed yet) by asking the chain;
 * - solana as an ed25519 signature (base58) by the address's public key, via WebCrypto.
 */
import type { CaipNetworkId } from '@wallet-kit/schemas';
import { createPublicClient, http, type PublicClient } from 'viem';
import { verifySiweMessage } from 'viem/siwe';
import { formatSiwxMessage } from '../siwx/message.js';
import { siwxSessionSchema } from '../siwx/session-schema.js';
import { isSessionActive } from '../siwx/session.js';
import type { SiwxSession } from '../siwx/types.js';
import bs58 from 'bs58';

export interface VerifyOptions {
  /** The RPC URL of each eip155 chain the backend accepts sign-ins for. */
  rpcUrls?: Partial<Record<CaipNetworkId, string>>;
  /** Or ready clients (tests, custom transports); wins over `rpcUrls`. */
  clients?: Partial<Record<CaipNetworkId, PublicClient>>;
  /** The host (with port) the visitor signs in on; a message for another domain is refused. */
  domain?: string;
  /** Checks and spends the nonce (e.g. `NonceStore.consume`); absent means "not checked". */
  consumeNonce?: (nonce: string) => boolean | Promise<boolean>;
  now?: () => number;
}

export class SiwxVerificationError extends Error {
  override readonly name = 'SiwxVerificationError';
}

function clientFor(chainId: CaipNetworkId, options: VerifyOptions): PublicClient {
  const client = options.clients?.[chainId];
  if (client) return client;
  const url = options.rpcUrls?.[chainId];
  if (!url) throw new SiwxVerificationError(`Chain ${chainId} is not accepted`);
  return createPublicClient({ transport: http(url) });
}

async function verifyEip155(session: SiwxSession, options: VerifyOptions): Promise<boolean> {
  return verifySiweMessage(clientFor(session.data.chainId, options), {
    message: session.message,
    signature: session.signature as `0x${string}`,
    address: session.data.accountAddress as `0x${string}`,
    ...(options.domain ? { domain: options.domain } : {}),
    time: new Date(options.now?.() ?? Date.now()),
  });
}

async function verifySolana(session: SiwxSession): Promise<boolean> {
  let publicKey: Uint8Array<ArrayBuffer>;
  let signature: Uint8Array<ArrayBuffer>;
  try {
    publicKey = new Uint8Array(bs58.decode(session.data.accountAddress));
    signature = new Uint8Array(bs58.decode(session.signature));
  } catch {
    return false;
  }
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify']);
  return subtle.verify('Ed25519', key, signature, new TextEncoder().encode(session.message));
}

/** Resolves with the session when it verifies; rejects with a `SiwxVerificationError` saying why. */
export async function verifySiwxSession(
  input: unknown,
  options: VerifyOptions = {},
): Promise<SiwxSession> {
  const parsed = siwxSessionSchema.safeParse(input);
  if (!parsed.success) throw new SiwxVerificationError('Malformed sign-in session');
  const session = parsed.data as SiwxSession;
  const { data } = session;
  let expected: string;
  try {
    expected = formatSiwxMessage(data);
  } catch (error) {
    throw new SiwxVerificationError((error as Error).message);
  }
  if (expected !== session.message) {
    throw new SiwxVerificationError('The signed message does not match its fields');
  }
  if (options.domain && data.domain !== options.domain) {
    throw new SiwxVerificationError(`The message is for ${data.domain}, not ${options.domain}`);
  }
  if (!isSessionActive(session, options.now?.() ?? Date.now())) {
    throw new SiwxVerificationError('The sign-in message is expired or not yet valid');
  }
  const namespace = data.chainId.split(':')[0];
  if (namespace !== 'eip155' && namespace !== 'solana') {
    throw new SiwxVerificationError(`Sign-in on ${namespace} cannot be verified here`);
  }
  // The signature is checked before the nonce is spent: a forged request cannot burn the
  // visitor's nonce.
  const valid =
    namespace === 'eip155' ? await verifyEip155(session, options) : await verifySolana(session);
  if (!valid) throw new SiwxVerificationError('Invalid signature');
  if (options.consumeNonce && !(await options.consumeNonce(data.nonce))) {
    throw new SiwxVerificationError('Unknown, used or expired nonce');
  }
  return session;
}
