/**
 * The small codecs and hashes address checksums need: SHA-256 (Bitcoin base58check),
 * BLAKE2b-512 (Polkadot SS58), base58 encoding and decoding, bech32 / bech32m decoding. Written out here rather
 * than imported so the address checks, which every kit carries, stay a few hundred bytes.
 * Not for secrets: nothing here is constant-time.
 */

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 text to bytes (leading `1`s are zero bytes), or undefined for another character. */
export function base58Decode(text: string): Uint8Array | undefined {
  const bytes: number[] = [];
  for (const char of text) {
    let carry = BASE58.indexOf(char);
    if (carry < 0) return undefined;
    for (let index = 0; index < bytes.length; index++) {
      carry += bytes[index]! * 58;
      bytes[index] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  for (let index = 0; index < text.length && text[index] === '1'; index++) bytes.push(0);
  return Uint8Array.from(bytes.reverse());
}

/**
 * Base58 text to bytes for a server reading a peer's message: text that is not base58 throws
 * the error the `bs58` package throws, so a peer sees the same text it would from other nodes.
 */
export function base58DecodeOrThrow(text: string): Uint8Array {
  const bytes = base58Decode(text);
  if (!bytes) throw new Error('Non-base58 character');
  return bytes;
}

/** Bytes to base58 text (each leading zero byte a `1`). */
export function base58Encode(bytes: Uint8Array): string {
  const digits: number[] = [];
  for (const byte of bytes) {
    let carry = byte;
    for (let index = 0; index < digits.length; index++) {
      carry += digits[index]! << 8;
      digits[index] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58);
  }
  let text = '';
  for (let index = 0; index < bytes.length && bytes[index] === 0; index++) text += '1';
  return (
    text +
    digits
      .reverse()
      .map((digit) => BASE58[digit])
      .join('')
  );
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
/** The checksum constants of bech32 (BIP-173) and bech32m (BIP-350). */
const BECH32_CONSTANT = 1;
const BECH32M_CONSTANT = 0x2bc830a3;

function polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let bit = 0; bit < 5; bit++) {
      if ((top >>> bit) & 1) checksum ^= BECH32_GENERATORS[bit]!;
    }
  }
  return checksum >>> 0;
}

export interface Bech32Decoded {
  prefix: string;
  /** The data part in 5-bit words, checksum removed. */
  words: number[];
  encoding: 'bech32' | 'bech32m';
}

/** Lower-case bech32 or bech32m text (at most 90 characters) with a valid checksum. */
export function bech32Decode(text: string): Bech32Decoded | undefined {
  const separator = text.lastIndexOf('1');
  if (text.length > 90 || separator < 1 || separator + 7 > text.length) return undefined;
  if (text !== text.toLowerCase()) return undefined;
  const prefix = text.slice(0, separator);
  const codes = [...prefix].map((char) => char.charCodeAt(0));
  if (codes.some((code) => code < 33 || code > 126)) return undefined;
  const data = [...text.slice(separator + 1)].map((char) => BECH32.indexOf(char));
  if (data.includes(-1)) return undefined;
  const check = polymod([
    ...codes.map((code) => code >> 5),
    0,
    ...codes.map((code) => code & 31),
    ...data,
  ]);
  const encoding =
    check === BECH32_CONSTANT ? 'bech32' : check === BECH32M_CONSTANT ? 'bech32m' : undefined;
  return encoding && { prefix, words: data.slice(0, -6), encoding };
}

/** 5-bit words to bytes; undefined when the padding is not zeros of under 5 bits. */
export function wordsToBytes(words: readonly number[]): Uint8Array | undefined {
  const bytes: number[] = [];
  let accumulator = 0;
  let bits = 0;
  for (const word of words) {
    accumulator = (accumulator << 5) | word;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((accumulator >> bits) & 0xff);
    }
    accumulator &= (1 << bits) - 1;
  }
  if (bits >= 5 || accumulator !== 0) return undefined;
  return Uint8Array.from(bytes);
}

/** The first 32 bits of the fractional part of `value`. */
const fraction32 = (value: number) => ((value - Math.floor(value)) * 2 ** 32) >>> 0;

/** SHA-256 round constants: from the cube roots of the first 64 primes. */
const SHA256_K: number[] = [];
/** SHA-256 initial state: from the square roots of the first 8 primes. */
const SHA256_H: number[] = [];
for (let candidate = 2; SHA256_K.length < 64; candidate++) {
  let prime = true;
  for (let divisor = 2; divisor * divisor <= candidate; divisor++) {
    if (candidate % divisor === 0) prime = false;
  }
  if (!prime) continue;
  if (SHA256_H.length < 8) SHA256_H.push(fraction32(Math.sqrt(candidate)));
  SHA256_K.push(fraction32(Math.cbrt(candidate)));
}

