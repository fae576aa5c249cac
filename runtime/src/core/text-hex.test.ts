import { describe, expect, it } from 'vitest';
import { textToHex } from './text-hex.js';

describe('text as the 0x hex of its UTF-8 bytes', () => {
  it('writes each ASCII character as its two lower-case hex digits', () => {
    expect(textToHex('Hi\n~')).toBe('0x48690a7e');
  });

  it('writes a multi-byte character as each of its UTF-8 bytes', () => {
    // é is two bytes, ✓ three, 𝄞 (outside the BMP) four.
    expect(textToHex('é✓𝄞')).toBe('0xc3a9e29c93f09d849e');
  });

  it('writes the empty string as a bare 0x', () => {
    expect(textToHex('')).toBe('0x');
  });
});
