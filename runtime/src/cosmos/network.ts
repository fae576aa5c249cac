/** Cosmos networks are named by their chain id (`cosmos:cosmoshub-4`): the id Keplr takes. */
import type { CaipNetwork } from '../core/types.js';

export function cosmosChainId(network: CaipNetwork): string {
  const [namespace, reference] = network.caipNetworkId.split(':');
  if (namespace !== 'cosmos' || !reference) {
    throw new Error(`${network.caipNetworkId} is not a Cosmos network`);
  }
  return reference;
}
