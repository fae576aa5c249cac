/**
 * Each network's own RPC endpoint. Every network of a WalletConnect client must have one:
 * without it the SDK would silently use rpc.walletconnect.org for that chain.
 */
import type { CaipNetwork } from '../core/types.js';

export function rpcUrlOf(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0];
  if (!url) throw new Error(`No RPC URL configured for network ${network.caipNetworkId}`);
  return url;
}
