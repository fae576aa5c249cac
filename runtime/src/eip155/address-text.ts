/**
 * The small hex checks and conversions the connect path needs. The EIP-55 checksum itself is in
 * `eip55.ts`, loaded with the first account a wallet lists: its Keccak is not part of the page.
 */

/** Any case, with its `0x` prefix; the checksum is not checked. */
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** `0x` and 40 hex characters, in any case (the checksum is not checked). */
export function isEvmAddressText(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value);
}

/** A non-negative integer as `0x` hex, without leading zeros (`0x0` for zero). */
export function integerToHex(value: number): `0x${string}` {
  return `0x${value.toString(16)}`;
}
