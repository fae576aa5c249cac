/**
 * The few SPL Token pieces a transfer needs, written out: @solana/spl-token adds ~74 kB
 * minified to a kit for three functions (its index pulls in the Token-2022 extension codecs).
 * Layouts from the SPL Token program (token/program/src/state.rs, instruction.rs); Token-2022
 * shares them for the base account, mint and TransferChecked.
 */
import { Buffer } from 'buffer';
import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';

export const TOKEN_PROGRAM_ID = /* @__PURE__ */ new PublicKey(
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
);
export const TOKEN_2022_PROGRAM_ID = /* @__PURE__ */ new PublicKey(
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
);
export const ASSOCIATED_TOKEN_PROGRAM_ID = /* @__PURE__ */ new PublicKey(
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
);

const MINT_SIZE = 82;
const MINT_DECIMALS_OFFSET = 44;
const MINT_INITIALIZED_OFFSET = 45;
const TOKEN_ACCOUNT_AMOUNT_OFFSET = 64;
/** Base size of a token account; what `getMinimumBalanceForRentExemption` is asked for. */
export const TOKEN_ACCOUNT_SIZE = 165;

const CREATE_IDEMPOTENT = 1; // associated-token-account instruction index
const TRANSFER_CHECKED = 12; // token instruction index

export function isTokenProgram(programId: PublicKey): boolean {
  return programId.equals(TOKEN_PROGRAM_ID) || programId.equals(TOKEN_2022_PROGRAM_ID);
}

/** Decimals of an initialised mint, or undefined when the bytes are not one. */
export function mintDecimals(data: Uint8Array): number | undefined {
  if (data.length < MINT_SIZE || data[MINT_INITIALIZED_OFFSET] !== 1) return undefined;
  return data[MINT_DECIMALS_OFFSET];
}

export function tokenAccountAmount(data: Uint8Array): bigint {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return view.getBigUint64(TOKEN_ACCOUNT_AMOUNT_OFFSET, true);
}

/**
 * The owner's associated token account. Off-curve owners (program-derived addresses, such as
 * multisig vaults) are allowed: they are legitimate receivers.
 */
export function associatedTokenAddress(
  owner: PublicKey,
  mint: PublicKey,
  tokenProgram: PublicKey,
): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), tokenProgram.toBuffer(), mint.toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )[0];
}

/** Creates the account unless it exists, so a race with another sender cannot fail the send. */
export function createAssociatedTokenAccountIdempotentInstruction(params: {
  payer: PublicKey;
  account: PublicKey;
  owner: PublicKey;
  mint: PublicKey;
  tokenProgram: PublicKey;
}): TransactionInstruction {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: params.payer, isSigner: true, isWritable: true },
      { pubkey: params.account, isSigner: false, isWritable: true },
      { pubkey: params.owner, isSigner: false, isWritable: false },
      { pubkey: params.mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: params.tokenProgram, isSigner: false, isWritable: false },
    ],
    data: Buffer.from([CREATE_IDEMPOTENT]),
  });
}

/** TransferChecked: the program checks mint and decimals, so a wrong-decimals amount fails loudly. */
export function createTransferCheckedInstruction(params: {
  source: PublicKey;
  mint: PublicKey;
  destination: PublicKey;
  owner: PublicKey;
  amount: bigint;
  decimals: number;
  tokenProgram: PublicKey;
}): TransactionInstruction {
  const data = Buffer.alloc(10);
  data.writeUInt8(TRANSFER_CHECKED, 0);
  data.writeBigUInt64LE(params.amount, 1);
  data.writeUInt8(params.decimals, 9);
  return new TransactionInstruction({
    programId: params.tokenProgram,
    keys: [
      { pubkey: params.source, isSigner: false, isWritable: true },
      { pubkey: params.mint, isSigner: false, isWritable: false },
      { pubkey: params.destination, isSigner: false, isWritable: true },
      { pubkey: params.owner, isSigner: true, isWritable: false },
    ],
    data,
  });
}
