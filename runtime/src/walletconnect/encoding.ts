/**
 * The few encodings WalletConnect methods need (hex for personal_sign; base58 comes from
 * `@wallet-kit/schemas`), written out so the `/walletconnect` entry carries neither viem nor
 * @solana/web3.js: a kit without EVM or without Solana networks must not ship those.
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
