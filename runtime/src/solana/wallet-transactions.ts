/**
 * Signing and sending transactions through the connected Wallet Standard wallet
 * (`solana:signTransaction`, `solana:signAndSendTransaction`), for legacy and versioned
 * web3.js transactions alike.
 */
import { Transaction, VersionedTransaction, type TransactionVersion } from '@solana/web3.js';
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import { base58Encode } from '@wallet-kit/schemas';
import type { SolanaRpc } from './rpc/client.js';
import { callWallet } from './wallet-errors.js';
import { findFeature, requireFeature } from './wallet-features.js';

export type SolanaTransaction = Transaction | VersionedTransaction;

/** The options the wallet's sign-and-send call accepts (as in Solana's `sendTransaction`). */
export interface SolanaSendOptions {
  skipPreflight?: boolean;
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized';
  maxRetries?: number;
  minContextSlot?: number;
}

/** What a wallet call needs: who signs, on which chain, and the RPC for the fallback send. */
export interface WalletSigner {
  wallet: Wallet;
  account: WalletAccount;
  chain: IdentifierString;
  connection: SolanaRpc;
}

// `instanceof` fails when the host bundles a second copy of web3.js; `version` tells them apart.
function isVersioned(transaction: SolanaTransaction): transaction is VersionedTransaction {
  return 'version' in transaction;
}

/** The bytes a wallet signs: a legacy transaction serialises before it carries any signature. */
export function serializeForSigning(transaction: SolanaTransaction): Uint8Array {
  // The wallet adds the visitor's signature: an unsigned legacy transaction must still serialise.
  return isVersioned(transaction)
    ? transaction.serialize()
    : transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
}

function deserializeLike<T extends SolanaTransaction>(original: T, bytes: Uint8Array): T {
  return (
    isVersioned(original) ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)
  ) as T;
}

function assertVersionSupported(
  wallet: Wallet,
  supported: readonly TransactionVersion[],
  transactions: readonly SolanaTransaction[],
): void {
  for (const transaction of transactions) {
    const version = isVersioned(transaction) ? transaction.version : 'legacy';
    if (!supported.includes(version)) {
      throw new Error(`${wallet.name} does not support ${version} transactions`);
    }
  }
}

/** Drops the options left undefined, so a wallet sees only what the caller asked for. */
function definedOptions(options: SolanaSendOptions): SolanaSignAndSendTransactionOptions {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as SolanaSignAndSendTransactionOptions;
}

/** Signs every transaction in one wallet request (one prompt), in order. */
export async function signTransactions<T extends SolanaTransaction>(
  signer: WalletSigner,
  transactions: readonly T[],
): Promise<T[]> {
  if (transactions.length === 0) return [];
  const feature = requireFeature(signer.wallet, 'solana:signTransaction');
  assertVersionSupported(signer.wallet, feature.supportedTransactionVersions, transactions);
  const outputs = await callWallet('solana:signTransaction', () =>
    feature.signTransaction(
      ...transactions.map((transaction) => ({
        account: signer.account,
        transaction: serializeForSigning(transaction),
        chain: signer.chain,
      })),
    ),
  );
  if (outputs.length !== transactions.length) {
    throw new Error(
      `${signer.wallet.name} returned ${outputs.length} signed transactions for ${transactions.length}`,
    );
  }
  return outputs.map((output, i) => deserializeLike(transactions[i]!, output.signedTransaction));
}

/**
 * Signs and sends, returning the base58 signature. Wallets without
 * `solana:signAndSendTransaction` sign, and the adapter sends over the network's RPC with the
 * same options.
 */
export async function signAndSendTransaction(
  signer: WalletSigner,
  transaction: SolanaTransaction,
  options: SolanaSendOptions = {},
): Promise<string> {
  const feature = findFeature(signer.wallet, 'solana:signAndSendTransaction');
  if (!feature) {
    const [signed] = await signTransactions(signer, [transaction]);
    return signer.connection.sendRawTransaction(
      serializeForSigning(signed!),
      definedOptions(options),
    );
  }
  assertVersionSupported(signer.wallet, feature.supportedTransactionVersions, [transaction]);
  const [output] = await callWallet('solana:signAndSendTransaction', () =>
    feature.signAndSendTransaction({
      account: signer.account,
      transaction: serializeForSigning(transaction),
      chain: signer.chain,
      options: definedOptions(options),
    }),
  );
  if (!output) throw new Error(`${signer.wallet.name} returned no signature`);
  return base58Encode(output.signature);
}
