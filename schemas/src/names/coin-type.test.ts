import { describe, expect, it } from 'vitest';
import { chainIdForCoinType, coinTypeForChainId } from './coin-type.js';

describe('coin type from the chain id', () => {
  it('Ethereum mainnet is coin type 60', () => {
    expect(coinTypeForChainId(1)).toBe(60);
    expect(chainIdForCoinType(60)).toBe(1);
  });

  it('another EVM chain is its chain id with the top bit set', () => {
    expect(coinTypeForChainId(31337)).toBe(0x80000000 + 31337);
    expect(chainIdForCoinType(0x80000000 + 31337)).toBe(31337);
    expect(coinTypeForChainId(2 ** 31 - 1)).toBe(0xffffffff);
  });

  it('a chain id of 2^31 or above is "Invalid chainId"', () => {
    expect(() => coinTypeForChainId(2 ** 31)).toThrow('Invalid chainId');
    expect(() => coinTypeForChainId(2 ** 32)).toThrow('Invalid chainId');
  });

  it('a chain id that is not a positive integer is "Invalid chainId"', () => {
    expect(() => coinTypeForChainId(0)).toThrow('Invalid chainId');
    expect(() => coinTypeForChainId(1.5)).toThrow('Invalid chainId');
  });

  it('a coin type that is no EVM chain has no chain id', () => {
    expect(chainIdForCoinType(0)).toBeUndefined();
    expect(chainIdForCoinType(501)).toBeUndefined();
    expect(chainIdForCoinType(0x80000000)).toBeUndefined();
  });
});
