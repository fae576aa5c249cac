import { describe, expect, it } from 'vitest';
import { accountNameProblem, isValidAccountName, normalizeAccountName } from './account-name.js';

describe('account name rule', () => {
  it('letters, digits and hyphens of at least 4 characters are a name', () => {
    expect(isValidAccountName('alice')).toBe(true);
    expect(isValidAccountName('Al-1c')).toBe(true);
    expect(isValidAccountName('abcd')).toBe(true);
  });

  it('fewer than 4 characters is too short', () => {
    expect(accountNameProblem('abc')).toBe('tooShort');
    expect(accountNameProblem('')).toBe('tooShort');
  });

  it('any other character is refused', () => {
    for (const name of ['ali ce', 'alice.eth', 'al_ice', 'alicé', 'alice!']) {
      expect(accountNameProblem(name)).toBe('characters');
    }
  });

  it('more than 63 characters is too long', () => {
    expect(accountNameProblem('a'.repeat(63))).toBeUndefined();
    expect(accountNameProblem('a'.repeat(64))).toBe('tooLong');
  });

  it('a name spelled like an EVM address is refused (it could never be sent to)', () => {
    expect(accountNameProblem('0x' + 'ab'.repeat(20))).toBe('address');
    expect(accountNameProblem('ab'.repeat(20))).toBe('address');
  });

  it('a name starting with 0x is refused (it reads as an address typed wrong)', () => {
    expect(accountNameProblem('0x1234')).toBe('address');
    expect(accountNameProblem('0Xford')).toBe('address');
    expect(accountNameProblem('ox-ford')).toBeUndefined();
  });

  it('names are compared without case', () => {
    expect(normalizeAccountName(' Alice ')).toBe('alice');
  });
});
