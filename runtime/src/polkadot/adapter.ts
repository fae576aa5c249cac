/**
 * The polkadot `ChainAdapter` for browser extensions (`window.injectedWeb3`): connects through
 * the extension's `enable`, keeps its accounts and their names, follows its account changes,
 * and signs messages as raw bytes (sr25519 / ed25519). Addresses are shown in the SS58 format
 * of the network in use. The kit reads no Polkadot balances and sends nothing here.
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
import type { AdapterConnection, CaipNetwork, ChainAdapter } from '../core/types.js';
import { createPolkadotDiscovery, type PolkadotExtensionConnector } from './discovery.js';
import {
  defaultPolkadotWindow,
  type InjectedAccount,
  type InjectedExtension,
  type PolkadotWindowLike,
} from './injected-web3.js';
import { addressForNetwork, isAccountOfNetwork, polkadotReference } from './network.js';
import { signRawMessage } from './sign-raw.js';
import { callPolkadotExtension } from './wallet-errors.js';

export interface PolkadotAdapterOptions {
  /** The window extensions inject into; defaults to the global `window` (none during SSR). */
  window?: PolkadotWindowLike;
  /**
   * The name extensions show when asking the visitor; defaults to the kit's app name (config
   * `metadata.name`), then the page title or host.
   */
  appName?: string;
  /** How long a silent reconnect waits for the remembered extension to inject. Default 1000 ms. */
  reconnectWaitMs?: number;
}

/** An account of the connected extension, in the format of the network in use. */
export interface PolkadotAccount {
  address: string;
  /** The name the visitor gave the account in the extension. */
  name?: string;
  type?: string;
}

export interface PolkadotAdapter extends ChainAdapter {
  readonly namespace: 'polkadot';
  /** The connected extension's accounts the network can use; the first is the one in use. */
  getAccounts(): PolkadotAccount[];
  /** The connected account's name in the extension, if it has one. */
  accountName(): string | undefined;
}

const DEFAULT_APP_NAME = 'wallet-kit';

interface PolkadotSession extends BrowserWalletSession {
  readonly connector: PolkadotExtensionConnector;
  extension: InjectedExtension;
  network: CaipNetwork;
  /** Usable accounts as the extension gave them (its own address format). */
  accounts: InjectedAccount[];
  /** The account in use, as the extension names it. */
  current: InjectedAccount;
}

/** The account's name for the kit, when the visitor gave it one. */
function nameOf(account: InjectedAccount): { accountName?: string } {
  return account.name ? { accountName: account.name } : {};
}

function appNameOf(win: PolkadotWindowLike | undefined, configured: string | undefined): string {
  return configured || win?.document?.title || win?.location?.host || DEFAULT_APP_NAME;
}

export function createPolkadotAdapter(options: PolkadotAdapterOptions = {}): PolkadotAdapter {
  const win = options.window ?? defaultPolkadotWindow();
  const reconnectWaitMs = options.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS;
  const state = createBrowserWalletState<PolkadotSession>('polkadot');
  const discovery = createPolkadotDiscovery(win, state.connectorsChanged);

  function shown(account: InjectedAccount, network: CaipNetwork): string {
    return addressForNetwork(account.address, network)!;
  }

  /** The extension's account list changed: keep the account in use, or move to the first. */
  function onAccounts(opened: PolkadotSession, accounts: InjectedAccount[]): void {
    if (state.session !== opened) return;
    const usable = accounts.filter((account) => isAccountOfNetwork(account, opened.network));
    opened.accounts = usable;
    const key = shown(opened.current, opened.network);
    const kept = usable.find((account) => shown(account, opened.network) === key);
    if (kept) {
      opened.current = kept;
      return;
    }
    const next = usable[0];
    if (!next) {
      state.lost();
      return;
    }
    opened.current = next;
    state.context?.emit({
      type: 'accountsChanged',
      address: shown(next, opened.network),
      ...nameOf(next),
    });
  }

  async function open(
    connector: PolkadotExtensionConnector,
    network: CaipNetwork,
  ): Promise<AdapterConnection> {
    const reference = polkadotReference(network);
    const extension = await callPolkadotExtension(() =>
      connector.provider.enable(appNameOf(win, options.appName ?? state.context?.appName)),
    );
    const all = await callPolkadotExtension(() => extension.accounts.get());
    const accounts = all.filter((account) => isAccountOfNetwork(account, network));
    const current = accounts[0];
    if (!current) throw new Error(`${connector.name} has no account for this network`);
    const opened = state.begin({
      connector,
      extension,
      network,
      accounts,
      current,
      unsubscribe: () => undefined,
    });
    const unsubscribe = extension.accounts.subscribe?.((next) => onAccounts(opened, next));
    if (typeof unsubscribe === 'function') opened.unsubscribe = unsubscribe;
    return { address: shown(current, network), chainId: reference, ...nameOf(current) };
  }

  return {
    namespace: 'polkadot',
    ...browserWalletMembers(state, discovery),

    connect: async ({ connectorId, network }) =>
      open(discoveredConnector(discovery, connectorId), network),

    reconnect: ({ connectorId, network }) =>
      // An extension answers a page it has allowed at once; one it refused, with an error.
      reconnectDiscovered(discovery, connectorId, reconnectWaitMs, (connector) =>
        open(connector, network),
      ),

    async disconnect() {
      // The interface has no way to revoke a page: the kit forgets the extension's session.
      state.end();
    },

    async switchNetwork({ network }) {
      polkadotReference(network);
      assertConfiguredNetwork(state.context, network);
      const current = state.session;
      if (!current) return;
      const all = await callPolkadotExtension(() => current.extension.accounts.get());
      const accounts = all.filter((account) => isAccountOfNetwork(account, network));
      const before = shown(current.current, current.network);
      const kept =
        accounts.find((account) => shown(account, current.network) === before) ?? accounts[0];
      if (!kept) throw new Error('Chain is not supported');
      current.network = network;
      current.accounts = accounts;
      current.current = kept;
      // The same key reads differently on another network: the kit shows the new form.
      state.context?.emit({
        type: 'accountsChanged',
        address: shown(kept, network),
        ...nameOf(kept),
      });
    },

    async signMessage({ message, address }) {
      const { extension, current, network } = state.connected();
      if (address !== shown(current, network)) {
        throw new Error(`Account ${address} is not connected`);
      }
      // The extension finds its key by its own address format.
      return signRawMessage(extension, current.address, message);
    },

    getAccounts() {
      const { session } = state;
      if (!session) return [];
      const { accounts, network } = session;
      return accounts.map((account) => ({
        address: shown(account, network),
        ...(account.name ? { name: account.name } : {}),
        ...(account.type ? { type: account.type } : {}),
      }));
    },

    accountName: () => state.session?.current.name || undefined,
  };
}
