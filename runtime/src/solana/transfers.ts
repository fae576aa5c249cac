/**
 * Builds the SOL and SPL transfer transactions the send form sends and estimates. Everything
 * that can be checked before the wallet prompt is checked here, so the visitor is never asked
 * to sign a transfer that cannot succeed for a reason the kit already knows.
 */
import { SystemProgram, Transaction, type PublicKey } from '@solana/web3.js';
import { toPublicKey } from './address.js';
import type { SolanaRpc } from './rpc/client.js';
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  isTokenProgram,
  mintDecimals,
  tokenAccountAmount,
} from './spl.js';
import { parsePositiveU64 } from './units.js';

export interface BuiltTransfer {
  transaction: Transaction;
  /** After this block height the transaction can never land (bounds the confirmation wait). */
  lastValidBlockHeight: number;
  /** The receiver's token account does not exist yet and this transaction creates it. */
  createsReceiverAccount: boolean;
  /** The receiver of a SOL transfer, whose balance an estimate reads (a new one needs rent). */
  solReceiver?: PublicKey;
}

const SOL_DECIMALS = 9; // 1 SOL = 10^9 lamports

async function withBlockhash(
  connection: SolanaRpc,
  feePayer: PublicKey,
  build: (transaction: Transaction) => void,
  createsReceiverAccount = false,
): Promise<BuiltTransfer> {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer, blockhash, lastValidBlockHeight });
  build(transaction);
  return { transaction, lastValidBlockHeight, createsReceiverAccount };
}

export async function buildNativeTransfer(
  connection: SolanaRpc,
  from: PublicKey,
  params: { to: string; amount: string },
): Promise<BuiltTransfer> {
  const to = toPublicKey(params.to, 'receiver');
  const lamports = parsePositiveU64(params.amount, SOL_DECIMALS);
  const built = await withBlockhash(connection, from, (transaction) =>
    transaction.add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports })),
  );
  return { ...built, solReceiver: to };
}

async function readMint(connection: SolanaRpc, mint: PublicKey) {
  const info = await connection.getAccountInfo(mint);
  const decimals = info && isTokenProgram(info.owner) ? mintDecimals(info.data) : undefined;
  if (!info || decimals === undefined) {
    throw new Error(`${mint.toBase58()} is not an SPL token mint on this network`);
  }
  return { tokenProgram: info.owner, decimals };
}

export async function buildTokenTransfer(
  connection: SolanaRpc,
  from: PublicKey,
  params: { mint: string; to: string; amount: string },
): Promise<BuiltTransfer> {
  const mint = toPublicKey(params.mint, 'token mint');
  const to = toPublicKey(params.to, 'receiver');
  const { tokenProgram, decimals } = await readMint(connection, mint);
  const amount = parsePositiveU64(params.amount, decimals);

  const source = associatedTokenAddress(from, mint, tokenProgram);
  const destination = associatedTokenAddress(to, mint, tokenProgram);
  const [sourceInfo, destinationInfo] = await connection.getMultipleAccountsInfo([
    source,
    destination,
  ]);
  const balance = sourceInfo ? tokenAccountAmount(sourceInfo.data) : 0n;
  if (balance < amount) throw new Error('Insufficient token balance');

  const createsReceiverAccount = !destinationInfo;
  return withBlockhash(
    connection,
    from,
    (transaction) => {
      if (createsReceiverAccount) {
        transaction.add(
          createAssociatedTokenAccountIdempotentInstruction({
            payer: from,
            account: destination,
            owner: to,
            mint,
            tokenProgram,
          }),
        );
      }
      transaction.add(
        createTransferCheckedInstruction({
          source,
          mint,
          destination,
          owner: from,
          amount,
          decimals,
          tokenProgram,
        }),
      );
    },
    createsReceiverAccount,
  );
}
