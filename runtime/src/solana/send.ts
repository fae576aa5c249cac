/**
 * Sending a built transfer through the wallet and waiting for it to land, and estimating what
 * the same transfer would cost.
 */
import { confirmByPolling } from './confirm.js';
import type { SolanaRpc } from './rpc/client.js';
import { TOKEN_ACCOUNT_SIZE } from './spl.js';
import type { BuiltTransfer } from './transfers.js';
import { formatUnits } from '../core/units.js';
import { base58Encode } from '@wallet-kit/schemas';
import { requestWallet, type Eip1193Provider } from '../core/eip1193.js';
import {
  serializeForSigning,
  signAndSendTransaction,
  type SolanaSendOptions,
  type WalletSigner,
} from './wallet-transactions.js';

const SOL_DECIMALS = 9;
/** Slots are ~400 ms; confirmation usually takes one or two seconds. */
const CONFIRM_INTERVAL_MS = 500;

export type { FeeEstimate } from '../core/wallet-types.js';
import type { FeeEstimate } from '../core/wallet-types.js';

/** Simulate against the same commitment the blockhash was read at. */
const SEND_OPTIONS: SolanaSendOptions = { preflightCommitment: 'confirmed' };

async function confirmed(
  connection: SolanaRpc,
  signature: string,
  built: BuiltTransfer,
  confirmTimeoutMs: number,
): Promise<string> {
  await confirmByPolling(connection, signature, {
    lastValidBlockHeight: built.lastValidBlockHeight,
    timeoutMs: confirmTimeoutMs,
    intervalMs: CONFIRM_INTERVAL_MS,
  });
  return signature;
}

/** Returns the base58 signature once the transaction is confirmed. */
export async function sendTransfer(
  signer: WalletSigner,
  built: BuiltTransfer,
  confirmTimeoutMs: number,
): Promise<string> {
  const signature = await signAndSendTransaction(signer, built.transaction, SEND_OPTIONS);
  return confirmed(signer.connection, signature, built, confirmTimeoutMs);
}

/**
 * The same transfer signed and sent by another connector's provider (the embedded wallet's,
 * which asks the visitor first), then confirmed the same way.
 */
export async function sendTransferThrough(
  provider: Eip1193Provider,
  pubkey: string,
  connection: SolanaRpc,
  built: BuiltTransfer,
  confirmTimeoutMs: number,
): Promise<string> {
  const answer = await requestWallet(provider, {
    method: 'solana_signAndSendTransaction',
    params: {
      transaction: base58Encode(serializeForSigning(built.transaction)),
      pubkey,
      options: { ...SEND_OPTIONS },
    },
  });
  const signature =
    typeof answer === 'string' ? answer : (answer as { signature?: unknown } | null)?.signature;
  if (typeof signature !== 'string') throw new Error('The wallet returned no signature');
  return confirmed(connection, signature, built, confirmTimeoutMs);
}

function sendsToItself({ transaction, solReceiver }: BuiltTransfer): boolean {
  return !!transaction.feePayer && !!solReceiver?.equals(transaction.feePayer);
}

/** A wallet's account holds SOL and no data: its rent-exempt minimum is that of 0 bytes. */
const SYSTEM_ACCOUNT_SIZE = 0;

/**
 * The fee of the transfer, the rent of a token account it creates, and Solana's rent rules for
 * SOL balances, all read from the node: an account may hold 0 or at least the rent-exempt
 * minimum, never something between (the node refuses such a transfer after the wallet signed
 * it), so the form can refuse it first.
 */
export async function estimateTransferFee(
  connection: SolanaRpc,
  built: BuiltTransfer,
  symbol: string,
): Promise<FeeEstimate> {
  const [lamports, rent, minimum, receiverLamports] = await Promise.all([
    connection.getFeeForMessage(built.transaction.compileMessage()),
    built.createsReceiverAccount
      ? connection.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE)
      : Promise.resolve(undefined),
    connection.getMinimumBalanceForRentExemption(SYSTEM_ACCOUNT_SIZE),
    built.solReceiver ? connection.getBalance(built.solReceiver) : Promise.resolve(undefined),
  ]);
  // null: the node no longer knows the blockhash (it expired while the form was open).
  if (lamports === null) throw new Error('Could not estimate the network fee');
  return {
    fee: formatUnits(BigInt(lamports), SOL_DECIMALS),
    symbol,
    ...(rent === undefined ? {} : { accountRent: formatUnits(BigInt(rent), SOL_DECIMALS) }),
    minimumBalance: formatUnits(BigInt(minimum), SOL_DECIMALS),
    ...(receiverLamports === 0n ? { receiverIsNew: true } : {}),
    ...(sendsToItself(built) ? { receiverIsSender: true } : {}),
  };
}
