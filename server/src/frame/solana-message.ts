/**
 * Reads a Solana transaction or transaction message from its wire bytes, for the approval panel,
 * without web3.js (importing any of it drags LGPL code into the frame's script). A parse is
 * strict: every length prefix must be the shortest encoding and the bytes must end exactly where
 * the structure ends, so "these bytes parse" means "these bytes are a transaction" and nothing
 * else. Layout: optional version prefix (0x80 | version, only version 0), 3-byte header,
 * compact-u16 account key count and 32-byte keys, 32-byte recent blockhash, compact-u16
 * instruction count and instructions (program index, account indexes, data), then for a
 * versioned message its address table lookups. A transaction is a compact-u16 signature count
 * and 64-byte signatures before its message.
 */
import { base58Encode } from '@wallet-kit/schemas';

const KEY_BYTES = 32;
const SIGNATURE_BYTES = 64;

export interface SolanaInstruction {
  programIdIndex: number;
  accountKeyIndexes: number[];
  data: Uint8Array;
}

export interface SolanaMessage {
  version: 'legacy' | 0;
  /** The account keys written in the message, base58. */
  staticAccountKeys: string[];
  compiledInstructions: SolanaInstruction[];
  addressTableLookups: {
    accountKey: string;
    writableIndexes: number[];
    readonlyIndexes: number[];
  }[];
}

class Reader {
  offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  byte(): number {
    const value = this.bytes[this.offset];
    if (value === undefined) throw new Error('The Solana message is truncated');
    this.offset += 1;
    return value;
  }

  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length)
      throw new Error('The Solana message is truncated');
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  /** A compact-u16 in its shortest form (what the wire format writes). */
  compactU16(): number {
    let value = 0;
    for (let size = 0; size < 3; size++) {
      const byte = this.byte();
      value |= (byte & 0x7f) << (7 * size);
      if ((byte & 0x80) === 0) {
        if (size > 0 && byte === 0) throw new Error('The Solana message has a padded length');
        if (value > 0xffff) throw new Error('The Solana message has an invalid length');
        return value;
      }
    }
    throw new Error('The Solana message has an invalid length');
  }

  list<T>(read: () => T): T[] {
    const count = this.compactU16();
    return Array.from({ length: count }, read);
  }

  get done(): boolean {
    return this.offset === this.bytes.length;
  }
}

function readMessage(reader: Reader): SolanaMessage {
  const first = reader.byte();
  let version: SolanaMessage['version'] = 'legacy';
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw new Error('Unknown Solana message version');
    version = 0;
    reader.take(3);
  } else {
    reader.take(2);
  }
  const staticAccountKeys = reader.list(() => base58Encode(reader.take(KEY_BYTES)));
  reader.take(KEY_BYTES); // recent blockhash
  const compiledInstructions = reader.list(() => ({
    programIdIndex: reader.byte(),
    accountKeyIndexes: reader.list(() => reader.byte()),
    data: reader.take(reader.compactU16()),
  }));
  const addressTableLookups =
    version === 0
      ? reader.list(() => ({
          accountKey: base58Encode(reader.take(KEY_BYTES)),
          writableIndexes: reader.list(() => reader.byte()),
          readonlyIndexes: reader.list(() => reader.byte()),
        }))
      : [];
  return { version, staticAccountKeys, compiledInstructions, addressTableLookups };
}

function whole<T>(bytes: Uint8Array, read: (reader: Reader) => T): T {
  const reader = new Reader(bytes);
  const value = read(reader);
  if (!reader.done) throw new Error('The Solana message has bytes after its end');
  return value;
}

/** The message of a serialized transaction; throws on anything else. */
export function parseSolanaTransaction(bytes: Uint8Array): SolanaMessage {
  return whole(bytes, (reader) => {
    reader.list(() => reader.take(SIGNATURE_BYTES));
    return readMessage(reader);
  });
}

/** A serialized transaction message (what a transaction's signatures sign); throws on anything else. */
export function parseSolanaMessage(bytes: Uint8Array): SolanaMessage {
  return whole(bytes, readMessage);
}
