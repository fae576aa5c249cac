/**
 * The test wallet's Bitcoin, Polkadot and Cosmos side: accounts per chain from the family
 * signers (a Bitcoin address is of its network, a Cosmos address carries the chain's prefix)
 * and answers to each namespace's WalletConnect methods with real signatures. Loaded only when
 * a dapp asks for one of these families, so EVM and Solana tests never load their libraries.
 */
import { toBase64 } from '@cosmjs/encoding';
import {
  createBip122Signer,
  createCosmosSigner,
  createPolkadotSigner,
  type Bip122Signer,
  type CosmosSigner,
  type PolkadotSigner,
} from '../family-signers/index.js';

/** The three namespaces' WalletConnect methods the wallet answers. */
export type FamilyMethod =
  | 'signMessage'
  | 'getAccountAddresses'
  | 'polkadot_signMessage'
  | 'cosmos_signAmino'
  | 'cosmos_getAccounts';

const WESTEND = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e';

/** The bech32 prefix of a Cosmos chain's addresses. */
function cosmosPrefix(chainId: string): string {
  return chainId.startsWith('cosmos:osmo') ? 'osmo' : 'cosmos';
}

function notThisWallet(address: unknown): Error {
  return Object.assign(new Error(`not this wallet's address: ${String(address)}`), { code: 4100 });
}

export interface FamilyWallet {
  /** This wallet's address on a chain of the three families. */
  address(chainId: string): Promise<string>;
  /** Answers one of FAMILY_METHODS on a chain. */
  answer(method: FamilyMethod, params: unknown, chainId: string): Promise<unknown>;
}

export function createFamilyWallet(seed = 'wallet-kit walletconnect test wallet'): FamilyWallet {
  const bitcoin = new Map<string, Bip122Signer>();
  const polkadot = new Map<string, Promise<PolkadotSigner>>();
  const cosmos = new Map<string, Promise<CosmosSigner>>();

  const bip122Signer = (chainId: string) => {
    let signer = bitcoin.get(chainId);
    if (!signer) bitcoin.set(chainId, (signer = createBip122Signer({ seed, chainId })));
    return signer;
  };
  const polkadotSigner = (chainId: string) => {
    let signer = polkadot.get(chainId);
    if (!signer) {
      signer = createPolkadotSigner({ seed, ss58Format: chainId === WESTEND ? 42 : 0 });
      polkadot.set(chainId, signer);
    }
    return signer;
  };
  const cosmosSigner = (chainId: string) => {
    const prefix = cosmosPrefix(chainId);
    let signer = cosmos.get(prefix);
    if (!signer) cosmos.set(prefix, (signer = createCosmosSigner({ seed, prefix })));
    return signer;
  };

  async function address(chainId: string): Promise<string> {
    const namespace = chainId.split(':')[0];
    if (namespace === 'bip122') return bip122Signer(chainId).address;
    if (namespace === 'polkadot') return (await polkadotSigner(chainId)).address;
    if (namespace === 'cosmos') return (await cosmosSigner(chainId)).address;
    throw new Error(`the test wallet has no ${namespace} key`);
  }

  async function answer(method: FamilyMethod, params: unknown, chainId: string): Promise<unknown> {
    const fields = (params ?? {}) as Record<string, unknown>;
    switch (method) {
      case 'signMessage': {
        const signer = bip122Signer(chainId);
        const account = fields.account ?? fields.address;
        if (account !== signer.address) throw notThisWallet(account);
        if (typeof fields.message !== 'string') throw new Error('signMessage expects a message');
        return { address: signer.address, signature: signer.signMessage(fields.message) };
      }
      case 'getAccountAddresses': {
        const signer = bip122Signer(chainId);
        return [{ address: signer.address, publicKey: signer.publicKey, purpose: 'payment' }];
      }
      case 'polkadot_signMessage': {
        const signer = await polkadotSigner(chainId);
        if (fields.address !== signer.address) throw notThisWallet(fields.address);
        if (typeof fields.message !== 'string')
          throw new Error('polkadot_signMessage expects a message');
        // As extensions do: the text is signed wrapped in <Bytes>…</Bytes>.
        return { id: 0, signature: signer.signMessage(fields.message) };
      }
      case 'cosmos_signAmino': {
        const signer = await cosmosSigner(chainId);
        if (fields.signerAddress !== signer.address) throw notThisWallet(fields.signerAddress);
        const { signed, signature } = await signer.signAmino(
          fields.signDoc as Parameters<CosmosSigner['signAmino']>[0],
        );
        return { signed, signature };
      }
      case 'cosmos_getAccounts': {
        const signer = await cosmosSigner(chainId);
        const pubkey = toBase64(Uint8Array.from(Buffer.from(signer.publicKey, 'hex')));
        return [{ algo: 'secp256k1', address: signer.address, pubkey }];
      }
    }
  }

  return { address, answer };
}
