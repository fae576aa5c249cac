/**
 * Just enough of the Solana wire format to place a wallet's signature into a serialized
 * transaction: WalletConnect wallets may answer `solana_signTransaction` with the signature
 * only. Layout: compact-u16 signature count, 64-byte signatures, then the message (optional
 * version prefix, 3-byte header, compact-u16 key count, 32-byte account keys, ...). The
 * signers are the first `numRequiredSignatures` account keys, in signature order.
 */
import { base58Decode } from '@wallet-kit/schemas';

const SIGNATURE_BYTES = 64;
const KEY_BYTES = 32;

/** A compact-u16 at `offset`: its value and how many bytes it took. */
function compactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0;
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size];
    if (byte === undefined) throw new Error('The transaction is truncated');
    value |= (byte & 0x7f) << (7 * size);
    if ((byte & 0x80) === 0) return { value, size: size + 1 };
  }
  throw new Error('The transaction has an invalid length prefix');
}

/** A copy of `transaction` with `signature` (base58) in the slot of signer `pubkey`. */
export function withSignature(
  transaction: Uint8Array,
  pubkey: string,
  signature: string,
): Uint8Array {
  const count = compactU16(transaction, 0);
  let offset = count.size + count.value * SIGNATURE_BYTES;
  const messageStart = offset;
  if ((transaction[offset] ?? 0) & 0x80) offset += 1; // versioned message prefix
  const required = transaction[offset];
  if (required === undefined) throw new Error('The transaction is truncated');
  offset += 3;
  const keys = compactU16(transaction, offset);
  offset += keys.size;
  // An account that is not base58 signs nothing.
  const signer = base58Decode(pubkey) ?? new Uint8Array();
  for (let index = 0; index < Math.min(required, keys.value, count.value); index++) {
    const start = offset + index * KEY_BYTES;
    const key = transaction.subarray(start, start + KEY_BYTES);
    if (key.every((byte, i) => byte === signer[i])) {
      const signed = transaction.slice();
      const bytes = base58Decode(signature);
      if (bytes?.length !== SIGNATURE_BYTES)
        throw new Error('The wallet returned an invalid signature');
      signed.set(bytes, count.size + index * SIGNATURE_BYTES);
      return signed;
    }
  }
  if (messageStart > transaction.length) throw new Error('The transaction is truncated');
  throw new Error('The connected account is not a signer of this transaction');
}
