/**
 * Just enough of the Solana wire format for the frame to sign a serialized transaction with
 * the visitor's key, without web3.js (its `Connection` module drags LGPL code into the frame's
 * script). Layout: compact-u16 signature count, 64-byte signatures, then the message (optional
 * version prefix, 3-byte header, compact-u16 key count, 32-byte account keys, ...). The signers
 * are the first `numRequiredSignatures` account keys, in signature order; each signs the
 * message bytes.
 */
import { ed25519 } from '@noble/curves/ed25519';
import type { SolanaKey } from './keys.js';

const SIGNATURE_BYTES = 64;
const KEY_BYTES = 32;

/** A compact-u16 at `offset`: its value and how many bytes it took. */
function compactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0;
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size];
    if (byte === undefined) throw new Error('The Solana transaction is truncated');
    value |= (byte & 0x7f) << (7 * size);
    if ((byte & 0x80) === 0) return { value, size: size + 1 };
  }
  throw new Error('The Solana transaction has an invalid length prefix');
}

/** A copy of `transaction` with the visitor's signature in its signer slot. */
export function signSolanaTransaction(transaction: Uint8Array, key: SolanaKey): Uint8Array {
  const count = compactU16(transaction, 0);
  const messageStart = count.size + count.value * SIGNATURE_BYTES;
  let offset = messageStart;
  if ((transaction[offset] ?? 0) & 0x80) offset += 1; // versioned message prefix
  const required = transaction[offset];
  if (required === undefined) throw new Error('The Solana transaction is truncated');
  if (required !== count.value) {
    throw new Error('The Solana transaction has not one signature slot per signer');
  }
  offset += 3;
  const keys = compactU16(transaction, offset);
  offset += keys.size;
  if (offset + keys.value * KEY_BYTES > transaction.length || keys.value < required) {
    throw new Error('The Solana transaction is truncated');
  }
  for (let index = 0; index < required; index++) {
    const start = offset + index * KEY_BYTES;
    const signer = transaction.subarray(start, start + KEY_BYTES);
    if (!signer.every((byte, i) => byte === key.publicKey[i])) continue;
    const signature = ed25519.sign(transaction.subarray(messageStart), key.secretSeed);
    const signed = transaction.slice();
    signed.set(signature, count.size + index * SIGNATURE_BYTES);
    return signed;
  }
  throw new Error('Cannot sign with non signer key');
}
