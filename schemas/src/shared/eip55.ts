/**
 * The mixed-case checksum of EVM addresses (EIP-55): each letter of the address is upper case
 * when the matching hex digit of the Keccak-256 of the lower-case address is 8 or more. Wallets
 * show addresses this way, so a visitor who mistypes one character of a copied address almost
 * always breaks the checksum, and the kit can refuse it before any money moves. Keccak comes
 * from @noble/hashes, the one viem uses, so a host bundles it once.
 */
import { keccak_256 } from '@noble/hashes/sha3';

/**
 * The EIP-55 form of `0x` and 40 hex characters in any case. The caller checks the shape, so
 * this file needs nothing else of the package.
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

/**
 * Whether an address of `0x` (optional) and 40 hex characters keeps its checksum: all lower
 * case or all upper case carries none and passes; mixed case must be the EIP-55 form exactly.
 */
export function keepsEip55Checksum(address: string): boolean {
  const hex = address.startsWith('0x') ? address.slice(2) : address;
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return checksumAddress(`0x${hex}`).slice(2) === hex;
}
