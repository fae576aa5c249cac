import { describe, expect, test } from 'vitest';
import { parsePositiveU64, parseUnits } from './units.js';

describe('amounts', () => {
  test('a decimal amount converts to base units exactly, without float rounding', () => {
    expect(parseUnits('1.25', 9)).toBe(1_250_000_000n);
    expect(parseUnits('0.000000001', 9)).toBe(1n);
    expect(parseUnits('123456789.123456789', 9)).toBe(123_456_789_123_456_789n);
    expect(parseUnits('1.10', 1)).toBe(11n);
  });

  test('an amount with more decimals than the token has is refused', () => {
    expect(() => parseUnits('0.0000000001', 9)).toThrow(
      'Invalid amount: 0.0000000001 has more than 9 decimals',
    );
  });

  test('an amount that is not a plain decimal is refused', () => {
    for (const amount of ['', '-1', '1e3', '1.', '.5', '1,5', 'abc']) {
      expect(() => parseUnits(amount, 9)).toThrow(`Invalid amount: ${amount}`);
    }
  });

  test('a send amount must be above zero and fit in a u64', () => {
    expect(() => parsePositiveU64('0.0', 9)).toThrow('must be greater than 0');
    expect(() => parsePositiveU64('18446744073.709551616', 9)).toThrow('is too large');
    expect(parsePositiveU64('18446744073.709551615', 9)).toBe((1n << 64n) - 1n);
  });
});
