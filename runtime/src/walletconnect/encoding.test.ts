import { describe, expect, it } from 'vitest';
import { utf8ToHex } from './encoding.js';

describe('encodings without chain libraries', () => {
  it('personal_sign messages are sent as hex of their UTF-8 bytes', () => {
    expect(utf8ToHex('hé')).toBe('0x68c3a9');
  });
});
