import { walletCalls, type WalletCallsApi } from '../../core/wallet-calls/api.js';
import { useWalletKit } from './useWalletKit.js';

/** The kit's signing and sending calls (sign typed data, send transaction, EIP-5792, Solana). */
export function useWalletCalls(): WalletCallsApi {
  return useWalletKit().feature(walletCalls);
}
