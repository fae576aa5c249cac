/**
 * Nonces a server issues for sign-in messages. A nonce is single use, bound to the visitor it
 * was issued to, and expires: a captured signed message cannot be replayed. Pending nonces are
 * capped per visitor and per source (the client's IP when the host passes it), and a full
 * store refuses new nonces rather than evicting anyone's: one visitor's flood can only push
 * out its own older nonces, never another visitor's.
 */
import { generateNonce } from '@wallet-kit/schemas';

export const NONCE_TTL_MS = 5 * 60_000;
/** Unused nonces kept at most, all visitors together, so a flood cannot exhaust memory. */
export const MAX_PENDING_NONCES = 10_000;
/** Unused nonces of one visitor (a few open tabs); a new one pushes out that visitor's oldest. */
export const MAX_PENDING_PER_VISITOR = 5;
/** Unused nonces of one source (an IP, possibly shared behind a NAT); its oldest go first. */
export const MAX_PENDING_PER_SOURCE = 100;

/** The store is full of unexpired nonces: the caller should answer "try again later" (429). */
export class NonceLimitError extends Error {
  override readonly name = 'NonceLimitError';
}

export interface NonceStore {
  /** A fresh nonce for `owner` (the visitor), counted against `source` (e.g. its IP) if given. */
  issue(owner: string, source?: string): string;
  /** True once for a nonce issued to `owner` and not yet expired; false ever after. */
  consume(nonce: string, owner: string): boolean;
}

export interface NonceStoreOptions {
  ttlMs?: number;
  now?: () => number;
  maxPending?: number;
  maxPerVisitor?: number;
  maxPerSource?: number;
}

interface Pending {
  owner: string;
  source: string | undefined;
  expires: number;
}

export function createNonceStore(options: NonceStoreOptions = {}): NonceStore {
  const ttl = options.ttlMs ?? NONCE_TTL_MS;
  const now = options.now ?? Date.now;
  const maxPending = options.maxPending ?? MAX_PENDING_NONCES;
  const maxPerVisitor = options.maxPerVisitor ?? MAX_PENDING_PER_VISITOR;
  const maxPerSource = options.maxPerSource ?? MAX_PENDING_PER_SOURCE;
  const pending = new Map<string, Pending>();
  // Each visitor's and each source's nonces, oldest first.
  const byOwner = new Map<string, string[]>();
  const bySource = new Map<string, string[]>();

  const add = (groups: Map<string, string[]>, key: string, nonce: string) =>
    groups.set(key, [...(groups.get(key) ?? []), nonce]);
  const drop = (groups: Map<string, string[]>, key: string, nonce: string) => {
    const rest = (groups.get(key) ?? []).filter((item) => item !== nonce);
    if (rest.length > 0) groups.set(key, rest);
    else groups.delete(key);
  };
  function remove(nonce: string): void {
    const entry = pending.get(nonce);
    if (!entry) return;
    pending.delete(nonce);
    drop(byOwner, entry.owner, nonce);
    if (entry.source !== undefined) drop(bySource, entry.source, nonce);
  }
  function removeExpired(): void {
    const time = now();
    for (const [nonce, entry] of pending) if (entry.expires <= time) remove(nonce);
  }
  /** Makes room in one group by dropping its own oldest nonces. */
  function trim(groups: Map<string, string[]>, key: string, max: number): void {
    const nonces = groups.get(key) ?? [];
    for (const nonce of nonces.slice(0, Math.max(0, nonces.length - max + 1))) remove(nonce);
  }

  return {
    issue(owner, source) {
      trim(byOwner, owner, maxPerVisitor);
      if (source !== undefined) trim(bySource, source, maxPerSource);
      if (pending.size >= maxPending) removeExpired();
      if (pending.size >= maxPending) {
        throw new NonceLimitError('Too many sign-ins are pending; try again in a few minutes');
      }
      const nonce = generateNonce();
      pending.set(nonce, { owner, source, expires: now() + ttl });
      add(byOwner, owner, nonce);
      if (source !== undefined) add(bySource, source, nonce);
      return nonce;
    },
    consume(nonce, owner) {
      const entry = pending.get(nonce);
      if (!entry || entry.owner !== owner) return false;
      remove(nonce);
      return now() < entry.expires;
    },
  };
}
