/**
 * Solana networks as the kit names them (CAIP-2, `solana:<genesis-hash prefix>`) and as
 * Wallet Standard wallets name them (`solana:mainnet`, `solana:devnet`, `solana:testnet`).
 */
import type { IdentifierString } from '@wallet-standard/base';
import type { CaipNetwork } from '../core/types.js';

/** The error text when the wallet does not serve the requested cluster. */
export const CHAIN_NOT_SUPPORTED_MESSAGE = 'Chain is not supported';

// Wallets list clusters by name (solana-wallet-standard's chains.ts), the kit by genesis hash.
const CLUSTER_CHAINS: Readonly<Record<string, IdentifierString>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
};

/** The CAIP-2 reference of a Solana network; throws on a network of another family. */
export function solanaReference(network: CaipNetwork): string {
  if (network.chainNamespace !== 'solana') {
    throw new Error(`Network ${network.caipNetworkId} is not a solana network`);
  }
  return String(network.id);
}

/** Every chain identifier a wallet may use for this network, the usual one first. */
function walletChainIds(network: CaipNetwork): IdentifierString[] {
  const cluster = CLUSTER_CHAINS[solanaReference(network)];
  return cluster ? [cluster, network.caipNetworkId] : [network.caipNetworkId];
}

/** The identifier to pass a wallet as `chain`: the spelling the wallet itself lists. */
export function walletChainFor(
  network: CaipNetwork,
  walletChains: readonly string[],
): IdentifierString {
  const candidates = walletChainIds(network);
  return candidates.find((chain) => walletChains.includes(chain)) ?? candidates[0]!;
}

/** A wallet that lists no chains at all says nothing, so it is given the benefit of the doubt. */
export function walletSupportsNetwork(
  walletChains: readonly string[],
  network: CaipNetwork,
): boolean {
  if (walletChains.length === 0) return true;
  return walletChainIds(network).some((chain) => walletChains.includes(chain));
}

/** The RPC endpoint the adapter reads and confirms through. */
export function networkRpcUrl(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0];
  if (!url) throw new Error(`No RPC URL configured for network ${network.caipNetworkId}`);
  return url;
}
