import { formatUnits as viemFormatUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { formatUnits, utf8ToHex } from './encoding.js';

describe('encodings without chain libraries', () => {
  it('balances are written exactly as viem writes them', () => {
    const cases: [bigint, number][] = [
      [0n, 18],
      [1n, 18],
      [10_000n * 10n ** 18n, 18],
      [1_500_000_000n, 9],
      [-25n, 1],
      [123n, 0],
    ];
    for (const [value, decimals] of cases) {
      expect(formatUnits(value, decimals)).toBe(viemFormatUnits(value, decimals));
    }
  });

  it('personal_sign messages are sent as hex of their UTF-8 bytes', () => {
    expect(utf8ToHex('hé')).toBe('0x68c3a9');
  });
});
