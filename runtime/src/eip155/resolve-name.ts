/**
 * ENS name → address through the network's ENS Universal Resolver (`ensUniversalResolver` on the
 * kit's network: the catalogue sets it for Ethereum mainnet and Sepolia, a host may set it on any
 * eip155 network). Without one there is nothing to ask, so the answer is "no address" without a
 * call; an address is never looked up as a name. The ENS normaliser (~40 KB) is loaded only when
 * a visitor types a name.
 */
import { isAddress } from 'viem';
import { getEnsAddress, getEnsName, getEnsText } from 'viem/actions';
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

/**
 * The address's primary ENS name as the Universal Resolver reports it, or undefined when the
 * network has no resolver or the address has no name. A name that is not in ENS normal form is
 * never returned: a look-alike spelling of another name is not shown as this account's name.
 */
export async function reverseEnsName(
  client: Eip155Client,
  network: CaipNetwork,
  address: string,
): Promise<string | undefined> {
  const universalResolverAddress = ensUniversalResolver(network);
  if (!universalResolverAddress || !isAddress(address, { strict: false })) return undefined;
  const name = await getEnsName(client, { address, universalResolverAddress });
  if (!name) return undefined;
  const { normalize } = await import('viem/ens');
  try {
    return normalize(name) === name ? name : undefined;
  } catch {
    return undefined;
  }
}

/** A text record of an ENS name (e.g. `avatar`), undefined when unset or without a resolver. */
export async function ensText(
  client: Eip155Client,
  network: CaipNetwork,
  name: string,
  key: string,
): Promise<string | undefined> {
  const universalResolverAddress = ensUniversalResolver(network);
  if (!universalResolverAddress) return undefined;
  const value = await getEnsText(client, { name, key, universalResolverAddress });
  return value ?? undefined;
}
