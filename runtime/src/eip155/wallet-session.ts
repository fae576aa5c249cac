/**
 * What the eip155 adapter does with a wallet: connecting, the silent reconnect, disconnecting,
 * switching its network, signing, following its events, and the sends it signs. Fetched on use
 * (adapter.ts `prepare`, which the kit calls as it fetches its own actions): a visitor who never
 * opens the modal and has no remembered connection needs none of it.
 */
import { withinTime } from '@wallet-kit/schemas';
import { requestWallet, type Eip1193Provider } from '../core/eip1193.js';
import { textToHex } from '../core/text-hex.js';
import type { AdapterConnection, AdapterContext, CaipNetwork } from '../core/types.js';
import type { WalletDiscovery } from './discovery.js';
import { eip155ChainId, firstWalletAccount, parseWalletChainId } from './network.js';
import type { OnChain } from './on-chain.js';
import { subscribeToProvider } from './provider-events.js';
import type { TransferRequest } from './send.js';
import { switchWalletNetwork } from './switch-network.js';
import { injectedWalletCalls } from './wallet-calls.js';

/** Disconnecting must feel instant even when a wallet never answers the revoke request. */
const REVOKE_TIMEOUT_MS = 1000;

/** What the adapter (first load) hands to its wallet code. */
export interface WalletSessionParts {
  discovery: WalletDiscovery;
  reconnectWaitMs: number;
  /** The kit's context, once the kit has initialised the adapter. */
  context(): AdapterContext | undefined;
  /** Balances, sends and name lookups, with their viem code (fetched on their first use). */
  onChain(): Promise<OnChain>;
}

async function readChainId(provider: Eip1193Provider): Promise<number> {
  const reported = await requestWallet(provider, { method: 'eth_chainId' });
  const chainId = parseWalletChainId(reported);
  if (chainId === undefined)
    throw new Error(`The wallet reported an invalid chain id: ${String(reported)}`);
  return chainId;
}

/** One adapter's wallet session: at most one connected wallet, its listeners released on end. */
export function createWalletSession(parts: WalletSessionParts) {
  const { discovery, reconnectWaitMs, context, onChain } = parts;
  let session: { provider: Eip1193Provider; unsubscribe(): void } | undefined;

  function endSession() {
    const ended = session;
    session = undefined;
    ended?.unsubscribe();
    return ended;
  }

  function startSession(provider: Eip1193Provider): void {
    // Release the previous wallet's listeners first, so reconnects never stack listeners.
    endSession();
    const unsubscribe = subscribeToProvider(provider, {
      emit: (event) => context()?.emit(event),
      onWalletDisconnect: () => {
        if (session?.provider === provider) endSession();
      },
    });
    session = { provider, unsubscribe };
  }

  function connectedProvider(): Eip1193Provider {
    if (!session) throw new Error('No eip155 wallet is connected');
    return session.provider;
  }

  /** The configured network a wallet is on now: sends go where the wallet is. */
  async function networkOf(provider: Eip1193Provider): Promise<CaipNetwork> {
    const chainId = await readChainId(provider);
    const network = context()?.networks.find(
      (n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId,
    );
    if (!network) throw new Error('Unsupported chain');
    return network;
  }

  /** Sends and fee estimates signed by `provider`: the connected wallet's or another connector's. */
  function transfersThrough(provider: Eip1193Provider) {
    const send = async (request: TransferRequest) =>
      (await onChain()).send(provider, await networkOf(provider), request);
    return {
      sendNative: ({ to, amount }: { to: string; amount: string }) => send({ to, amount }),
      sendToken: ({ token, to, amount }: { token: string; to: string; amount: string }) =>
        send({ token, to, amount }),
      async estimateFee(request: TransferRequest) {
        const network = await networkOf(provider);
        const from = await firstWalletAccount(requestWallet(provider, { method: 'eth_accounts' }));
        if (!from) throw new Error('No eip155 wallet is connected');
        return (await onChain()).estimateFee(network, from, request);
      },
    };
  }

  return {
    async connect({ connectorId }: { connectorId: string }): Promise<AdapterConnection> {
      const provider = discovery.find(connectorId)?.provider as Eip1193Provider | undefined;
      if (!provider) throw new Error(`Wallet ${connectorId} is not available`);
      const address = await firstWalletAccount(
        requestWallet(provider, { method: 'eth_requestAccounts' }),
      );
      if (!address) throw new Error('The wallet returned no account');
      const chainId = await readChainId(provider);
      startSession(provider);
      return { address, chainId };
    },

    async reconnect({ connectorId }: { connectorId: string }): Promise<AdapterConnection | null> {
      const connector = await discovery.waitFor(connectorId, reconnectWaitMs);
      const provider = connector?.provider as Eip1193Provider | undefined;
      if (!provider) return null;
      // eth_accounts never prompts: a wallet that no longer authorises this page answers [].
      const address = await firstWalletAccount(requestWallet(provider, { method: 'eth_accounts' }));
      if (!address) return null;
      const chainId = await readChainId(provider);
      startSession(provider);
      return { address, chainId };
    },

    async disconnect(): Promise<void> {
      // Stop listening first: revoking makes wallets emit accountsChanged([]), which the kit
      // must not see as a second, wallet-initiated disconnect.
      const ended = endSession();
      if (!ended) return;
      const revoke = requestWallet(ended.provider, {
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      });
      // Best effort: most wallets do not implement it yet, and the kit forgets the session anyway.
      await withinTime(revoke, REVOKE_TIMEOUT_MS, () => undefined).catch(() => undefined);
    },

    async switchNetwork({ network }: { network: CaipNetwork }): Promise<void> {
      // Without a wallet there is nothing to switch; the kit changes its active network itself.
      if (!session) {
        eip155ChainId(network);
        return;
      }
      await switchWalletNetwork(session.provider, network);
    },

    async signMessage({ message, address }: { message: string; address: string }) {
      const signature = await requestWallet(connectedProvider(), {
        method: 'personal_sign',
        params: [textToHex(message), address],
      });
      if (typeof signature !== 'string' || !signature.startsWith('0x')) {
        throw new Error('The wallet returned an invalid signature');
      }
      return signature;
    },

    sendNative: async (params: { to: string; amount: string }) =>
      transfersThrough(connectedProvider()).sendNative(params),
    sendToken: async (params: { token: string; to: string; amount: string }) =>
      transfersThrough(connectedProvider()).sendToken(params),
    estimateFee: async (request: TransferRequest) =>
      transfersThrough(connectedProvider()).estimateFee(request),
    transfersThrough,

    walletCalls: () => (session ? injectedWalletCalls(session.provider) : undefined),

    /** Releases the wallet's listeners (the adapter is destroyed). */
    end: () => void endSession(),
  };
}
