/**
 * Sending a built transfer through the wallet and waiting for it to land, and estimating what
 * the same transfer would cost.
 */
import { confirmByPolling } from './confirm.js';
import type { SolanaRpc } from './rpc/client.js';
import { TOKEN_ACCOUNT_SIZE } from './spl.js';
import type { BuiltTransfer } from './transfers.js';
import { formatUnits } from '../core/units.js';
import { signAndSendTransaction, type WalletSigner } from './wallet-transactions.js';

const SOL_DECIMALS = 9;
/** Slots are ~400 ms; confirmation usually takes one or two seconds. */
const CONFIRM_INTERVAL_MS = 500;

export type { FeeEstimate } from '../core/wallet-types.js';
import type { FeeEstimate } from '../core/wallet-types.js';

/** Returns the base58 signature once the transaction is confirmed. */
export async function sendTransfer(
  signer: WalletSigner,
  built: BuiltTransfer,
  confirmTimeoutMs: number,
): Promise<string> {
  const signature = await signAndSendTransaction(signer, built.transaction, {
    // Simulate against the same commitment the blockhash was read at.
    preflightCommitment: 'confirmed',
  });
  await confirmByPolling(signer.connection, signature, {
    lastValidBlockHeight: built.lastValidBlockHeight,
    timeoutMs: confirmTimeoutMs,
    intervalMs: CONFIRM_INTERVAL_MS,
  });
  return signature;
}

export async function estimateTransferFee(
  connection: SolanaRpc,
  built: BuiltTransfer,
  symbol: string,
): Promise<FeeEstimate> {
  const [lamports, rent] = await Promise.all([
    connection.getFeeForMessage(built.transaction.compileMessage()),
    built.createsReceiverAccount
      ? connection.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE)
      : Promise.resolve(undefined),
  ]);
  // null: the node no longer knows the blockhash (it expired while the form was open).
  if (lamports === null) throw new Error('Could not estimate the network fee');
  return {
    fee: formatUnits(BigInt(lamports), SOL_DECIMALS),
    symbol,
    ...(rent === undefined ? {} : { accountRent: formatUnits(BigInt(rent), SOL_DECIMALS) }),
  };
}
