/**
 * The eip155 `ChainAdapter`: discovers browser wallets, connects to one through EIP-1193,
 * forwards its events to the kit, and reads balances over the network's own RPC.
 * All state lives in the instance; two kits on one page never share a connection.
 */
import { DEFAULT_RECONNECT_WAIT_MS } from '../core/discovered-wallets.js';
import { withinTime } from '@wallet-kit/schemas';
import type { AdapterConnection, AdapterContext, ChainAdapter } from '../core/types.js';
import type { OnChain } from './on-chain.js';
import type { TransferRequest } from './send.js';
import { createWalletDiscovery, type Eip155WindowLike } from './discovery.js';
import { requestWallet, type Eip1193Provider } from '../core/eip1193.js';
import { eip155ChainId, firstWalletAccount, parseWalletChainId } from './network.js';
import { subscribeToProvider } from './provider-events.js';
import { switchWalletNetwork } from './switch-network.js';
import { injectedWalletCalls } from './wallet-calls.js';
import { textToHex } from '../core/text-hex.js';

export interface Eip155AdapterOptions {
  /** The window to discover wallets on; defaults to the global `window` (none during SSR). */
  window?: Eip155WindowLike;
  /**
   * How long a silent reconnect waits for the remembered wallet to announce itself: many
   * extensions announce a moment after the page starts. Default 1000 ms.
   */
  reconnectWaitMs?: number;
}

/** Disconnecting must feel instant even when a wallet never answers the revoke request. */
const REVOKE_TIMEOUT_MS = 1000;

interface WalletSession {
  connectorId: string;
  provider: Eip1193Provider;
  unsubscribe(): void;
}

function defaultWindow(): Eip155WindowLike | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

async function readChainId(provider: Eip1193Provider): Promise<number> {
  const reported = await requestWallet(provider, { method: 'eth_chainId' });
  const chainId = parseWalletChainId(reported);
  if (chainId === undefined)
    throw new Error(`The wallet reported an invalid chain id: ${String(reported)}`);
  return chainId;
}

export function createEip155Adapter(options: Eip155AdapterOptions = {}): ChainAdapter {
  const reconnectWaitMs = options.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS;
  // Balances, sends and name lookups load with their viem code when first used, not with the
  // page: connecting a wallet needs none of it.
  let onChainParts: Promise<OnChain> | undefined;
  const onChain = () =>
    (onChainParts ??= import('./on-chain.js').then((parts) => parts.createOnChain()));
  let context: AdapterContext | undefined;
  let session: WalletSession | undefined;

  const discovery = createWalletDiscovery(options.window ?? defaultWindow(), (connectors) =>
    context?.emit({ type: 'connectors', connectors }),
  );

  function endSession(): WalletSession | undefined {
    const ended = session;
    session = undefined;
    ended?.unsubscribe();
    return ended;
  }

  function startSession(connectorId: string, provider: Eip1193Provider): void {
    // Release the previous wallet's listeners first, so reconnects never stack listeners.
    endSession();
    const unsubscribe = subscribeToProvider(provider, {
      emit: (event) => context?.emit(event),
      onWalletDisconnect: () => {
        if (session?.provider === provider) endSession();
      },
    });
    session = { connectorId, provider, unsubscribe };
  }

  function providerOf(connectorId: string): Eip1193Provider | undefined {
    return discovery.find(connectorId)?.provider as Eip1193Provider | undefined;
  }

  function connectedProvider(): Eip1193Provider {
    if (!session) throw new Error('No eip155 wallet is connected');
    return session.provider;
  }

  /** The configured network a wallet is on now: sends go where the wallet is. */
  async function networkOf(provider: Eip1193Provider) {
    const chainId = await readChainId(provider);
    const network = context?.networks.find(
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
    namespace: 'eip155',

    init(kitContext) {
      context = kitContext;
      discovery.start();
    },

    getConnectors: () => discovery.connectors(),

    async connect({ connectorId }): Promise<AdapterConnection> {
      const provider = providerOf(connectorId);
      if (!provider) throw new Error(`Wallet ${connectorId} is not available`);
      const address = await firstWalletAccount(
        requestWallet(provider, { method: 'eth_requestAccounts' }),
      );
      if (!address) throw new Error('The wallet returned no account');
      const chainId = await readChainId(provider);
      startSession(connectorId, provider);
      return { address, chainId };
    },

    async reconnect({ connectorId }): Promise<AdapterConnection | null> {
      const connector = await discovery.waitFor(connectorId, reconnectWaitMs);
      const provider = connector?.provider as Eip1193Provider | undefined;
      if (!provider) return null;
      // eth_accounts never prompts: a wallet that no longer authorises this page answers [].
      const address = await firstWalletAccount(requestWallet(provider, { method: 'eth_accounts' }));
      if (!address) return null;
      const chainId = await readChainId(provider);
      startSession(connectorId, provider);
      return { address, chainId };
    },

    async disconnect() {
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

    async switchNetwork({ network }) {
      // Without a wallet there is nothing to switch; the kit changes its active network itself.
      if (!session) {
        eip155ChainId(network);
        return;
      }
      await switchWalletNetwork(session.provider, network);
    },

    getBalance: async ({ address, network }) => (await onChain()).getBalance(address, network),

    getTokenBalances: async (params) => (await onChain()).getTokenBalances(params),

    sendNative: async (params) => transfersThrough(connectedProvider()).sendNative(params),

    sendToken: async (params) => transfersThrough(connectedProvider()).sendToken(params),

    estimateFee: async (request) => transfersThrough(connectedProvider()).estimateFee(request),

    transfersThrough,

    resolveName: async ({ name, network }) => (await onChain()).resolveName(network, name),

    reverseName: async ({ address, network }) => (await onChain()).reverseName(network, address),

    nameText: async ({ name, key, network }) => (await onChain()).nameText(network, name, key),

    encodeFunctionCall: async (call) => (await onChain()).encodeFunctionCall(call),

    async signMessage({ message, address }) {
      const signature = await requestWallet(connectedProvider(), {
        method: 'personal_sign',
        params: [textToHex(message), address],
      });
      if (typeof signature !== 'string' || !signature.startsWith('0x')) {
        throw new Error('The wallet returned an invalid signature');
      }
      return signature;
    },

    walletCalls: () => (session ? injectedWalletCalls(session.provider) : undefined),

    destroy() {
      discovery.stop();
      endSession();
    },
  };
}
