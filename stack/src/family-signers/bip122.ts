/**
 * A Bitcoin test key: one secp256k1 key from a fixed seed, its address of the chosen type on
 * mainnet or testnet, and messages signed the way Bitcoin wallets sign them (BIP-322 simple
 * for segwit and taproot addresses, the legacy signmessage form for P2PKH), base64.
 */
import { createHash } from 'node:crypto';
import { Address, Signer } from 'bip322-js';
import { ECPairFactory } from 'ecpair';
import * as ecc from '@bitcoinerlab/secp256k1';
import { networks } from 'bitcoinjs-lib';

export type Bip122AddressType = 'p2wpkh' | 'p2tr' | 'p2pkh' | 'p2sh-p2wpkh';

/** The CAIP-2 ids the signer knows: Bitcoin mainnet and testnet (the genesis-hash prefixes). */
export const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93';
export const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';

export interface Bip122Signer {
  readonly namespace: 'bip122';
  readonly address: string;
  /** The compressed public key, hex. */
  readonly publicKey: string;
  readonly addressType: Bip122AddressType;
  /** BIP-322 simple (legacy signmessage for P2PKH), base64. */
  signMessage(message: string): string;
}

export interface Bip122SignerOptions {
  /** Any text; the same seed always gives the same key. */
  seed?: string;
  /** A CAIP-2 id; Bitcoin mainnet unless it is the testnet one. */
  chainId?: string;
  addressType?: Bip122AddressType;
}

export function createBip122Signer(options: Bip122SignerOptions = {}): Bip122Signer {
  const seed = options.seed ?? 'wallet-kit bip122 test key';
  const addressType = options.addressType ?? 'p2wpkh';
  const testnet = options.chainId === BITCOIN_TESTNET;
  const network = testnet ? networks.testnet : networks.bitcoin;
  const privateKey = createHash('sha256').update(seed).digest();
  const pair = ECPairFactory(ecc).fromPrivateKey(privateKey, { network, compressed: true });
  const publicKey = Buffer.from(pair.publicKey);
  const addresses = Address.convertPubKeyIntoAddress(publicKey, addressType);
  const address = testnet ? addresses.testnet : addresses.mainnet;
  const wif = pair.toWIF();
  return {
    namespace: 'bip122',
    address,
    publicKey: publicKey.toString('hex'),
    addressType,
    signMessage: (message) => Signer.sign(wif, address, message).toString(),
  };
}
