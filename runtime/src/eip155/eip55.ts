/**
 * EVM addresses as wallets show them: the mixed-case checksum of EIP-55. Taken from
 * @noble/hashes (viem's own Keccak, so a host bundles it once) rather than from viem, so that
 * connecting and reconnecting a wallet load none of viem; and loaded on demand, with the first
 * account a wallet lists, so the page's first load carries no Keccak at all.
 */
import { keccak_256 } from '@noble/hashes/sha3';

/**
 * The EIP-55 form of an address: each letter upper case when the matching hex digit of the
 * Keccak-256 of the lower-case address is 8 or more. Takes what `isEvmAddressText` accepts
 * (`0x` and 40 hex characters, any case); its caller checks, so that this file imports nothing
 * of the first load's and a host bundler gives the shared check no chunk of its own.
 */
export function checksumAddress(address: string): `0x${string}` {
  const lower = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let result = '0x';
  for (let index = 0; index < 40; index++) {
    const nibble = (hash[index >> 1]! >> (index % 2 === 0 ? 4 : 0)) & 0x0f;
    result += nibble >= 8 ? lower[index]!.toUpperCase() : lower[index];
  }
  return result as `0x${string}`;
}
