/**
 * Nonces a server issues for sign-in messages. A nonce is single use, bound to the visitor it
 * was issued to, and expires: a captured signed message cannot be replayed.
 *
 * Issuing a nonce stores nothing: the nonce carries its expiry and a MAC (HMAC-SHA256 under a
 * key of this store) over the visitor, its random part and its expiry. So a flood of nonce
 * requests, with or without cookies, fills no table and cannot lock a new visitor out. Only a
 * spent nonce is remembered, until it expires; that list is bounded, and when it is full the
 * oldest entries are forgotten and every nonce expiring no later than them is refused, so a
 * forgotten nonce can never be replayed. Issuing is rate-limited per visitor and per source
 * (the client's IP, when the host passes it). See docs/security.md.
 */
import { generateNonce } from '@wallet-kit/schemas';
import { sha256 } from 'viem';
import { createRateWindow } from './rate-window.js';

export const NONCE_TTL_MS = 5 * 60_000;
/** Spent, unexpired nonces remembered at most (all visitors together). */
export const MAX_SPENT_NONCES = 100_000;
/** Nonces one visitor may ask for per minute (a few tabs, a few retries). */
export const MAX_NONCES_PER_VISITOR_PER_MINUTE = 20;
/** Nonces one source (an IP, possibly shared behind a NAT) may ask for per minute. */
export const MAX_NONCES_PER_SOURCE_PER_MINUTE = 120;
/** Visitors and sources whose rate is tracked at once; the oldest counts are forgotten first. */
const MAX_RATE_KEYS = 50_000;

/** The visitor or its source asked for too many nonces: answer "try again later" (429). */
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
  maxSpent?: number;
  maxPerVisitorPerMinute?: number;
  maxPerSourcePerMinute?: number;
}

const RANDOM_HEX = 32;
const EXPIRY_HEX = 12;
const MAC_HEX = 32;
const NONCE_SHAPE = new RegExp(`^[0-9a-f]{${RANDOM_HEX + EXPIRY_HEX + MAC_HEX}}$`);
const encoder = new TextEncoder();

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** HMAC-SHA256 (RFC 2104) with a 32-byte key, in hex. */
function hmacHex(key: Uint8Array, text: string): string {
  const pad = (byte: number) => Uint8Array.from({ length: 64 }, (_, i) => (key[i] ?? 0) ^ byte);
  const inner = sha256(concat(pad(0x36), encoder.encode(text)), 'bytes');
  return sha256(concat(pad(0x5c), inner), 'hex').slice(2);
}

/** Compares two equal-length texts in time independent of where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export function createNonceStore(options: NonceStoreOptions = {}): NonceStore {
  const ttl = options.ttlMs ?? NONCE_TTL_MS;
  const now = options.now ?? Date.now;
  const maxSpent = options.maxSpent ?? MAX_SPENT_NONCES;
  const key = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const perVisitor = createRateWindow({
    limit: options.maxPerVisitorPerMinute ?? MAX_NONCES_PER_VISITOR_PER_MINUTE,
    windowMs: 60_000,
    maxKeys: MAX_RATE_KEYS,
    now,
  });
  const perSource = createRateWindow({
    limit: options.maxPerSourcePerMinute ?? MAX_NONCES_PER_SOURCE_PER_MINUTE,
    windowMs: 60_000,
    maxKeys: MAX_RATE_KEYS,
    now,
  });
  // Spent nonces → their expiry, in the order spent; nonces expiring at or before `floor`
  // are refused because some of them may have been forgotten.
  const spent = new Map<string, number>();
  let floor = -Infinity;

  const mac = (owner: string, random: string, expiry: string) =>
    hmacHex(key, `${owner}\n${random}\n${expiry}`).slice(0, MAC_HEX);

  function remember(nonce: string, expires: number): void {
    const time = now();
    for (const [old, oldExpires] of spent) {
      if (spent.size < maxSpent) break;
      spent.delete(old);
      // An expired entry needs no floor: its nonce is refused as expired anyway.
      if (oldExpires > time) floor = Math.max(floor, oldExpires);
    }
    spent.set(nonce, expires);
  }

  return {
    issue(owner, source) {
      if (source !== undefined && !perSource.take(source)) {
        throw new NonceLimitError('Too many sign-ins from this address; try again in a minute');
      }
      if (!perVisitor.take(owner)) {
        throw new NonceLimitError('Too many sign-in attempts; try again in a minute');
      }
      const random = generateNonce();
      const expiry = (now() + ttl).toString(16).padStart(EXPIRY_HEX, '0').slice(-EXPIRY_HEX);
      return `${random}${expiry}${mac(owner, random, expiry)}`;
    },
    consume(nonce, owner) {
      if (!NONCE_SHAPE.test(nonce)) return false;
      const random = nonce.slice(0, RANDOM_HEX);
      const expiry = nonce.slice(RANDOM_HEX, RANDOM_HEX + EXPIRY_HEX);
      if (!sameText(nonce.slice(RANDOM_HEX + EXPIRY_HEX), mac(owner, random, expiry))) {
        return false;
      }
      const expires = parseInt(expiry, 16);
      if (now() >= expires || expires <= floor || spent.has(nonce)) return false;
      remember(nonce, expires);
      return true;
    },
  };
}
