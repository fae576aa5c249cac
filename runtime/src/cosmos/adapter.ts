/**
 * The cosmos `ChainAdapter` for Keplr-style browser wallets: connects through `enable` and
 * `getKey` for the network's chain id, follows the wallet's key changes, and signs messages
 * with ADR-036 `signArbitrary`. The kit reads no Cosmos balances and sends nothing here.
 */
import { withinTime } from '@wallet-kit/schemas';
import {
  browserWalletMembers,
  createBrowserWalletState,
  type BrowserWalletSession,
} from '../core/browser-wallet-session.js';
import {
  assertConfiguredNetwork,
  discoveredConnector,
  reconnectDiscovered,
  DEFAULT_RECONNECT_WAIT_MS,
} from '../core/discovered-wallets.js';
import type { AdapterConnection, CaipNetwork, ChainAdapter } from '../core/types.js';
import {
  createCosmosDiscovery,
  keyChangeEventOf,
  type CosmosWalletConnector,
} from './discovery.js';
import {
  defaultCosmosWindow,
  type CosmosWindowLike,
  type KeplrKey,
  type KeplrLike,
} from './keplr-source.js';
import { cosmosChainId } from './network.js';
import { callCosmosWallet } from './wallet-errors.js';

export interface CosmosAdapterOptions {
  /** The window wallets inject into; defaults to the global `window` (none during SSR). */
  window?: CosmosWindowLike;
  /** How long a silent reconnect waits for the remembered wallet to inject. Default 1000 ms. */
  reconnectWaitMs?: number;
}

export interface CosmosAdapter extends ChainAdapter {
  readonly namespace: 'cosmos';
}

/** Disconnecting must feel instant even when a wallet never answers. */
const DISCONNECT_TIMEOUT_MS = 1000;

interface CosmosSession extends BrowserWalletSession {
  readonly connector: CosmosWalletConnector;
  wallet: KeplrLike;
  chainId: string;
  address: string;
}

/** The key's name for the kit: Keplr-style wallets name each account the visitor keeps. */
function nameOf(key: KeplrKey): { accountName?: string } {
  return typeof key.name === 'string' && key.name !== '' ? { accountName: key.name } : {};
}

export function createCosmosAdapter(options: CosmosAdapterOptions = {}): CosmosAdapter {
  const win = options.window ?? defaultCosmosWindow();
  const reconnectWaitMs = options.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS;
  const state = createBrowserWalletState<CosmosSession>('cosmos');
  const discovery = createCosmosDiscovery(win, state.connectorsChanged);

  function listenForKeyChanges(connectorId: string, wallet: KeplrLike): () => void {
    const eventName = keyChangeEventOf(connectorId);
    if (!win || !eventName) return () => undefined;
    // The wallet says only "the key changed": ask it for the account of the chain in use.
    const onChange = () => {
      const current = state.session;
      if (!current || current.wallet !== wallet) return;
      wallet.getKey(current.chainId).then(
        (key) => {
          if (state.session !== current || key.bech32Address === current.address) return;
          current.address = key.bech32Address;
          state.context?.emit({
            type: 'accountsChanged',
            address: key.bech32Address,
            ...nameOf(key),
          });
        },
        () => {
          if (state.session === current) state.lost();
        },
      );
    };
    win.addEventListener(eventName, onChange);
    return () => win.removeEventListener(eventName, onChange);
  }

  async function open(
    connector: CosmosWalletConnector,
    network: CaipNetwork,
  ): Promise<AdapterConnection> {
    const chainId = cosmosChainId(network);
    const wallet = connector.provider;
    await callCosmosWallet(() => wallet.enable(chainId));
    const key = await callCosmosWallet(() => wallet.getKey(chainId));
    if (typeof key?.bech32Address !== 'string' || key.bech32Address === '') {
      throw new Error(`${connector.name} returned no account for ${chainId}`);
    }
    state.begin({
      connector,
      wallet,
      chainId,
      address: key.bech32Address,
      unsubscribe: listenForKeyChanges(connector.id, wallet),
    });
    return { address: key.bech32Address, chainId, ...nameOf(key) };
  }

  return {
    namespace: 'cosmos',
    ...browserWalletMembers(state, discovery),

    connect: async ({ connectorId, network }) =>
      open(discoveredConnector(discovery, connectorId), network),

    reconnect: ({ connectorId, network }) =>
      // A page the visitor has approved is answered at once, without a prompt.
      reconnectDiscovered(discovery, connectorId, reconnectWaitMs, (connector) =>
        open(connector, network),
      ),

    async disconnect() {
      const ended = state.end();
      const disable = ended?.wallet.disable;
      if (!ended || !disable) return;
      // Best effort: the kit forgets the session whatever the wallet answers.
      await withinTime(
        disable.call(ended.wallet, ended.chainId).catch(() => undefined),
        DISCONNECT_TIMEOUT_MS,
        () => undefined,
      );
    },

    async switchNetwork({ network }) {
      assertConfiguredNetwork(state.context, network);
      const current = state.session;
      if (!current) return;
      const connector = discovery.find(current.connector.id);
      if (!connector) throw new Error(`Wallet ${current.connector.id} is not available`);
      // Each chain has its own address prefix: the wallet enables the chain and gives its key.
      // The kit sets the network itself once this resolves; the account may read differently.
      const { address, accountName } = await open(connector, network);
      if (address !== current.address) {
        state.context?.emit({
          type: 'accountsChanged',
          address,
          ...(accountName ? { accountName } : {}),
        });
      }
    },

    async signMessage({ message, address }) {
      const { wallet, chainId, address: connectedAddress } = state.connected();
      if (address !== connectedAddress) throw new Error(`Account ${address} is not connected`);
      const signed = await callCosmosWallet(() => wallet.signArbitrary(chainId, address, message));
      if (typeof signed?.signature !== 'string' || typeof signed.pub_key?.value !== 'string') {
        throw new Error('The wallet returned an invalid signature');
      }
      // The kit's Cosmos signature: the amino StdSignature as JSON, as servers verify it.
      return JSON.stringify({ pub_key: signed.pub_key, signature: signed.signature });
    },
  };
}
