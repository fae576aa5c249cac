/**
 * A Polkadot test key from a fixed seed (sr25519 or ed25519), its SS58 address for the chosen
 * network prefix, and messages signed as browser extensions sign raw bytes: the message wrapped
 * in `<Bytes>…</Bytes>` first, the signature hex.
 */
import { Keyring } from '@polkadot/keyring';
import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util';
import { blake2AsU8a, cryptoWaitReady } from '@polkadot/util-crypto';

export type PolkadotKeyType = 'sr25519' | 'ed25519';

export interface PolkadotSigner {
  readonly namespace: 'polkadot';
  readonly address: string;
  /** The 32-byte public key, hex with 0x. */
  readonly publicKey: string;
  readonly type: PolkadotKeyType;
  /** Signs `<Bytes>message</Bytes>`; the signature as 0x hex. */
  signMessage(message: string): string;
  /** Signs these exact bytes, no wrapping (a wallet that signs what it is given). */
  signBytes(bytes: Uint8Array): string;
}

export interface PolkadotSignerOptions {
  seed?: string;
  type?: PolkadotKeyType;
  /** The SS58 prefix of the address: 0 Polkadot (default), 42 generic / Westend. */
  ss58Format?: number;
}

export async function createPolkadotSigner(
  options: PolkadotSignerOptions = {},
): Promise<PolkadotSigner> {
  await cryptoWaitReady();
  const type = options.type ?? 'sr25519';
  const keyring = new Keyring({ type, ss58Format: options.ss58Format ?? 0 });
  const secret = blake2AsU8a(stringToU8a(options.seed ?? 'wallet-kit polkadot test key'), 256);
  const pair = keyring.addFromSeed(secret);
  return {
    namespace: 'polkadot',
    address: pair.address,
    publicKey: u8aToHex(pair.publicKey),
    type,
    signMessage: (message) => u8aToHex(pair.sign(u8aWrapBytes(stringToU8a(message)))),
    signBytes: (bytes) => u8aToHex(pair.sign(bytes)),
  };
}
