/**
 * The name the approval panel gives a network: the kit catalogue's name for a known chain id,
 * never one the host page supplies (the host could call Ethereum "Testnet").
 */
import { findCatalogueNetwork } from '@wallet-kit/schemas';

export interface NamedNetwork {
  /** CAIP-2 id, e.g. eip155:1 or solana:5eykt4… */
  id: string;
  name: string;
}

export function namedNetwork(id: string): NamedNetwork {
  const known = findCatalogueNetwork(id);
  return { id, name: known?.name ?? 'Unknown network' };
}
