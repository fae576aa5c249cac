/**
 * The few encodings WalletConnect methods need (hex for personal_sign; base58 comes from `bs58`),
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
