import { describe, expect, it } from 'vitest';
import { numberToHex } from './encoding.js';

describe('encodings without chain libraries', () => {
  it('a chain id is sent as 0x and lower-case hex without leading zeros', () => {
    expect(numberToHex(137)).toBe('0x89');
    expect(numberToHex(11155111n)).toBe('0xaa36a7');
    expect(numberToHex(0)).toBe('0x0');
  });
});
