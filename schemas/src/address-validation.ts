/**
 * Address checks by namespace and by network, checksums included. Apart from validation.ts
 * because they pull in the checksum code (EIP-55's Keccak, Bitcoin's, Polkadot's and
 * Cosmos'): a page loads them with the views where a visitor types an address, not with the
 * kit's start.
 */
import type { ChainNamespace } from './resolved-config.js';
import {
  COSMOS_ADDRESS_PREFIXES,
  isBip122Address,
  isCosmosAddress,
  isPolkadotAddress,
} from './shared/family-addresses.js';
import { keepsEip55Checksum } from './shared/eip55.js';
import { isCaipNetworkId, isEvmAddress, isSolanaAddress } from './validation.js';

/**
 * Address check for a namespace, on any of its networks: an EVM address in mixed case with its
 * EIP-55 checksum, Bitcoin base58check or bech32(m), Polkadot SS58 and Cosmos bech32 with their
 * checksums.
 */
export function isAddressOfNamespace(value: unknown, namespace: ChainNamespace): boolean {
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(value) && keepsEip55Checksum(value);
    case 'solana':
      return isSolanaAddress(value);
    case 'bip122':
      return isBip122Address(value);
    case 'polkadot':
      return isPolkadotAddress(value);
    case 'cosmos':
      return isCosmosAddress(value);
  }
}

/**
 * Address check for one network: a Bitcoin address must be of the chain's kind (mainnet `1…`,
 * `3…`, `bc1…`; testnet `m…`, `n…`, `2…`, `tb1…`) and a Cosmos address carry the chain's
 * bech32 prefix when the chain is known. Polkadot wallets show one key under several SS58
 * prefixes, so any valid SS58 address is one of every Polkadot network.
 */
export function isAddressOfChain(value: unknown, caipNetworkId: string): boolean {
  if (!isCaipNetworkId(caipNetworkId)) return false;
  const [namespace, reference] = caipNetworkId.split(':') as [ChainNamespace, string];
  if (namespace === 'bip122') return isBip122Address(value, reference);
  if (namespace === 'cosmos') return isCosmosAddress(value, COSMOS_ADDRESS_PREFIXES[reference]);
  return isAddressOfNamespace(value, namespace);
}
