/**
 * Small pure validators shared by the schema and the runtime.
 * They never throw: each answers "is this value well formed?".
 * The address checks of every family, with their checksum code, are in address-validation.ts:
 * a kit runs these at start, and those only where a visitor types an address.
 */
import { CHAIN_NAMESPACES } from './resolved-config.js';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from './resolved-config.js';

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
