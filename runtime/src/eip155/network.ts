/**
 * Conversions between the kit's `CaipNetwork` and what EVM wallets and viem expect, with a
 * clear error for a network that is not an eip155 one.
 */
import type { Address } from 'viem';
import type { CaipNetwork } from '../core/types.js';
import { integerToHex, isEvmAddressText } from './address-text.js';

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

type Eip55 = typeof import('./eip55.js');
let eip55: Eip55 | undefined;
let loadingEip55: Promise<Eip55> | undefined;
/**
 * One promise for every caller, so accounts read in a row are answered in that order. A failed
 * load (the chunk did not arrive) is forgotten, so the next account read tries again instead of
 * failing until the page reloads.
 */
const loadEip55 = () =>
  (loadingEip55 ??= import('./eip55.js').then(
    (module) => (eip55 = module),
    (error: unknown) => {
      loadingEip55 = undefined;
      throw error;
    },
  ));

function firstAddressText(accounts: unknown): string | undefined {
  const first: unknown = Array.isArray(accounts) ? accounts[0] : undefined;
  return isEvmAddressText(first) ? first : undefined;
}

/**
 * The first account a wallet lists, checksummed for display; undefined when none is valid.
 * The checksum code loads with the first account a wallet lists (and while the wallet answers,
 * when given its answer as a promise); from then on, and for a list without an account, the
 * answer comes at once rather than as a promise.
 */
export function firstWalletAccount(
  accounts: unknown,
): Address | undefined | Promise<Address | undefined> {
  if (!(accounts instanceof Promise)) {
    const first = firstAddressText(accounts);
    if (!first) return undefined;
    if (eip55) return eip55.checksumAddress(first);
  }
  return Promise.all([accounts, loadEip55()]).then(([listed, { checksumAddress }]) => {
    const first = firstAddressText(listed);
    return first ? checksumAddress(first) : undefined;
  });
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
