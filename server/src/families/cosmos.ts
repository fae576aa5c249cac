/**
 * Cosmos sign-in signatures: ADR-036 (Keplr's `signArbitrary`). The signature is the amino
 * StdSignature as JSON (`pub_key` and a base64 64-byte signature); the sign doc is the ADR-036
 * one for the address and the message text, serialised the amino way, hashed with SHA-256 and
 * checked with secp256k1. The address derived from the public key must be the account's, with
 * the chain's bech32 prefix.
 */
import {
  decodeSignature,
  pubkeyToAddress,
  serializeSignDoc,
  type StdSignature,
} from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { adr036SignDoc, isAddressOfChain, type SiwxSession } from '@wallet-kit/schemas';

function parseStdSignature(text: string): StdSignature | undefined {
  try {
    const value = JSON.parse(text) as StdSignature;
    return typeof value?.signature === 'string' && typeof value?.pub_key?.value === 'string'
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

export async function verifyCosmos(session: SiwxSession): Promise<boolean> {
  const { accountAddress, chainId } = session.data;
  if (!isAddressOfChain(accountAddress, chainId)) return false;
  const stdSignature = parseStdSignature(session.signature);
  if (!stdSignature) return false;
  try {
    const { pubkey, signature } = decodeSignature(stdSignature);
    // The human-readable part: everything before the last `1` (the address is well formed).
    const prefix = accountAddress.slice(0, accountAddress.lastIndexOf('1'));
    if (pubkeyToAddress(stdSignature.pub_key, prefix) !== accountAddress) return false;
    if (signature.length !== 64) return false;
    const signed = serializeSignDoc(adr036SignDoc(accountAddress, session.message));
    return await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(signature),
      sha256(signed),
      pubkey,
    );
  } catch {
    return false;
  }
}
