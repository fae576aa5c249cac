import { describe, expect, it } from 'vitest';
import {
  combineShares,
  deriveKey,
  KEY_LABELS,
  newSeed,
  newShareFrom,
  splitSeed,
  walletKeys,
} from './keys.js';

describe('embedded wallet keys', () => {
  it('any two of the three shares give back the same seed and so the same addresses', async () => {
    const seed = newSeed();
    const expected = await walletKeys(seed);
    const { device, auth, recovery } = await splitSeed(seed);
    for (const [first, second] of [
      [device, auth],
      [auth, recovery],
      [device, recovery],
    ] as const) {
      const rebuilt = await walletKeys(await combineShares(first, second));
      expect(rebuilt.eip155.address).toBe(expected.eip155.address);
      expect(rebuilt.solana.address).toBe(expected.solana.address);
    }
  });

  it('a share alone is not the seed, and each split gives new shares', async () => {
    const seed = newSeed();
    const first = await splitSeed(seed);
    const second = await splitSeed(seed);
    const seedBase64 = Buffer.from(seed).toString('base64');
    expect([first.device, first.auth, first.recovery]).not.toContain(seedBase64);
    expect(first.auth).not.toBe(second.auth);
  });

  it('the EVM and Solana keys are derived with different labels: neither is the other', async () => {
    const seed = newSeed();
    const keys = await walletKeys(seed);
    const evmKey = await deriveKey(seed, KEY_LABELS.eip155);
    expect(Buffer.from(keys.solana.secretSeed).toString('hex')).not.toBe(
      Buffer.from(evmKey).toString('hex'),
    );
    expect(keys.eip155.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(keys.solana.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });

  it('the same seed always gives the same addresses', async () => {
    const seed = newSeed();
    const [a, b] = await Promise.all([walletKeys(seed), walletKeys(seed)]);
    expect(a.eip155.address).toBe(b.eip155.address);
    expect(a.solana.address).toBe(b.solana.address);
  });

  it('a share minted from two shares combines with each of the three into the same seed', async () => {
    const seed = newSeed();
    const shares = await splitSeed(seed);
    const minted = await newShareFrom(shares.device, shares.auth);
    expect([shares.device, shares.auth]).not.toContain(minted);
    for (const other of [shares.device, shares.auth, shares.recovery]) {
      // One time in 253 the fresh point is the recovery share's own: the same share again.
      if (other === minted) continue;
      expect(await combineShares(minted, other)).toEqual(seed);
    }
    const second = await newShareFrom(shares.auth, minted);
    if (second !== shares.recovery)
      expect(await combineShares(second, shares.recovery)).toEqual(seed);
  });
});

describe('the EVM address made without viem', () => {
  it("is viem's checksummed address of the same key", async () => {
    const { privateKeyToAccount } = await import('viem/accounts');
    for (let i = 0; i < 20; i++) {
      const seed = newSeed();
      const keys = await walletKeys(seed);
      const evmKey = Buffer.from(await deriveKey(seed, KEY_LABELS.eip155)).toString('hex');
      expect(keys.eip155.privateKey).toBe(`0x${evmKey}`);
      expect(keys.eip155.address).toBe(privateKeyToAccount(`0x${evmKey}`).address);
    }
  });
});
