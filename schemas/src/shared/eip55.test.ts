import { describe, expect, it } from 'vitest';
import { isAddressOfNamespace } from '../address-validation.js';
import { checksumAddress, keepsEip55Checksum } from './eip55.js';

/** The examples EIP-55 itself gives, each in its checksummed form. */
const EIP55_EXAMPLES = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

/** The same address with one letter's case flipped: the checksum no longer holds. */
function flipFirstLetter(address: string): string {
  const index = address.slice(2).search(/[a-fA-F]/) + 2;
  const letter = address[index]!;
  const flipped = letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase();
  return `${address.slice(0, index)}${flipped}${address.slice(index + 1)}`;
}

describe('EIP-55: a mixed-case EVM address must keep its checksum', () => {
  it("writes the EIP's own examples from their lower-case form", () => {
    for (const address of EIP55_EXAMPLES) {
      expect(checksumAddress(address.toLowerCase())).toBe(address);
    }
  });

  it('a checksummed address passes, with or without 0x', () => {
    for (const address of EIP55_EXAMPLES) {
      expect(keepsEip55Checksum(address)).toBe(true);
      expect(keepsEip55Checksum(address.slice(2))).toBe(true);
    }
  });

  it('all lower case or all upper case carries no checksum and passes', () => {
    for (const address of EIP55_EXAMPLES) {
      expect(keepsEip55Checksum(address.toLowerCase())).toBe(true);
      expect(keepsEip55Checksum(`0x${address.slice(2).toUpperCase()}`)).toBe(true);
    }
  });

  it('one letter in the wrong case, or a mistyped digit in mixed case, fails', () => {
    for (const address of EIP55_EXAMPLES) {
      expect(keepsEip55Checksum(flipFirstLetter(address))).toBe(false);
      const lastDigit = address.slice(2).search(/[0-9][^0-9]*$/) + 2;
      const digit = address[lastDigit]!;
      const mistyped = `${address.slice(0, lastDigit)}${digit === '9' ? '8' : '9'}${address.slice(lastDigit + 1)}`;
      expect(keepsEip55Checksum(mistyped)).toBe(false);
    }
  });

  it('an eip155 address check (Send receiver, token addresses in the config) applies it', () => {
    const [address] = EIP55_EXAMPLES as [string];
    expect(isAddressOfNamespace(address, 'eip155')).toBe(true);
    expect(isAddressOfNamespace(address.toLowerCase(), 'eip155')).toBe(true);
    expect(isAddressOfNamespace(flipFirstLetter(address), 'eip155')).toBe(false);
  });
});
