/**
 * The embedded wallet's adapter of one family (eip155 or solana), joined to that family's own
 * adapter by the core (`combineAdapters`). Connecting reads the logged-in user's account on
 * the requested chain from the frame; a silent reconnect asks the frame whether its session
 * still lives (isConnected, then getUser) and forgets the login when it does not.
 */
import { base58Decode, base58Encode } from '@wallet-kit/schemas';
import { EMBEDDED_CONNECTOR_ID, embeddedConnector } from '../core/embedded.js';
import type {
  AdapterConnection,
  AdapterContext,
  ChainAdapter,
  ChainNamespace,
  CaipNetwork,
} from '../core/types.js';
import { eip1193WalletCalls } from '../core/wallet-calls/eip1193-calls.js';
import { textToHex } from '../core/text-hex.js';
import type { CallDescription, WalletCalls } from '../core/wallet-calls/types.js';
import { wantedAccountType } from './account-type.js';
import type { FrameUser } from './frame-protocol.js';
import { createEmbeddedProvider } from './provider.js';
import { currentNetwork, embeddedRpc, type EmbeddedSession } from './session.js';
import { signOut } from './sign-out.js';
import { refreshSmartAccountNetworks } from './smart-accounts.js';
import { socialOf } from './social-login.js';

async function getUser(session: EmbeddedSession, network: CaipNetwork): Promise<FrameUser> {
  const preferredAccountType =
    network.chainNamespace === 'eip155' ? wantedAccountType(session.host.ctx) : undefined;
  const user = await session.client.request<FrameUser>('getUser', {
    chainId: network.caipNetworkId,
    ...(preferredAccountType ? { preferredAccountType } : {}),
  });
  session.users[network.chainNamespace] = user;
  return user;
}

function connectionOf(user: FrameUser, network: CaipNetwork): AdapterConnection {
  return { address: user.address, chainId: network.id };
}

export function createEmbeddedAdapter(
  session: EmbeddedSession,
  namespace: ChainNamespace,
  reads: ChainAdapter,
): ChainAdapter {
  let context: AdapterContext | undefined;
  const provider = createEmbeddedProvider(session, namespace);
  const address = () => session.users[namespace]?.address;

  const rpc = (method: string, params: unknown) => embeddedRpc(session, namespace, method, params);

  /**
   * The eip155 calls for the host app: the core's EIP-1193 calls over this wallet's provider, so
   * signing, contract writes and EIP-5792 batches take the same path as any other wallet's.
   */
  function eip155Calls(): WalletCalls {
    // A call's description (its ABI) goes with the request to the frame's approval panel.
    const request = (method: string, params: readonly unknown[], description?: CallDescription) =>
      description
        ? embeddedRpc(session, namespace, method, params, description)
        : provider.request({ method, params });
    return eip1193WalletCalls(request, {
      async account() {
        const from = address();
        const network = currentNetwork(session, namespace);
        if (!from || !network) throw new Error('No eip155 wallet is connected');
        return { from, chainId: Number(network.id) };
      },
      // The node says why a transaction would fail before the visitor is asked to approve it.
      estimateGas: (transaction) => request('eth_estimateGas', [transaction]),
    });
  }

  function solanaCalls(): WalletCalls {
    const pubkey = address();
    const encode = (bytes: Uint8Array) => base58Encode(bytes);
    const decodeTransaction = (text: string): Uint8Array => {
      const bytes = base58Decode(text);
      if (!bytes) throw new Error('The wallet returned a transaction that is not base58');
      return bytes;
    };
    const decodeSigned = (value: unknown): Uint8Array => {
      const text = (value as { transaction?: string } | null)?.transaction ?? value;
      return decodeTransaction(String(text));
    };
    return {
      signTransaction: async (transaction) =>
        decodeSigned(
          await rpc('solana_signTransaction', { transaction: encode(transaction), pubkey }),
        ),
      signAllTransactions: async (transactions) => {
        const answer = (await rpc('solana_signAllTransactions', {
          transactions: transactions.map(encode),
          pubkey,
        })) as { transactions?: string[] } | string[];
        const list = Array.isArray(answer) ? answer : (answer.transactions ?? []);
        return list.map((item) => decodeTransaction(item));
      },
      signAndSendTransaction: async (transaction, options) => {
        const answer = (await rpc('solana_signAndSendTransaction', {
          transaction: encode(transaction),
          pubkey,
          ...(options ? { options } : {}),
        })) as { signature?: string } | string;
        return typeof answer === 'string' ? answer : String(answer.signature);
      },
    };
  }

  return {
    namespace,
    init(kitContext) {
      context = kitContext;
    },
    getConnectors: () => [{ ...embeddedConnector(namespace), provider }],

    async connect({ network }) {
      const user = await getUser(session, network);
      return connectionOf(user, network);
    },

    async reconnect({ connectorId, network }) {
      if (connectorId !== EMBEDDED_CONNECTOR_ID || !session.login.hasLogin()) return null;
      const { isConnected } = await session.client.request<{ isConnected: boolean }>(
        'isConnected',
        {},
      );
      if (!isConnected) {
        session.login.clearLogin();
        return null;
      }
      const user = await getUser(session, network);
      // A Farcaster login is not a social provider's: its name has its own line on Account.
      const farcaster = user.authProvider === 'farcaster';
      const social = farcaster ? undefined : socialOf(user);
      session.host.ctx.stores.embedded.setState({
        status: 'connected',
        email: social || farcaster ? undefined : (user.email ?? session.login.email()),
        socialProvider: social?.provider,
        userName: social?.userName,
        farcasterUserName: farcaster ? (user.userName ?? undefined) : undefined,
      });
      if (namespace === 'eip155') void refreshSmartAccountNetworks(session);
      return connectionOf(user, network);
    },

    async disconnect() {
      delete session.users[namespace];
      await signOut(session);
    },

    async switchNetwork({ network }) {
      await session.client.request('switchNetwork', { chainId: network.caipNetworkId });
      session.login.setLastUsedChainId(network.caipNetworkId);
      const user = await getUser(session, network);
      context?.emit({ type: 'accountsChanged', address: user.address });
      context?.emit({ type: 'chainChanged', chainId: network.id });
    },

    getBalance: (params) => reads.getBalance(params),

    // Sends use the family's own transfer code, signed through this wallet's provider (each
    // signature approved in the frame).
    ...reads.transfersThrough?.(provider, () => {
      const from = address();
      const network = currentNetwork(session, namespace);
      if (!from || !network) throw new Error(`No ${namespace} account is connected`);
      return { address: from, network };
    }),

    async signMessage({ message, address: signer }) {
      if (namespace === 'solana') {
        const answer = (await rpc('solana_signMessage', {
          message: base58Encode(new TextEncoder().encode(message)),
          pubkey: signer,
        })) as { signature?: string } | string;
        return typeof answer === 'string' ? answer : String(answer.signature);
      }
      return String(await rpc('personal_sign', [textToHex(message), signer]));
    },

    walletCalls() {
      if (!address()) return undefined;
      return namespace === 'solana' ? solanaCalls() : eip155Calls();
    },

    destroy() {
      context = undefined;
    },
  };
}
