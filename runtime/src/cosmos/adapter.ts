/**
 * The cosmos `ChainAdapter` for Keplr-style browser wallets: connects through `enable` and
 * `getKey` for the network's chain id, follows the wallet's key changes, and signs messages
 * with ADR-036 `signArbitrary`. The kit reads no Cosmos balances and sends nothing here.
 */
import { withinTime } from '@wallet-kit/schemas';
import {
  assertConfiguredNetwork,
  discoveredConnector,
  reconnectDiscovered,
  DEFAULT_RECONNECT_WAIT_MS,
} from '../core/discovered-wallets.js';
import type {
  AdapterConnection,
  AdapterContext,
  CaipNetwork,
  ChainAdapter,
} from '../core/types.js';
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

interface CosmosSession {
  connectorId: string;
  wallet: KeplrLike;
  chainId: string;
  address: string;
  stopListening(): void;
}

/** The key's name for the kit: Keplr-style wallets name each account the visitor keeps. */
function nameOf(key: KeplrKey): { accountName?: string } {
  return typeof key.name === 'string' && key.name !== '' ? { accountName: key.name } : {};
}

export function createCosmosAdapter(options: CosmosAdapterOptions = {}): CosmosAdapter {
  const win = options.window ?? defaultCosmosWindow();
  const reconnectWaitMs = options.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS;
  let context: AdapterContext | undefined;
  let session: CosmosSession | undefined;

  const discovery = createCosmosDiscovery(win, (connectors) => {
    // The connected wallet went away (extension disabled): the connection is over.
    if (session && !connectors.some((connector) => connector.provider === session?.wallet)) {
      endSession();
      context?.emit({ type: 'disconnect' });
    }
    context?.emit({ type: 'connectors', connectors });
  });

  function endSession(): CosmosSession | undefined {
    const ended = session;
    session = undefined;
    ended?.stopListening();
    return ended;
  }

  function listenForKeyChanges(connectorId: string, wallet: KeplrLike): () => void {
    const eventName = keyChangeEventOf(connectorId);
    if (!win || !eventName) return () => undefined;
    // The wallet says only "the key changed": ask it for the account of the chain in use.
    const onChange = () => {
      const current = session;
      if (!current || current.wallet !== wallet) return;
      wallet.getKey(current.chainId).then(
        (key) => {
          if (session !== current || key.bech32Address === current.address) return;
          current.address = key.bech32Address;
          context?.emit({ type: 'accountsChanged', address: key.bech32Address, ...nameOf(key) });
        },
        () => {
          if (session !== current) return;
          endSession();
          context?.emit({ type: 'disconnect' });
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
    endSession();
    session = {
      connectorId: connector.id,
      wallet,
      chainId,
      address: key.bech32Address,
      stopListening: listenForKeyChanges(connector.id, wallet),
    };
    return { address: key.bech32Address, chainId, ...nameOf(key) };
  }

  function connected(): CosmosSession {
    if (!session) throw new Error('No cosmos wallet is connected');
    return session;
  }

  return {
    namespace: 'cosmos',

    init(kitContext) {
      context = kitContext;
      discovery.start();
    },

    getConnectors: () => discovery.connectors(),

    connect: async ({ connectorId, network }) =>
      open(discoveredConnector(discovery, connectorId), network),

    reconnect: ({ connectorId, network }) =>
      // A page the visitor has approved is answered at once, without a prompt.
      reconnectDiscovered(discovery, connectorId, reconnectWaitMs, (connector) =>
        open(connector, network),
      ),

    async disconnect() {
      const ended = endSession();
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
      assertConfiguredNetwork(context, network);
      const current = session;
      if (!current) return;
      const connector = discovery.find(current.connectorId);
      if (!connector) throw new Error(`Wallet ${current.connectorId} is not available`);
      // Each chain has its own address prefix: the wallet enables the chain and gives its key.
      // The kit sets the network itself once this resolves; the account may read differently.
      const { address, accountName } = await open(connector, network);
      if (address !== current.address) {
        context?.emit({
          type: 'accountsChanged',
          address,
          ...(accountName ? { accountName } : {}),
        });
      }
    },

    async getBalance() {
      // No RPC or indexer of this family is configured: a balance that was not read is not
      // shown, rather than a made-up zero (docs/decisions.md).
      return undefined;
    },

    async signMessage({ message, address }) {
      const { wallet, chainId, address: connectedAddress } = connected();
      if (address !== connectedAddress) throw new Error(`Account ${address} is not connected`);
      const signed = await callCosmosWallet(() => wallet.signArbitrary(chainId, address, message));
      if (typeof signed?.signature !== 'string' || typeof signed.pub_key?.value !== 'string') {
        throw new Error('The wallet returned an invalid signature');
      }
      // The kit's Cosmos signature: the amino StdSignature as JSON, as servers verify it.
      return JSON.stringify({ pub_key: signed.pub_key, signature: signed.signature });
    },

    destroy() {
      discovery.stop();
      endSession();
    },
  };
}
