/**
 * The visitor's key, made and used only inside the frame. One random 32-byte seed; the EVM key
 * and the Solana key are derived from it with HKDF-SHA256, one label per family, so neither
 * key reveals the other. The seed is split 2-of-3 (device, auth and recovery shares): any two
 * shares give it back, one alone reveals nothing. Who holds which share, and what each party
 * can do with it, is written in docs/embedded-wallet.md and docs/decisions.md.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { base58Encode } from '@wallet-kit/schemas';
import { combine, split } from 'shamir-secret-sharing';
import { fromBase64, toBase64 } from './encoding.js';
import { evmKeyOf, type EvmKey } from './evm-key.js';

export const KEY_LABELS = {
  eip155: 'wallet-kit/embedded/eip155/v1',
  solana: 'wallet-kit/embedded/solana/v1',
} as const;

/** The visitor's Solana key: the ed25519 seed, its public key and the base58 address. */
export interface SolanaKey {
  secretSeed: Uint8Array;
  publicKey: Uint8Array;
  address: string;
}

export interface WalletKeys {
  eip155: EvmKey;
  solana: SolanaKey;
}

interface SeedShares {
  device: string;
  auth: string;
  recovery: string;
}

export function newSeed(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(32));
}

export async function deriveKey(seed: Uint8Array, label: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(seed), 'HKDF', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(32),
      info: new TextEncoder().encode(label),
    },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export async function walletKeys(seed: Uint8Array): Promise<WalletKeys> {
  const evmKey = await deriveKey(seed, KEY_LABELS.eip155);
  const solanaSeed = await deriveKey(seed, KEY_LABELS.solana);
  const publicKey = ed25519.getPublicKey(solanaSeed);
  return {
    eip155: evmKeyOf(evmKey),
    solana: { secretSeed: solanaSeed, publicKey, address: base58Encode(publicKey) },
  };
}

export function walletAddresses(keys: WalletKeys) {
  return { eip155: keys.eip155.address, solana: keys.solana.address };
}

export async function splitSeed(seed: Uint8Array): Promise<SeedShares> {
  const [device, auth, recovery] = await split(seed, 3, 2);
  return { device: toBase64(device!), auth: toBase64(auth!), recovery: toBase64(recovery!) };
}

export async function combineShares(first: string, second: string): Promise<Uint8Array> {
  return combine([fromBase64(first), fromBase64(second)]);
}

/**
 * Another share of the same seed, at a fresh point, from any two of its shares: the value of the
 * sharing polynomial at `x`. Over GF(2^8) adding `x` to every sample's x-coordinate shifts the
 * polynomial, so the library's own interpolation at 0 of the shifted samples is its value at `x`.
 * This lets a device mint a recovery share for a new passkey (device + auth), and a recovered
 * device mint a device share of its own (auth + recovery), without changing the other shares.
 */
export async function newShareFrom(first: string, second: string): Promise<string> {
  const a = fromBase64(first);
  const b = fromBase64(second);
  const last = a.length - 1;
  let x = 0;
  while (x === 0 || x === a[last] || x === b[last]) {
    x = crypto.getRandomValues(new Uint8Array(1))[0]!;
  }
  const shifted = (share: Uint8Array) => {
    const copy = Uint8Array.from(share);
    copy[last] = share[last]! ^ x;
    return copy;
  };
  const value = await combine([shifted(a), shifted(b)]);
  const share = new Uint8Array(a.length);
  share.set(value);
  share[last] = x;
  return toBase64(share);
}
