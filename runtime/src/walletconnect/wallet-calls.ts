/**
 * A WalletConnect wallet's signing and sending calls for the host app. eip155 goes through the
 * core's EIP-1193 calls over the session; Solana through WalletConnect's Solana RPC
 * (transactions base64, signatures base58); the other families have none beyond signMessage. A method the wallet did not approve in the session
 * is refused as unsupported before anything is sent.
 */
import { eip1193WalletCalls } from '../core/wallet-calls/eip1193-calls.js';
import { unsupportedWalletCall } from '../core/wallet-calls/errors.js';
import type { SolanaSendOptions, WalletCalls } from '../core/wallet-calls/types.js';
import { base58Decode, type WalletCallName } from '@wallet-kit/schemas';
import type { CaipNetworkId, ChainNamespace } from '../core/types.js';
import type { WalletConnectClient } from './client-api.js';
import { withSignature } from './solana-transaction-bytes.js';

interface Connection {
  address: string;
  caipNetworkId: CaipNetworkId;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: unknown, what: string): Uint8Array {
  if (typeof text !== 'string' || text === '') throw new Error(`The wallet returned no ${what}`);
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function field(result: unknown, key: string): unknown {
  return typeof result === 'object' && result !== null
    ? (result as Record<string, unknown>)[key]
    : undefined;
}

export function walletConnectWalletCalls(
  client: WalletConnectClient,
  namespace: ChainNamespace,
  connection: () => Connection | undefined,
): WalletCalls {
  const methods = () => client.getSession()?.namespaces[namespace]?.methods;

  function current(): Connection {
    const found = connection();
    if (!found) throw new Error(`No ${namespace} account in the WalletConnect session`);
    return found;
  }

  if (namespace === 'eip155') {
    const approved = methods();
    return eip1193WalletCalls(
      (method, params) => client.request({ chainId: current().caipNetworkId, method, params }),
      {
        async account() {
          const { address, caipNetworkId } = current();
          return { from: address, chainId: Number(caipNetworkId.split(':')[1]) };
        },
        ...(approved ? { methods: approved } : {}),
      },
    );
  }

  // The Bitcoin, Polkadot and Cosmos families' only call is the adapter's signMessage.
  if (namespace !== 'solana') return {};

  async function solana(call: WalletCallName, method: string, params: Record<string, unknown>) {
    const approved = methods();
    if (approved && !approved.includes(method)) throw unsupportedWalletCall(call, { wallet: true });
    return client.request<unknown>({ chainId: current().caipNetworkId, method, params });
  }

  async function signTransaction(transaction: Uint8Array): Promise<Uint8Array> {
    const { address } = current();
    const result = await solana('signTransaction', 'solana_signTransaction', {
      transaction: toBase64(transaction),
    });
    // Newer wallets send the signed transaction back; older ones only the signature.
    const signed = field(result, 'transaction');
    if (typeof signed === 'string' && signed !== '') return fromBase64(signed, 'transaction');
    const signature = field(result, 'signature');
    if (typeof signature !== 'string') throw new Error('The wallet returned no signature');
    return withSignature(transaction, address, signature);
  }

  return {
    signTransaction,

    async signAllTransactions(transactions) {
      const result = await solana('signAllTransactions', 'solana_signAllTransactions', {
        transactions: transactions.map(toBase64),
      });
      const signed = field(result, 'transactions');
      if (!Array.isArray(signed) || signed.length !== transactions.length) {
        throw new Error('The wallet returned the wrong number of signed transactions');
      }
      return signed.map((item) => fromBase64(item, 'transaction'));
    },

    async signAndSendTransaction(transaction, options: SolanaSendOptions = {}) {
      const result = await solana('signAndSendTransaction', 'solana_signAndSendTransaction', {
        transaction: toBase64(transaction),
        sendOptions: Object.fromEntries(
          Object.entries(options).filter(([, value]) => value !== undefined),
        ),
      });
      const signature = field(result, 'signature');
      if (typeof signature !== 'string' || base58Decode(signature)?.length !== 64) {
        throw new Error('The wallet returned an invalid signature');
      }
      return signature;
    },
  };
}
