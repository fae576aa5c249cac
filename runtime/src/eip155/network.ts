/**
 * Conversions between the kit's `CaipNetwork` and what EVM wallets and viem expect, with a
 * clear error for a network that is not an eip155 one.
 */
import type { Address } from 'viem';
import type { CaipNetwork } from '../core/types.js';
import { checksumAddress, integerToHex, isEvmAddressText } from './checksum-address.js';

/** The numeric EVM chain id of an eip155 network; throws on anything else. */
export function eip155ChainId(network: CaipNetwork): number {
  if (network.chainNamespace !== 'eip155') {
    throw new Error(`Network ${network.caipNetworkId} is not an eip155 network`);
  }
  const chainId = typeof network.id === 'number' ? network.id : Number(network.id);
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new Error(`Invalid eip155 chain id: ${String(network.id)}`);
  }
  return chainId;
}

export function eip155ChainIdHex(network: CaipNetwork): `0x${string}` {
  return integerToHex(eip155ChainId(network));
}

/** The RPC endpoint the kit reads the chain through (never the wallet's own RPC). */
export function networkRpcUrl(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0];
  if (!url) throw new Error(`No RPC URL configured for network ${network.caipNetworkId}`);
  return url;
}

/**
 * A chain id as wallets report it: a hex string per EIP-1193, but some older wallets send a
 * number or a decimal string. Returns undefined when it is none of those.
 */
export function parseWalletChainId(value: unknown): number | undefined {
  const chainId =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined;
}

/** The first account a wallet lists, checksummed for display; undefined when none is valid. */
export function firstWalletAccount(accounts: unknown): Address | undefined {
  if (!Array.isArray(accounts)) return undefined;
  const first: unknown = accounts[0];
  return isEvmAddressText(first) ? checksumAddress(first) : undefined;
}

/** The `wallet_addEthereumChain` parameter (EIP-3085) describing a network. */
export function addEthereumChainParameter(network: CaipNetwork): Record<string, unknown> {
  const explorer = network.blockExplorers?.default.url;
  const icon = network.assets?.imageUrl;
  return {
    chainId: eip155ChainIdHex(network),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    ...(icon ? { iconUrls: [icon] } : {}),
  };
}
