/**
 * A Cosmos test key from a fixed seed, its bech32 address for a chain's prefix, and messages
 * signed as Keplr's `signArbitrary` does (ADR-036: an amino sign doc with one `sign/MsgSignData`
 * message, empty chain id, zero fee). The signature is the amino StdSignature; its wire form in
 * the kit is that object as JSON.
 */
import { createHash } from 'node:crypto';
import { makeSignDoc, Secp256k1Wallet, type StdSignature } from '@cosmjs/amino';
import { toBase64, toHex } from '@cosmjs/encoding';

/** Keplr's ADR-036 sign doc of `data` for `signer`. */
function adr036SignDoc(signer: string, data: string | Uint8Array) {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const message = { type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } };
  return makeSignDoc([message], { gas: '0', amount: [] }, '', '', 0, 0);
}

export interface CosmosSigner {
  readonly namespace: 'cosmos';
  readonly address: string;
  /** The compressed secp256k1 public key, hex. */
  readonly publicKey: string;
  /** ADR-036 signature of the message: the StdSignature (pub_key and base64 signature). */
  signArbitrary(message: string | Uint8Array): Promise<StdSignature>;
  /** `signArbitrary` as the kit's signature string: the StdSignature as JSON. */
  signMessage(message: string): Promise<string>;
  /** Signs an amino sign doc as it is (WalletConnect `cosmos_signAmino`). */
  signAmino(
    signDoc: Parameters<Secp256k1Wallet['signAmino']>[1],
  ): ReturnType<Secp256k1Wallet['signAmino']>;
}

export interface CosmosSignerOptions {
  seed?: string;
  /** The bech32 prefix of the chain: `cosmos` (default), `osmo`, … */
  prefix?: string;
}

export async function createCosmosSigner(options: CosmosSignerOptions = {}): Promise<CosmosSigner> {
  const secret = createHash('sha256')
    .update(options.seed ?? 'wallet-kit cosmos test key')
    .digest();
  const wallet = await Secp256k1Wallet.fromKey(new Uint8Array(secret), options.prefix ?? 'cosmos');
  const [account] = await wallet.getAccounts();
  const address = account!.address;
  async function signArbitrary(message: string | Uint8Array): Promise<StdSignature> {
    const { signature } = await wallet.signAmino(address, adr036SignDoc(address, message));
    return signature;
  }
  return {
    namespace: 'cosmos',
    address,
    publicKey: toHex(account!.pubkey),
    signArbitrary,
    signMessage: async (message) => JSON.stringify(await signArbitrary(message)),
    signAmino: (signDoc) => wallet.signAmino(address, signDoc),
  };
}
