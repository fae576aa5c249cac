/**
 * ENS name → address through the network's ENS Universal Resolver (`ensUniversalResolver` on the
 * kit's network: the catalogue sets it for Ethereum mainnet and Sepolia, a host may set it on any
 * eip155 network). Without one there is nothing to ask, so the answer is "no address" without a
 * call; an address is never looked up as a name. The ENS normaliser (~40 KB) is loaded only when
 * a visitor types a name.
 */
import { isAddress } from 'viem';
import { getEnsAddress } from 'viem/actions';
import type { CaipNetwork } from '../core/types.js';
import type { Eip155Client } from './public-clients.js';

/** The network's ENS Universal Resolver, or undefined where names cannot be resolved. */
export function ensUniversalResolver(network: CaipNetwork): `0x${string}` | undefined {
  return network.chainNamespace === 'eip155' ? network.ensUniversalResolver : undefined;
}

export function hasEnsRegistry(network: CaipNetwork): boolean {
  return ensUniversalResolver(network) !== undefined;
}

/** Undefined when the network has no resolver, the input is no name, or the name has no address. */
export async function resolveEnsName(
  client: Eip155Client,
  network: CaipNetwork,
  name: string,
): Promise<string | undefined> {
  const universalResolverAddress = ensUniversalResolver(network);
  const input = name.trim();
  if (!universalResolverAddress || !input.includes('.') || isAddress(input, { strict: false })) {
    return undefined;
  }
  const { normalize } = await import('viem/ens');
  const address = await getEnsAddress(client, { name: normalize(input), universalResolverAddress });
  return address ?? undefined;
}
