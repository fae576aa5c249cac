import { describe, expect, it, vi } from 'vitest';
import { generateNonce, MIN_NONCE_BYTES } from './nonce.js';

describe('nonces', () => {
  it('are 128 bits of hex from crypto.getRandomValues, never Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const nonce = generateNonce();
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(random).not.toHaveBeenCalled();
    spy.mockRestore();
    random.mockRestore();
  });

  it('are unique across many draws', () => {
    const nonces = new Set(Array.from({ length: 5000 }, () => generateNonce()));
    expect(nonces.size).toBe(5000);
  });

  it('use every hex digit about evenly (no bias, no fixed positions)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      for (const char of generateNonce()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(16);
    const expected = (2000 * 32) / 16;
    for (const count of counts.values())
      expect(Math.abs(count - expected) / expected).toBeLessThan(0.1);
  });

  it('refuse less than 96 bits of entropy', () => {
    expect(() => generateNonce(MIN_NONCE_BYTES - 1)).toThrow(RangeError);
    expect(generateNonce(MIN_NONCE_BYTES)).toHaveLength(MIN_NONCE_BYTES * 2);
  });
});
