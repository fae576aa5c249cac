/**
 * Typed access to the Wallet Standard features the adapter uses. A wallet's `features` is an
 * open record; these helpers look one up by name and fail with a message naming the wallet.
 */
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';

type KnownFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature;

export type FeatureName = keyof KnownFeatures;

export function findFeature<K extends FeatureName>(
  wallet: Wallet,
  name: K,
): KnownFeatures[K] | undefined {
  const feature: unknown = wallet.features[name];
  return typeof feature === 'object' && feature !== null
    ? (feature as KnownFeatures[K])
    : undefined;
}

export function requireFeature<K extends FeatureName>(wallet: Wallet, name: K): KnownFeatures[K] {
  const feature = findFeature(wallet, name);
  if (!feature) throw new Error(`${wallet.name} does not support ${name}`);
  return feature;
}

/** The account a connection uses: the first one on a Solana chain (multi-chain wallets list others). */
export function firstSolanaAccount(accounts: readonly WalletAccount[]): WalletAccount | undefined {
  return (
    accounts.find((account) => account.chains.some((chain) => chain.startsWith('solana:'))) ??
    accounts.find((account) => account.chains.length === 0)
  );
}
