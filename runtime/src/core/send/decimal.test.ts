import { describe, expect, it } from 'vitest';
import { isAmbiguousComma, readAmount, toUnits } from './decimal.js';

describe('an amount as the visitor typed it, read in the kit’s form', () => {
  it('one comma not followed by exactly three digits is the decimal mark', () => {
    expect(readAmount('1,5')).toBe('1.5');
    expect(readAmount('0,125')).toBe('0.125');
    expect(readAmount(',5')).toBe('0.5');
    expect(readAmount('1,50')).toBe('1.5');
  });

  it('a comma before exactly three digits after 1 to 3 digits may group thousands: not guessed', () => {
    for (const typed of ['1,000', '12,500', '999,999', ' 1,000 ']) {
      expect(isAmbiguousComma(typed)).toBe(true);
      expect(readAmount(typed)).toBe(typed.trim());
      expect(toUnits(readAmount(typed), 18)).toBeUndefined();
    }
    expect(isAmbiguousComma('0,125')).toBe(false);
    expect(isAmbiguousComma('1000,000')).toBe(false);
    expect(isAmbiguousComma('1.000')).toBe(false);
  });

  it('commas that can only group thousands are dropped', () => {
    expect(readAmount('12,500,000')).toBe('12500000');
    expect(readAmount('1,000.5')).toBe('1000.5');
    expect(readAmount('1,000,000.25')).toBe('1000000.25');
  });

  it('spaces, leading zeros and trailing zeros go; a point with nothing after it too', () => {
    expect(readAmount(' 2 ')).toBe('2');
    expect(readAmount('00012')).toBe('12');
    expect(readAmount('1.')).toBe('1');
    expect(readAmount('.5')).toBe('0.5');
    expect(readAmount('1.500')).toBe('1.5');
    expect(readAmount('0.0')).toBe('0');
  });

  it('text that is not a plain decimal is given back for the form to refuse', () => {
    for (const typed of ['abc', '1.2.3', '1,2,3', '-1', '1e3', '', '.', ',']) {
      expect(toUnits(readAmount(typed), 18)).toBeUndefined();
    }
  });
});
