/**
 * The bip122 `ChainAdapter` for Bitcoin browser wallets (Wallet Standard `bitcoin:*` wallets
 * and sats-connect providers): connects and keeps the wallet's payment and ordinals addresses,
 * shows the one of the page's account type, signs messages (BIP-322, or the legacy form where
 * that is all the wallet makes), and reconnects silently after a reload when the wallet still
 * allows the page. The kit reads no Bitcoin balances and sends nothing here.
 */
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
import { getWallets } from '@wallet-standard/app';
import type { AdapterConnection, CaipNetwork, ChainAdapter } from '../core/types.js';
import { accountInUse, type Bip122Account, type Bip122Purpose } from './accounts.js';
import {
  createBip122Discovery,
  type Bip122Connector,
  type Bip122WalletSource,
  type Bip122WindowLike,
} from './discovery.js';
import { bip122Reference, isAddressOfNetwork } from './network.js';

export interface Bip122AdapterOptions {
  /** Wallet Standard wallets; defaults to the page's registry (`getWallets()`). */
  wallets?: Bip122WalletSource;
  /** The window sats-connect providers inject into; defaults to the global `window`. */
  window?: Bip122WindowLike;
  /** Which address the kit connects and shows: the payment one (default) or the ordinals one. */
  accountType?: Bip122Purpose;
  /** How long a silent reconnect waits for the remembered wallet to appear. Default 1000 ms. */
  reconnectWaitMs?: number;
}

export interface Bip122Adapter extends ChainAdapter {
  readonly namespace: 'bip122';
  /** The connected wallet's addresses of the network in use, payment and ordinals. */
  getAccounts(): Bip122Account[];
}

interface Bip122Session extends BrowserWalletSession {
  readonly connector: Bip122Connector;
  network: CaipNetwork;
  accounts: Bip122Account[];
  current: Bip122Account;
}

function pageWindow(): (Bip122WindowLike & Window) | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

export function createBip122Adapter(options: Bip122AdapterOptions = {}): Bip122Adapter {
  const page = pageWindow();
  const win = options.window ?? page;
  const source: Bip122WalletSource | undefined =
    options.wallets ?? (page ? (getWallets() as unknown as Bip122WalletSource) : undefined);
  // The adapter's own option first, then the config's account type for Bitcoin.
  const purpose = (): Bip122Purpose =>
    options.accountType ?? (state.context?.accountType === 'ordinals' ? 'ordinals' : 'payment');
  const reconnectWaitMs = options.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS;
  const state = createBrowserWalletState<Bip122Session>('bitcoin');
  const discovery = createBip122Discovery(source, win, state.connectorsChanged);

  /** The wallet's addresses changed: keep the address in use, or move to the new one. */
  async function onWalletChange(opened: Bip122Session): Promise<void> {
    const accounts = await opened.connector.wallet.authorized(opened.network).catch(() => null);
    if (state.session !== opened) return;
    const next = accounts ? accountInUse(accounts, purpose()) : undefined;
    if (!accounts || !next) {
      state.lost();
      return;
    }
    opened.accounts = accounts;
    if (next.address === opened.current.address) return;
    opened.current = next;
    state.context?.emit({ type: 'accountsChanged', address: next.address });
  }

  function begin(
    connector: Bip122Connector,
    network: CaipNetwork,
    accounts: Bip122Account[],
  ): AdapterConnection {
    const usable = accounts.filter((account) => isAddressOfNetwork(account.address, network));
    const current = accountInUse(usable, purpose());
    if (!current) throw new Error(`${connector.name} has no address for this network`);
    const opened = state.begin({
      connector,
      network,
      accounts: usable,
      current,
      unsubscribe: () => undefined,
    });
    const off = connector.wallet.onChange?.(() => void onWalletChange(opened));
    if (off) opened.unsubscribe = off;
    return { address: current.address, chainId: bip122Reference(network) };
  }

  return {
    namespace: 'bip122',
    ...browserWalletMembers(state, discovery),

    async connect({ connectorId, network }) {
      bip122Reference(network);
      const connector = discoveredConnector(discovery, connectorId);
      return begin(connector, network, await connector.wallet.connect(network));
    },

    reconnect: ({ connectorId, network }) =>
      reconnectDiscovered(discovery, connectorId, reconnectWaitMs, async (connector) => {
        const accounts = await connector.wallet.authorized(network);
        return accounts ? begin(connector, network, accounts) : null;
      }),

    async disconnect() {
      const ended = state.end();
      await ended?.connector.wallet.disconnect().catch(() => undefined);
    },

    async switchNetwork({ network }) {
      bip122Reference(network);
      assertConfiguredNetwork(state.context, network);
      const current = state.session;
      if (!current) return;
      // Mainnet and testnet addresses differ: the wallet must hold one of the new network.
      const accounts = (await current.connector.wallet.authorized(network)) ?? [];
      const next = accountInUse(accounts, purpose());
      if (!next) throw new Error('Chain is not supported');
      current.network = network;
      current.accounts = accounts;
      current.current = next;
      state.context?.emit({ type: 'accountsChanged', address: next.address });
    },

    async signMessage({ message, address }) {
      const { connector, accounts } = state.connected();
      const account = accounts.find((candidate) => candidate.address === address);
      if (!account) throw new Error(`Account ${address} is not connected`);
      return connector.wallet.signMessage(account, message);
    },

    getAccounts() {
      return state.session?.accounts.map((account) => ({ ...account })) ?? [];
    },
  };
}
