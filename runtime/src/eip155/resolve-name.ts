/**
 * ENS name → address, on the networks that have an ENS deployment (Ethereum mainnet and
 * Sepolia, whose universal resolvers viem knows). Everywhere else there is nothing to ask, so
 * the answer is "no address" without a call. The ENS normaliser (~40 KB) is loaded only when a
 * visitor types a name.
 */
import { getEnsAddress } from 'viem/actions';
import type { CaipNetwork } from '../core/types.js';
import { eip155ChainId } from './network.js';
import type { Eip155Client } from './public-clients.js';

/** Chain id → ENS universal resolver (viem/chains `mainnet`, `sepolia`). */
const ENS_UNIVERSAL_RESOLVERS: Readonly<Record<number, `0x${string}`>> = {
  1: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee',
  11155111: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee',
};

export function hasEnsRegistry(network: CaipNetwork): boolean {
  return network.chainNamespace === 'eip155' && eip155ChainId(network) in ENS_UNIVERSAL_RESOLVERS;
}

export async function resolveEnsName(
  client: Eip155Client,
  network: CaipNetwork,
  name: string,
): Promise<string | undefined> {
  if (!hasEnsRegistry(network) || !name.includes('.')) return undefined;
  const { normalize } = await import('viem/ens');
  const address = await getEnsAddress(client, {
    name: normalize(name),
    universalResolverAddress: ENS_UNIVERSAL_RESOLVERS[eip155ChainId(network)]!,
  });
  return address ?? undefined;
}
