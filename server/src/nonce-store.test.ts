import { describe, expect, it } from 'vitest';
import { createNonceStore, NonceLimitError, NONCE_TTL_MS } from './nonce-store.js';

describe('the nonce store', () => {
  it('a nonce is single use', () => {
    const nonces = createNonceStore();
    const nonce = nonces.issue('alice');
    expect(nonces.consume(nonce, 'alice')).toBe(true);
    expect(nonces.consume(nonce, 'alice')).toBe(false);
  });

  it('a nonce is bound to the visitor it was issued to', () => {
    const nonces = createNonceStore();
    const nonce = nonces.issue('alice');
    expect(nonces.consume(nonce, 'mallory')).toBe(false);
    expect(nonces.consume(nonce, 'alice')).toBe(true);
  });

  it('a nonce expires', () => {
    let now = 0;
    const nonces = createNonceStore({ now: () => now });
    const nonce = nonces.issue('alice');
    now = NONCE_TTL_MS;
    expect(nonces.consume(nonce, 'alice')).toBe(false);
  });

  it("a flood from one visitor cannot evict another visitor's nonce", () => {
    const nonces = createNonceStore({ maxPending: 10, maxPerVisitor: 3 });
    const alice = nonces.issue('alice');
    const flood = Array.from({ length: 1000 }, () => nonces.issue('mallory'));
    expect(nonces.consume(alice, 'alice')).toBe(true);
    // The flood only pushed out the flooder's own older nonces.
    expect(nonces.consume(flood[0]!, 'mallory')).toBe(false);
    expect(nonces.consume(flood.at(-1)!, 'mallory')).toBe(true);
  });

  it("a flood from one source (new visitor each time) cannot evict another source's nonces", () => {
    const nonces = createNonceStore({ maxPending: 10, maxPerSource: 3 });
    const alice = nonces.issue('alice', '192.0.2.1');
    for (let i = 0; i < 1000; i += 1) nonces.issue(`bot-${i}`, '198.51.100.7');
    expect(nonces.consume(alice, 'alice')).toBe(true);
  });

  it("a full store refuses a new nonce instead of evicting anyone's", () => {
    const nonces = createNonceStore({ maxPending: 3 });
    const issued = ['a', 'b', 'c'].map((visitor) => [visitor, nonces.issue(visitor)] as const);
    expect(() => nonces.issue('d')).toThrow(NonceLimitError);
    for (const [visitor, nonce] of issued) expect(nonces.consume(nonce, visitor)).toBe(true);
  });

  it('expired nonces make room in a full store', () => {
    let now = 0;
    const nonces = createNonceStore({ maxPending: 2, now: () => now });
    nonces.issue('a');
    nonces.issue('b');
    now = NONCE_TTL_MS + 1;
    const fresh = nonces.issue('c');
    expect(nonces.consume(fresh, 'c')).toBe(true);
  });
});
