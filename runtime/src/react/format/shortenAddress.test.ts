import { describe, expect, it } from 'vitest';
import { shortenAddress } from './shortenAddress.js';

describe('shortenAddress', () => {
  it('shows an EVM address as 0x and four characters … last four', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266');
  });

  it('keeps four characters each side of an address without 0x (Solana)', () => {
    expect(shortenAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe('9WzD…AWWM');
  });

  it('returns an address too short to shorten unchanged', () => {
    expect(shortenAddress('0x123456789')).toBe('0x123456789');
    expect(shortenAddress('')).toBe('');
  });

  it('takes the number of characters kept on each side', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 6)).toBe('0xf39Fd6…b92266');
  });
});
