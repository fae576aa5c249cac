/**
 * EVM addresses as wallets show them: the mixed-case checksum of EIP-55, and the small hex
 * conversions the connect path needs. Taken from @noble/hashes (viem's own Keccak, so a host
 * bundles it once) rather than from viem, so that connecting and reconnecting a wallet load none
 * of viem: only balances, sends and name lookups do, when first used.
 */
import { keccak_256 } from '@noble/hashes/sha3';

/** Any case, with its `0x` prefix; the checksum is not checked. */
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** `0x` and 40 hex characters, in any case (the checksum is not checked). */
export function isEvmAddressText(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value);
}

/**
 * The EIP-55 form of an address: each letter upper case when the matching hex digit of the
 * Keccak-256 of the lower-case address is 8 or more.
 */
export function checksumAddress(address: string): `0x${string}` {
  if (!isEvmAddressText(address)) throw new Error(`Not an EVM address: ${address}`);
  const lower = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let result = '0x';
  for (let index = 0; index < 40; index++) {
    const nibble = (hash[index >> 1]! >> (index % 2 === 0 ? 4 : 0)) & 0x0f;
    result += nibble >= 8 ? lower[index]!.toUpperCase() : lower[index];
  }
  return result as `0x${string}`;
}

/** A non-negative integer as `0x` hex, without leading zeros (`0x0` for zero). */
export function integerToHex(value: number): `0x${string}` {
  return `0x${value.toString(16)}`;
}