const rotr = (value: number, count: number) => (value >>> count) | (value << (32 - count));

export function sha256(data: Uint8Array): Uint8Array {
  const length = data.length;
  const padded = new Uint8Array(((length + 9 + 63) >> 6) << 6);
  padded.set(data);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(length / 2 ** 29));
  view.setUint32(padded.length - 4, (length << 3) >>> 0);
  const state = [...SHA256_H];
  const w = new Array<number>(64);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, h] = state as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    for (let i = 0; i < 64; i++) {
      const t1 =
        (h +
          (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) +
          ((e & f) ^ (~e & g)) +
          SHA256_K[i]! +
          w[i]!) >>>
        0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
    }
    [a, b, c, d, e, f, g, h].forEach((value, i) => (state[i] = (state[i]! + value) >>> 0));
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  state.forEach((value, i) => outView.setUint32(i * 4, value));
  return out;
}

const MASK64 = (1n << 64n) - 1n;
/** BLAKE2b's initial values (SHA-512's). */
const BLAKE2B_IV = [
  0x6a09e667f3bcc908n,
  0xbb67ae8584caa73bn,
  0x3c6ef372fe94f82bn,
  0xa54ff53a5f1d36f1n,
  0x510e527fade682d1n,
  0x9b05688c2b3e6c1fn,
  0x1f83d9abfb41bd6bn,
  0x5be0cd19137e2179n,
];
/** The message word order of each round, as hex digits (rounds 10 and 11 repeat 0 and 1). */
const BLAKE2B_SIGMA = [
  '0123456789abcdef',
  'ea489fd61c02b753',
  'b8c052fdae367194',
  '7931dcbe265a40f8',
  '905724afe1bc683d',
  '2c6a0b834d75fe19',
  'c51fed4a0763928b',
  'db7ec13950f4862a',
  '6fe9b308c2d714a5',
  'a2847615fb9e3cd0',
].map((row) => [...row].map((digit) => parseInt(digit, 16)));

const rotr64 = (value: bigint, count: bigint) =>
  ((value >> count) | (value << (64n - count))) & MASK64;

function blake2bCompress(state: bigint[], block: Uint8Array, counter: number, last: boolean): void {
  const view = new DataView(block.buffer, block.byteOffset, 128);
  const m = Array.from({ length: 16 }, (_, i) => view.getBigUint64(i * 8, true));
  const v = [...state, ...BLAKE2B_IV];
  v[12] = v[12]! ^ BigInt(counter);
  if (last) v[14] = v[14]! ^ MASK64;
  const mix = (a: number, b: number, c: number, d: number, x: bigint, y: bigint) => {
    v[a] = (v[a]! + v[b]! + x) & MASK64;
    v[d] = rotr64(v[d]! ^ v[a]!, 32n);
    v[c] = (v[c]! + v[d]!) & MASK64;
    v[b] = rotr64(v[b]! ^ v[c]!, 24n);
    v[a] = (v[a]! + v[b]! + y) & MASK64;
    v[d] = rotr64(v[d]! ^ v[a]!, 16n);
    v[c] = (v[c]! + v[d]!) & MASK64;
    v[b] = rotr64(v[b]! ^ v[c]!, 63n);
  };
  for (let round = 0; round < 12; round++) {
    const s = BLAKE2B_SIGMA[round % 10]!.map((index) => m[index]!);
    mix(0, 4, 8, 12, s[0]!, s[1]!);
    mix(1, 5, 9, 13, s[2]!, s[3]!);
    mix(2, 6, 10, 14, s[4]!, s[5]!);
    mix(3, 7, 11, 15, s[6]!, s[7]!);
    mix(0, 5, 10, 15, s[8]!, s[9]!);
    mix(1, 6, 11, 12, s[10]!, s[11]!);
    mix(2, 7, 8, 13, s[12]!, s[13]!);
    mix(3, 4, 9, 14, s[14]!, s[15]!);
  }
  for (let i = 0; i < 8; i++) state[i] = state[i]! ^ v[i]! ^ v[i + 8]!;
}

/** BLAKE2b with a 64-byte digest and no key. */
export function blake2b512(data: Uint8Array): Uint8Array {
  const state = [...BLAKE2B_IV];
  state[0] = state[0]! ^ 0x01010040n;
  const blocks = Math.max(1, Math.ceil(data.length / 128));
  for (let index = 0; index < blocks; index++) {
    const block = new Uint8Array(128);
    block.set(data.subarray(index * 128, index * 128 + 128));
    const last = index === blocks - 1;
    blake2bCompress(state, block, last ? data.length : (index + 1) * 128, last);
  }
  const out = new Uint8Array(64);
  const view = new DataView(out.buffer);
  state.forEach((word, i) => view.setBigUint64(i * 8, word, true));
  return out;
}
