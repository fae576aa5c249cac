import { formatUnits as viemFormatUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { formatUnits } from './units.js';

describe('base units to a decimal string', () => {
  it.each([
    [1_500_000_000n, 9, '1.5'],
    [10_000_000_000n, 9, '10'],
    [1n, 9, '0.000000001'],
    [0n, 18, '0'],
    [1n, 18, '0.000000000000000001'],
    [10_000n * 10n ** 18n, 18, '10000'],
    [7n, 0, '7'],
    [-25n, 1, '-2.5'],
    [-1n, 6, '-0.000001'],
  ])('%i with %i decimals reads "%s"', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected);
  });

  it("reads exactly as viem's formatUnits, so every adapter's balances look alike", () => {
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

  it('never goes through a float: 2^64 - 1 base units stay exact', () => {
    expect(formatUnits((1n << 64n) - 1n, 9)).toBe('18446744073.709551615');
  });
});
