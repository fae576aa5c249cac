import { getAddress, numberToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { integerToHex, isEvmAddressText } from './address-text.js';
import { checksumAddress } from './eip55.js';

const hex = (bytes: Uint8Array) =>
  `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/** Deterministic pseudo-random bytes, so a failure can be replayed. */
function bytesOf(length: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let value = seed;
  for (let index = 0; index < length; index++) {
    value = (value * 1103515245 + 12345) >>> 0;
    bytes[index] = value >>> 24;
  }
  return bytes;
}

describe('EIP-55 addresses and hex without viem', () => {
  it('writes an address in the same mixed case as viem, whatever case it came in', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const address = hex(bytesOf(20, seed));
      const expected = getAddress(address);
      expect(checksumAddress(address)).toBe(expected);
      expect(checksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(expected);
    }
  });

  it('an address is 0x and 40 hex characters in any case, nothing else', () => {
    expect(isEvmAddressText('0x' + 'a'.repeat(40))).toBe(true);
    expect(isEvmAddressText('a'.repeat(40))).toBe(false);
    expect(isEvmAddressText('0x' + 'g'.repeat(40))).toBe(false);
    expect(isEvmAddressText(42)).toBe(false);
  });

  it('writes numbers as hex as viem does', () => {
    for (const value of [0, 1, 15, 16, 31337, 8453, 11155111, 2 ** 40]) {
      expect(integerToHex(value)).toBe(numberToHex(value));
    }
  });
});
