/**
 * The visitor's EVM key as the frame keeps it once logged in: the private key and its address,
 * computed with the curve and hash code alone. Connecting needs only the address; viem's
 * account (signing, transactions) is made from the key by evm-account.ts when a request is
 * approved, so that code is fetched only then.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex } from '@noble/hashes/utils';

export type HexString = `0x${string}`;

export interface EvmKey {
  privateKey: HexString;
  /** EIP-55 checksummed, as viem writes it. */
  address: HexString;
}

/** The EIP-55 spelling of a lowercase hex address: a letter is upper case where the hash's nibble is 8 or more. */
function checksummed(lower: string): HexString {
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++)
    out += parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  return out as HexString;
}

export function evmKeyOf(privateKey: Uint8Array): EvmKey {
  const publicKey = secp256k1.getPublicKey(privateKey, false);
  const lower = bytesToHex(keccak_256(publicKey.subarray(1)).subarray(-20));
  return { privateKey: `0x${bytesToHex(privateKey)}`, address: checksummed(lower) };
}
