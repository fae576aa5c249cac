/**
 * Small pure validators shared by the schema and the runtime.
 * They never throw: each answers "is this value well formed?".
 */
import { CHAIN_NAMESPACES } from './resolved-config.js';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from './resolved-config.js';
import {
  COSMOS_ADDRESS_PREFIXES,
  isBip122Address,
  isCosmosAddress,
  isPolkadotAddress,
} from './shared/family-addresses.js';

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;
// Base58 leaves out 0, O, I and l so that addresses cannot be misread.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
// CAIP-2 chain reference: 1 to 32 characters of [-_a-zA-Z0-9].
const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value);
}

/** Optional `0x` prefix then 40 hex characters (either case; no checksum check). */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value);
}

/** 32 to 44 base58 characters. */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value);
}

/**
 * Address check for a namespace, on any of its networks: Bitcoin base58check or bech32(m),
 * Polkadot SS58 and Cosmos bech32 with their checksums.
 */
export function isAddressOfNamespace(value: unknown, namespace: ChainNamespace): boolean {
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(value);
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

/** CAIP-2 chain id with a known namespace, e.g. `eip155:1`. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false;
  const parts = value.split(':');
  return parts.length === 2 && isChainNamespace(parts[0]) && CAIP2_REFERENCE.test(parts[1] ?? '');
}

/** CAIP-10 account id: three non-empty colon-separated parts with a known namespace. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false;
  const parts = value.split(':');
  return parts.length === 3 && isChainNamespace(parts[0]) && parts.every((part) => part.length > 0);
}
