import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base58Decode,
  base58DecodeOrThrow,
  bech32Decode,
  blake2b512,
  sha256,
  wordsToBytes,
} from './checksums.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const text = (value: string) => new TextEncoder().encode(value);

describe('checksum primitives', () => {
  it('SHA-256 gives the standard digests (empty, "abc", two blocks)', () => {
    expect(hex(sha256(text('')))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(hex(sha256(text('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hex(sha256(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('BLAKE2b-512 gives the standard digests (empty, "abc", longer than a block)', () => {
    expect(hex(blake2b512(text('')))).toBe(
      '786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce',
    );
    expect(hex(blake2b512(text('abc')))).toBe(
      'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
    );
    const long = new Uint8Array(300).map((_, i) => i & 0xff);
    expect(hex(blake2b512(long))).toBe(createHash('blake2b512').update(long).digest('hex'));
  });

  it('base58 keeps leading zero bytes and refuses characters outside the alphabet', () => {
    expect(hex(base58Decode('1112')!)).toBe('00000001');
    expect(base58Decode('10O')).toBeUndefined();
  });

  it('a server decoding base58 gets the bytes, or the error the bs58 package throws', () => {
    expect(hex(base58DecodeOrThrow('1112'))).toBe('00000001');
    expect(() => base58DecodeOrThrow('10O')).toThrow(/^Non-base58 character$/);
  });

  it('bech32 and bech32m are told apart by their checksum', () => {
    expect(bech32Decode('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')?.encoding).toBe('bech32');
    expect(
      bech32Decode('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')?.encoding,
    ).toBe('bech32m');
    expect(bech32Decode('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBeUndefined();
    const { words } = bech32Decode('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')!;
    expect(hex(wordsToBytes(words.slice(1))!)).toBe('751e76e8199196d454941c45d1b3a323f1433bd6');
  });
});
