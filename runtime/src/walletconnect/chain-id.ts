/**
 * The chain id as the core expects it from an adapter: a number for eip155, the CAIP-2
 * reference for the other families.
 */
import type { CaipNetworkId } from '../core/types.js';

export function adapterChainId(caipNetworkId: CaipNetworkId): number | string {
  const [namespace, reference = ''] = caipNetworkId.split(':');
  return namespace === 'eip155' ? Number(reference) : reference;
}
