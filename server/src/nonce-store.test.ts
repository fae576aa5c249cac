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

  it('a nonce is alphanumeric, as EIP-4361 wants, and a forged or edited one is refused', () => {
    const nonces = createNonceStore();
    const nonce = nonces.issue('alice');
    expect(nonce).toMatch(/^[0-9a-f]{76}$/);
    // A later expiry written into the nonce breaks its MAC.
    const edited = `${nonce.slice(0, 32)}ffffffffffff${nonce.slice(44)}`;
    expect(nonces.consume(edited, 'alice')).toBe(false);
    expect(nonces.consume('0'.repeat(76), 'alice')).toBe(false);
    expect(nonces.consume(nonce, 'alice')).toBe(true);
  });

  it('another store (another server key) does not accept this store’s nonces', () => {
    const nonce = createNonceStore().issue('alice');
    expect(createNonceStore().consume(nonce, 'alice')).toBe(false);
  });

  it('issuing stores nothing: 10,000 nonces for new visitors leave a new one served', () => {
    const nonces = createNonceStore();
    for (let i = 0; i < 10_000; i += 1) nonces.issue(`bot-${i}`);
    const nonce = nonces.issue('alice');
    expect(nonces.consume(nonce, 'alice')).toBe(true);
  });

  it('issuing is rate-limited per visitor and per source', () => {
    let now = 0;
    const nonces = createNonceStore({
      now: () => now,
      maxPerVisitorPerMinute: 2,
      maxPerSourcePerMinute: 3,
    });
    nonces.issue('alice');
    nonces.issue('alice');
    expect(() => nonces.issue('alice')).toThrow(NonceLimitError);
    for (let i = 0; i < 3; i += 1) nonces.issue(`bot-${i}`, '198.51.100.7');
    expect(() => nonces.issue('bot-x', '198.51.100.7')).toThrow(NonceLimitError);
    expect(() => nonces.issue('bob', '192.0.2.1')).not.toThrow();
    now = 60_000;
    expect(() => nonces.issue('alice')).not.toThrow();
  });

  it('a spent nonce forgotten from a full list is still refused: the replay floor', () => {
    let now = 0;
    const nonces = createNonceStore({ maxSpent: 2, now: () => (now += 1) });
    const first = nonces.issue('alice');
    expect(nonces.consume(first, 'alice')).toBe(true);
    for (const visitor of ['b', 'c', 'd']) {
      expect(nonces.consume(nonces.issue(visitor), visitor)).toBe(true);
    }
    expect(nonces.consume(first, 'alice')).toBe(false);
  });
});
