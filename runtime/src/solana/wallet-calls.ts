/**
 * The Wallet Standard wallet's signing and sending calls for the host app, over serialized
 * transactions (legacy or versioned, told apart by their bytes). A call the wallet's features
 * cannot serve is left out, so the kit reports it as unsupported by this wallet.
 */
import { VersionedTransaction } from '@solana/web3.js';
import type { WalletCalls } from '../core/wallet-calls/types.js';
import {
  signAndSendTransaction,
  signTransactions,
  type WalletSigner,
} from './wallet-transactions.js';
import { findFeature } from './wallet-features.js';

const parse = (bytes: Uint8Array) => VersionedTransaction.deserialize(bytes);

export function standardWalletCalls(signer: () => WalletSigner): WalletCalls {
  const { wallet } = signer();
  const canSign = findFeature(wallet, 'solana:signTransaction') !== undefined;
  const canSend = canSign || findFeature(wallet, 'solana:signAndSendTransaction') !== undefined;

  const signAll = async (transactions: readonly Uint8Array[]) => {
    const signed = await signTransactions(signer(), transactions.map(parse));
    return signed.map((transaction) => transaction.serialize());
  };

  return {
    ...(canSign
      ? {
          signAllTransactions: signAll,
          async signTransaction(transaction: Uint8Array) {
            const [signed] = await signAll([transaction]);
            return signed!;
          },
        }
      : {}),
    ...(canSend
      ? {
          signAndSendTransaction: (transaction, options) =>
            signAndSendTransaction(signer(), parse(transaction), options),
        }
      : {}),
  };
}
