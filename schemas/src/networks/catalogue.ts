import type { CaipNetwork } from '../resolved-config.js';
import { EIP155_MAINNETS } from './eip155-mainnets.js';
import { EIP155_TESTNETS } from './eip155-testnets.js';
import { OTHER_NAMESPACE_NETWORKS, SOLANA_NETWORKS } from './non-evm.js';

/**
 * Every network a host can reference by CAIP-2 id alone. Treat the entries as
 * read-only: config resolution hands out copies, never these objects.
 */
export const NETWORK_CATALOGUE: readonly CaipNetwork[] = [
  ...EIP155_MAINNETS,
  ...EIP155_TESTNETS,
  ...SOLANA_NETWORKS,
  ...OTHER_NAMESPACE_NETWORKS,
];

/** The catalogue entry with this CAIP-2 id, or undefined. */
export function findCatalogueNetwork(caipNetworkId: string): CaipNetwork | undefined {
  return NETWORK_CATALOGUE.find((network) => network.caipNetworkId === caipNetworkId);
}

/** CAIP-2 ids of the catalogue, for prompts and error messages. */
export function catalogueNetworkIds(): string[] {
  return NETWORK_CATALOGUE.map((network) => network.caipNetworkId);
}
