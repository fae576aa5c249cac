/**
 * Bitcoin networks are named by their genesis-hash prefix (`bip122:000000000019d668…`); the
 * Wallet Standard names them `bitcoin:mainnet` / `bitcoin:testnet`, sats-connect `Mainnet` /
 * `Testnet`. An address belongs to a network by its form (schemas' `isBip122Address`).
 */
import { isBip122Address } from '@wallet-kit/schemas';
import type { CaipNetwork } from '../core/types.js';

const MAINNET_REFERENCE = '000000000019d6689c085ae165831e93';

export function bip122Reference(network: CaipNetwork): string {
  const [namespace, reference] = network.caipNetworkId.split(':');
  if (namespace !== 'bip122' || !reference) {
    throw new Error(`${network.caipNetworkId} is not a Bitcoin network`);
  }
  return reference;
}

/** The Wallet Standard chain of the network. */
export function standardChainOf(network: CaipNetwork): string {
  return bip122Reference(network) === MAINNET_REFERENCE ? 'bitcoin:mainnet' : 'bitcoin:testnet';
}

export function isAddressOfNetwork(address: unknown, network: CaipNetwork): boolean {
  return isBip122Address(address, bip122Reference(network));
}
