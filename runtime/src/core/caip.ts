/**
 * CAIP-2 network ids and CAIP-10 account ids (§3), and the §5 address validation rules.
 */
import { CHAIN_NAMESPACES } from '@wallet-kit/schemas';
import type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from './types.js';

export function isChainNamespace(value: string): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly string[]).includes(value);
}

/** §5: optional 0x prefix then 40 hex characters. */
export function isEvmAddress(value: string): boolean {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(value);
}

/** §5: 32 to 44 base58 characters (base58 has no 0, O, I, l). */
export function isSolanaAddress(value: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value);
}

/** §5: an address is valid for eip155 and solana by their rules; other namespaces are invalid. */
export function isAddressValidForNamespace(address: string, namespace: ChainNamespace): boolean {
  if (namespace === 'eip155') return isEvmAddress(address);
  if (namespace === 'solana') return isSolanaAddress(address);
  return false;
}

/** §5: three non-empty colon-separated parts with a known namespace. */
export function isCaipAddress(value: string): value is CaipAddress {
  const parts = value.split(':');
  if (parts.length !== 3 || parts.some((part) => part === '')) return false;
  return isChainNamespace(parts[0] as string);
}

export function buildCaipNetworkId(namespace: ChainNamespace, chainId: number | string): CaipNetworkId {
  return `${namespace}:${chainId}`;
}

export function parseCaipNetworkId(id: string): { namespace: ChainNamespace; chainId: string } {
  const parts = id.split(':');
  const [namespace, chainId] = parts;
  if (parts.length !== 2 || !namespace || !chainId || !isChainNamespace(namespace)) {
    throw new Error(`Invalid CAIP network id: "${id}"`);
  }
  return { namespace, chainId };
}

/** `namespace:chainId:address` for the given network (§3 CAIP address). */
export function buildCaipAddress(network: CaipNetwork | CaipNetworkId, address: string): CaipAddress {
  const networkId = typeof network === 'string' ? network : network.caipNetworkId;
  return `${networkId}:${address}` as CaipAddress;
}

export function parseCaipAddress(value: string): {
  namespace: ChainNamespace;
  chainId: string;
  address: string;
} {
  if (!isCaipAddress(value)) throw new Error(`Invalid CAIP address: "${value}"`);
  const [namespace, chainId, address] = value.split(':') as [ChainNamespace, string, string];
  return { namespace, chainId, address };
}

/** The configured network a wallet means by `chainId` (a number for eip155, a string otherwise). */
export function findNetwork(
  networks: readonly CaipNetwork[],
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetwork | undefined {
  return networks.find(
    (network) => network.chainNamespace === namespace && String(network.id) === String(chainId),
  );
}

/**
 * Stand-in for a chain the wallet switched to but the host did not configure. It lets the
 * views say "Unknown network" and offer a switch, instead of pretending to be elsewhere.
 */
export function createUnsupportedNetwork(namespace: ChainNamespace, chainId: number | string): CaipNetwork {
  return {
    id: chainId,
    caipNetworkId: buildCaipNetworkId(namespace, chainId),
    chainNamespace: namespace,
    name: 'Unknown Network',
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
    testnet: false,
  };
}
