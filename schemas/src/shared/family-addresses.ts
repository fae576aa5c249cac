/**
 * Address checks of the Bitcoin, Polkadot and Cosmos families, checksums included:
 * - bip122: base58check P2PKH / P2SH, or bech32 (segwit v0) / bech32m (v1+, taproot); the
 *   version byte or human-readable part says mainnet or testnet and must match the chain;
 * - polkadot: SS58, base58 with a blake2b-512 checksum over `SS58PRE` + prefix + key;
 * - cosmos: bech32 with the chain's human-readable prefix (`cosmos1…`, `osmo1…`).
 */
import { blake2b } from '@noble/hashes/blake2b';
import { sha256 } from '@noble/hashes/sha2';
import { base58, bech32, bech32m, createBase58check } from '@scure/base';

const base58check = createBase58check(sha256);

/** Bitcoin mainnet and testnet by their CAIP-2 ids (genesis-hash prefixes). */
const BITCOIN_CHAINS: Record<string, { base58: readonly number[]; hrp: string }> = {
  '000000000019d6689c085ae165831e93': { base58: [0x00, 0x05], hrp: 'bc' },
  '000000000933ea01ad0ee984209779ba': { base58: [0x6f, 0xc4], hrp: 'tb' },
  // Signet shares testnet's address forms.
  '00000008819873e925422c1ff0f99f7c': { base58: [0x6f, 0xc4], hrp: 'tb' },
};

function isSegwitAddress(value: string, hrp: string): boolean {
  if (value !== value.toLowerCase() && value !== value.toUpperCase()) return false;
  const lower = value.toLowerCase();
  if (!lower.startsWith(`${hrp}1`)) return false;
  for (const [coder, version] of [
    [bech32, 0],
    [bech32m, 1],
  ] as const) {
    try {
      const { prefix, words } = coder.decode(lower as `${string}1${string}`, 90);
      const witnessVersion = words[0];
      if (prefix !== hrp || witnessVersion === undefined) continue;
      // Version 0 is bech32, every later version bech32m (BIP-350).
      if ((witnessVersion === 0) !== (version === 0) || witnessVersion > 16) continue;
      const program = coder.fromWords(words.slice(1));
      if (program.length < 2 || program.length > 40) continue;
      if (witnessVersion === 0 && program.length !== 20 && program.length !== 32) continue;
      return true;
    } catch {
      // not this encoding
    }
  }
  return false;
}

function isBase58Address(value: string, versions: readonly number[]): boolean {
  try {
    const payload = base58check.decode(value);
    return payload.length === 21 && versions.includes(payload[0]!);
  } catch {
    return false;
  }
}

/**
 * A Bitcoin address of the chain (`bip122:<genesis prefix>`), or of any known Bitcoin chain
 * when none is given.
 */
export function isBip122Address(value: unknown, chainReference?: string): boolean {
  if (typeof value !== 'string') return false;
  const chains =
    chainReference === undefined
      ? Object.values(BITCOIN_CHAINS)
      : [BITCOIN_CHAINS[chainReference]].filter((chain) => chain !== undefined);
  return chains.some(
    (chain) => isBase58Address(value, chain.base58) || isSegwitAddress(value, chain.hrp),
  );
}

const SS58_CONTEXT = new TextEncoder().encode('SS58PRE');

/** The SS58 prefix of a well-formed Polkadot address (32-byte key), or undefined. */
export function ss58PrefixOf(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(value);
  } catch {
    return undefined;
  }
  const first = bytes[0];
  if (first === undefined || first > 127) return undefined;
  // Prefixes 0 to 63 take one byte; 64 to 16383 two.
  const prefixLength = first < 64 ? 1 : 2;
  if (bytes.length !== prefixLength + 32 + 2) return undefined;
  const body = bytes.subarray(0, bytes.length - 2);
  const hash = blake2b(new Uint8Array([...SS58_CONTEXT, ...body]), { dkLen: 64 });
  if (hash[0] !== bytes[bytes.length - 2] || hash[1] !== bytes[bytes.length - 1]) return undefined;
  if (prefixLength === 1) return first;
  const second = bytes[1]!;
  return ((first & 0x3f) << 2) | (second >> 6) | ((second & 0x3f) << 8);
}

/** An SS58 address with a valid checksum (of the given prefix when one is given). */
export function isPolkadotAddress(value: unknown, ss58Prefix?: number): boolean {
  const prefix = ss58PrefixOf(value);
  return prefix !== undefined && (ss58Prefix === undefined || prefix === ss58Prefix);
}

/** A bech32 account address (20 or 32 bytes) with the given human-readable prefix, or any. */
export function isCosmosAddress(value: unknown, prefix?: string): boolean {
  if (typeof value !== 'string' || value !== value.toLowerCase()) return false;
  try {
    const decoded = bech32.decode(value as `${string}1${string}`, 90);
    const bytes = bech32.fromWords(decoded.words);
    return (
      (prefix === undefined || decoded.prefix === prefix) &&
      (bytes.length === 20 || bytes.length === 32)
    );
  } catch {
    return false;
  }
}

/** The bech32 prefix of each Cosmos chain the catalogue knows. */
export const COSMOS_ADDRESS_PREFIXES: Readonly<Record<string, string>> = {
  'cosmoshub-4': 'cosmos',
  'theta-testnet-001': 'cosmos',
  provider: 'cosmos',
  'osmosis-1': 'osmo',
  'osmo-test-5': 'osmo',
};

/** The SS58 prefix addresses of each Polkadot chain the catalogue knows are shown with. */
export const POLKADOT_SS58_PREFIXES: Readonly<Record<string, number>> = {
  '91b171bb158e2d3848fa23a9f1c25182': 0,
  e143f23803ac50e8f6f8e62695d1ce9e: 42,
};
