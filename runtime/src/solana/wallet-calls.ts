/**
 * The Wallet Standard wallet's signing and sending calls for the host app, over serialized
 * transactions (legacy or versioned, told apart by their bytes). A call the wallet's features
 * cannot serve is left out, so the kit reports it as unsupported by this wallet. Which calls
 * exist is read from the wallet's features; the transaction code loads at the first call.
 */
import type { WalletCalls } from '../core/wallet-calls/types.js';
import type { SolanaOnChain, SolanaSigning } from './on-chain.js';
import { findFeature } from './wallet-features.js';

export function standardWalletCalls(
  signing: () => SolanaSigning,
  onChain: () => Promise<SolanaOnChain>,
): WalletCalls {
  const { wallet } = signing();
  const canSign = findFeature(wallet, 'solana:signTransaction') !== undefined;
  const canSend = canSign || findFeature(wallet, 'solana:signAndSendTransaction') !== undefined;

  const signAll = async (transactions: readonly Uint8Array[]) =>
    (await onChain()).signSerialized(signing(), transactions);

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
          signAndSendTransaction: async (transaction, options) =>
            (await onChain()).signAndSendSerialized(signing(), transaction, options),
        }
      : {}),
  };
}
