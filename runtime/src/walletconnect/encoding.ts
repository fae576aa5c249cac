/**
 * The few encodings WalletConnect methods need (hex for personal_sign, base58 for Solana),
 * written out so the `/walletconnect` entry carries neither viem nor @solana/web3.js: a kit
 * without EVM or without Solana networks must not ship those (DESIGN.md boundary 1).
 */
const HEX = '0123456789abcdef';

export function bytesToHex(bytes: Uint8Array): `0x${string}` {
  let out = '0x';
  for (const byte of bytes) out += HEX[byte >> 4]! + HEX[byte & 15]!;
  return out as `0x${string}`;
}

/** personal_sign takes the message as hex of its UTF-8 bytes (EIP-191). */
export function utf8ToHex(text: string): `0x${string}` {
  return bytesToHex(new TextEncoder().encode(text));
}

export function numberToHex(value: number | bigint): `0x${string}` {
  return `0x${value.toString(16)}`;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE58_INDEX = new Map([...BASE58].map((char, index) => [char, BigInt(index)]));

/** base58btc (Bitcoin alphabet), as Solana addresses and signatures use it. */
export function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let out = '';
  while (value > 0n) {
    out = BASE58[Number(value % 58n)]! + out;
    value /= 58n;
  }
  // Each leading zero byte is written as a leading '1'.
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

export function base58Decode(text: string): Uint8Array {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58_INDEX.get(char);
    if (digit === undefined) throw new Error(`Invalid base58 character ${JSON.stringify(char)}`);
    value = value * 58n + digit;
  }
  const body: number[] = [];
  while (value > 0n) {
    body.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  let zeros = 0;
  while (text[zeros] === '1') zeros++;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
}

/**
 * A base-unit amount in whole units, as viem's `formatUnits` writes it ("1.5", "10000"), so
 * balances read through WalletConnect look like those of the other adapters.
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
