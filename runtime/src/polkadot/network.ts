/**
 * Polkadot networks are named by their genesis-hash prefix (`polkadot:91b171bb…`). An
 * extension hands out its accounts in one address format; the kit shows each in the format of
 * the network in use (its SS58 prefix), the generic one (42) for a network it does not know.
 */
import { POLKADOT_SS58_PREFIXES, withSs58Prefix } from '@wallet-kit/schemas';
import type { CaipNetwork } from '../core/types.js';
import type { InjectedAccount } from './injected-web3.js';

const GENERIC_SS58_PREFIX = 42;
/** Ethereum-style accounts (20-byte keys) of some extensions are not Polkadot accounts. */
const SIGNING_KEY_TYPES = ['sr25519', 'ed25519', 'ecdsa'];

export function polkadotReference(network: CaipNetwork): string {
  const [namespace, reference] = network.caipNetworkId.split(':');
  if (namespace !== 'polkadot' || !reference) {
    throw new Error(`${network.caipNetworkId} is not a Polkadot network`);
  }
  return reference;
}

export function addressForNetwork(address: string, network: CaipNetwork): string | undefined {
  const prefix = POLKADOT_SS58_PREFIXES[polkadotReference(network)] ?? GENERIC_SS58_PREFIX;
  return withSs58Prefix(address, prefix);
}

/** An account the network can use: a Polkadot key, for any chain or for this one. */
export function isAccountOfNetwork(account: InjectedAccount, network: CaipNetwork): boolean {
  if (account.type !== undefined && !SIGNING_KEY_TYPES.includes(account.type)) return false;
  if (addressForNetwork(account.address, network) === undefined) return false;
  const genesis = account.genesisHash?.replace(/^0x/, '').toLowerCase();
  return !genesis || genesis.startsWith(polkadotReference(network));
}
