/**
 * CAIP-2 network ids and CAIP-10 account ids, and the address validation rules.
 */
import { isCaipAddress, isCaipNetworkId } from '@wallet-kit/schemas';
import type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from './types.js';

// The address validators are pure and shared with the config schema: one implementation, in schemas.
export {
  isAddressOfNamespace,
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  isEvmAddress,
  isSolanaAddress,
} from '@wallet-kit/schemas';

export function buildCaipNetworkId(
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetworkId {
  return `${namespace}:${chainId}`;
}

export function parseCaipNetworkId(id: string): { namespace: ChainNamespace; chainId: string } {
  if (!isCaipNetworkId(id)) throw new Error(`Invalid CAIP network id: "${id}"`);
  const [namespace, chainId] = id.split(':') as [ChainNamespace, string];
  return { namespace, chainId };
}

/** `namespace:chainId:address` for the given network (the CAIP-10 account id). */
export function buildCaipAddress(
  network: CaipNetwork | CaipNetworkId,
  address: string,
): CaipAddress {
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
export function createUnsupportedNetwork(
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetwork {
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
