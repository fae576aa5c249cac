/**
 * Address checks of the Bitcoin, Polkadot and Cosmos families, checksums included:
 * - bip122: base58check P2PKH / P2SH, or bech32 (segwit v0) / bech32m (v1+, taproot); the
 *   version byte or human-readable part says mainnet or testnet and must match the chain;
 * - polkadot: SS58, base58 with a blake2b-512 checksum over `SS58PRE` + prefix + key;
 * - cosmos: bech32 with the chain's human-readable prefix (`cosmos1…`, `osmo1…`).
 */
import {
  base58Decode,
  base58Encode,
  bech32Decode,
  blake2b512,
  sha256,
  wordsToBytes,
} from './checksums.js';

/** Base58check: the payload, when its last 4 bytes are the double SHA-256 of the rest. */
function base58checkDecode(text: string): Uint8Array | undefined {
  const bytes = base58Decode(text);
  if (!bytes || bytes.length < 5) return undefined;
  const payload = bytes.subarray(0, -4);
  const checksum = sha256(sha256(payload));
  return bytes.subarray(-4).every((byte, index) => byte === checksum[index]) ? payload : undefined;
}

/** Bitcoin mainnet and testnet by their CAIP-2 ids (genesis-hash prefixes). */
const BITCOIN_CHAINS: Record<string, { base58: readonly number[]; hrp: string }> = {
  '000000000019d6689c085ae165831e93': { base58: [0x00, 0x05], hrp: 'bc' },
  '000000000933ea01ad0ee984209779ba': { base58: [0x6f, 0xc4], hrp: 'tb' },
  // Signet shares testnet's address forms.
  '00000008819873e925422c1ff0f99f7c': { base58: [0x6f, 0xc4], hrp: 'tb' },
};

function isSegwitAddress(value: string, hrp: string): boolean {
  // Either all lower case or all upper case; decoded in lower case.
  if (value !== value.toLowerCase() && value !== value.toUpperCase()) return false;
  const decoded = bech32Decode(value.toLowerCase());
  const version = decoded?.words[0];
  if (!decoded || decoded.prefix !== hrp || version === undefined || version > 16) return false;
  // Version 0 is bech32, every later version bech32m (BIP-350).
  if ((version === 0) !== (decoded.encoding === 'bech32')) return false;
  const program = wordsToBytes(decoded.words.slice(1));
  if (!program || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}

function isBase58Address(value: string, versions: readonly number[]): boolean {
  const payload = base58checkDecode(value);
  return payload?.length === 21 && versions.includes(payload[0]!);
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
  const bytes = base58Decode(value);
  const first = bytes?.[0];
  if (!bytes || first === undefined || first > 127) return undefined;
  // Prefixes 0 to 63 take one byte; 64 to 16383 two.
  const prefixLength = first < 64 ? 1 : 2;
  if (bytes.length !== prefixLength + 32 + 2) return undefined;
  const body = bytes.subarray(0, bytes.length - 2);
  const hash = blake2b512(new Uint8Array([...SS58_CONTEXT, ...body]));
  if (hash[0] !== bytes[bytes.length - 2] || hash[1] !== bytes[bytes.length - 1]) return undefined;
  if (prefixLength === 1) return first;
  const second = bytes[1]!;
  return ((first & 0x3f) << 2) | (second >> 6) | ((second & 0x3f) << 8);
}

/**
 * The same account (32-byte key) as an SS58 address with another prefix (0 to 16383), as
 * wallets hand out one key in any network's format; undefined for a malformed address.
 */
export function withSs58Prefix(value: unknown, ss58Prefix: number): string | undefined {
  if (ss58PrefixOf(value) === undefined || ss58Prefix < 0 || ss58Prefix > 16383) return undefined;
  const decoded = base58Decode(value as string)!;
  const publicKey = decoded.subarray(decoded.length - 34, decoded.length - 2);
  const prefix =
    ss58Prefix < 64
      ? [ss58Prefix]
      : [((ss58Prefix & 0xfc) >> 2) | 0x40, (ss58Prefix >> 8) | ((ss58Prefix & 0x03) << 6)];
  const body = new Uint8Array([...prefix, ...publicKey]);
  const hash = blake2b512(new Uint8Array([...SS58_CONTEXT, ...body]));
  return base58Encode(new Uint8Array([...body, hash[0]!, hash[1]!]));
}

/** An SS58 address with a valid checksum (of the given prefix when one is given). */
export function isPolkadotAddress(value: unknown, ss58Prefix?: number): boolean {
  const prefix = ss58PrefixOf(value);
  return prefix !== undefined && (ss58Prefix === undefined || prefix === ss58Prefix);
}

/** A bech32 account address (20 or 32 bytes) with the given human-readable prefix, or any. */
export function isCosmosAddress(value: unknown, prefix?: string): boolean {
  if (typeof value !== 'string') return false;
  const decoded = bech32Decode(value);
  if (decoded?.encoding !== 'bech32') return false;
  const bytes = wordsToBytes(decoded.words);
  return (
    (prefix === undefined || decoded.prefix === prefix) &&
    (bytes?.length === 20 || bytes?.length === 32)
  );
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
