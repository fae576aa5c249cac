/**
 * Nonces a host backend issues for sign-in messages. A nonce is single use, bound to the
 * visitor it was issued to, and expires: a captured signed message cannot be replayed.
 */
import { generateNonce } from '../siwx/nonce.js';

export const NONCE_TTL_MS = 5 * 60_000;
/** Unused nonces kept at most; the oldest go first, so a flood cannot exhaust memory. */
export const MAX_PENDING_NONCES = 10_000;

export interface NonceStore {
  issue(owner?: string): string;
  /** True once for a nonce issued to `owner` and not yet expired; false ever after. */
  consume(nonce: string, owner?: string): boolean;
}

export function createNonceStore(
  options: { ttlMs?: number; now?: () => number; maxPending?: number } = {},
): NonceStore {
  const ttl = options.ttlMs ?? NONCE_TTL_MS;
  const now = options.now ?? Date.now;
  const max = options.maxPending ?? MAX_PENDING_NONCES;
  const pending = new Map<string, { owner: string; expires: number }>();
  return {
    issue(owner = '') {
      const nonce = generateNonce();
      pending.set(nonce, { owner, expires: now() + ttl });
      while (pending.size > max) pending.delete(pending.keys().next().value as string);
      return nonce;
    },
    consume(nonce, owner = '') {
      const entry = pending.get(nonce);
      if (!entry || entry.owner !== owner) return false;
      pending.delete(nonce);
      return now() < entry.expires;
    },
  };
}
