/**
 * Text as the `0x` hex of its UTF-8 bytes, two lower-case digits a byte: how EVM wallets take a
 * message to sign (`personal_sign`) and how Polkadot extensions take raw bytes (`signRaw`).
 * Free of imports, so every family's first load can carry it without pulling in anything else.
 */
export function textToHex(text: string): `0x${string}` {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return hex as `0x${string}`;
}
