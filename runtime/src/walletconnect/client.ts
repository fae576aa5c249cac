/**
 * `createWalletConnectClient`: one WalletConnect connection for one kit. It owns the §3
 * pairing state, loads the SDK on first use only (creating a client contacts no relay),
 * applies the §4 pairing-URI rules, and turns session events into state and adapter events.
 */
import type { AppMetadata } from '@wallet-kit/schemas';
import type { RecentWallet } from '../core/kit-api.js';
import { createKitStorage, type StorageLike } from '../core/storage.js';
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../core/types.js';
import { activeConnection, movedConnection, sessionConnections } from './connections.js';
import { WC_ERRORS } from './constants.js';
import { formatWalletLink } from './deep-links.js';
import { createWalletConnectEmitter, type WalletConnectListener } from './events.js';
import { buildNamespaces } from './namespaces.js';
import { fullResetState, isPairingExpired, type PairingPlatform } from './pairing.js';
import { createPairingFlow } from './pairing-flow.js';
import {
  personalSign,
  requestSession,
  sendTransaction,
  signSolanaMessage,
  type Eip155TransactionRequest,
  type SessionRequest,
} from './requests.js';
import { initProvider, releaseProvider, type Provider, type SdkStorage } from './sdk.js';
import { readSession, type WalletConnectSession } from './session.js';
import { subscribeToSession } from './session-events.js';
import {
  createWalletConnectStore,
  initialWalletConnectState,
  type WalletConnectStore,
  type WalletLinking,
} from './state.js';
import { switchSessionNetwork } from './switch-network.js';

export interface WalletConnectClientOptions {
  projectId: string;
  /** The relay; absent means the SDK's default (the vendor's hosted relay). */
  relayUrl?: string;
  metadata: AppMetadata;
  networks: CaipNetwork[];
  /**
   * Names this kit's SDK storage and its cached SDK core. Must be stable across reloads (a
   * session is restored from it) and unique per kit on a page. Default `wallet-kit-<projectId>`.
   */
  storagePrefix?: string;
  now?: () => number;
  /** Defaults to detecting Telegram and iOS Safari from the browser. */
  platform?: PairingPlatform;
  /** The SDK's key-value storage; defaults to the SDK's own (IndexedDB in browsers). */
  sdkStorage?: SdkStorage;
  /** Where the deep-link choice is remembered (the kit's storage); defaults to localStorage. */
  storage?: StorageLike;
  /** SDK log level; default `error`. */
  logger?: string;
  /**
   * Let the SDK ask verify.walletconnect.org to attest this page's origin (a browser waits up
   * to 5 s for it before every proposal and request). Off by default: see sdk.ts.
   */
  verifyAttestation?: boolean;
  /** §4 full reset also clears the kit's transactions, which this client does not hold. */
  onFullReset?: () => void;
}

export interface ConnectOptions {
  /** The wallet the visitor picked; kept as `recentWallet`. */
  wallet?: RecentWallet;
  /** The network to start its family on when the wallet approves it. */
  network?: CaipNetwork;
  platform?: PairingPlatform;
}

export interface WalletConnectClient {
  readonly store: WalletConnectStore;
  readonly networks: readonly CaipNetwork[];
  readonly storagePrefix: string;
  /** Pairs with a wallet (URI in `store.wcUri`) and resolves with the approved session. */
  connect(options?: ConnectOptions): Promise<WalletConnectSession>;
  /** After a reload: the stored session, or null. Never creates a pairing URI. */
  restore(): Promise<WalletConnectSession | null>;
  disconnect(): Promise<void>;
  getSession(): WalletConnectSession | undefined;
  activeChain(namespace: ChainNamespace): CaipNetworkId | undefined;
  request<T = unknown>(request: SessionRequest): Promise<T>;
  personalSign(params: { message: string; address: string; chainId?: CaipNetworkId }): Promise<`0x${string}`>;
  sendTransaction(params: {
    transaction: Eip155TransactionRequest;
    chainId?: CaipNetworkId;
  }): Promise<`0x${string}`>;
  /** solana_signMessage; resolves with the base58 signature. */
  signSolanaMessage(params: {
    message: string | Uint8Array;
    pubkey?: string;
    chainId?: CaipNetworkId;
  }): Promise<string>;
  switchNetwork(network: CaipNetwork): Promise<void>;
  /** §4: true when the URI is missing or has 10 s or less left. */
  isPairingExpired(): boolean;
  /** Builds the `wc?uri=` link for a wallet, remembers it as wcLinking, returns the link to open. */
  walletLink(wallet: { name: string; link: string }): string;
  setWcLinking(linking: WalletLinking | undefined): void;
  setRecentWallet(wallet: RecentWallet | undefined): void;
  setBuffering(buffering: boolean): void;
  setWcBasic(wcBasic: boolean): void;
  /** §4 full reset: disconnected, no URI, expiry, linking, recent wallet, stored deep link. */
  resetPairing(): void;
  subscribe(listener: WalletConnectListener): () => void;
  /** Releases the SDK (socket, timers, cached core). The client is unusable afterwards. */
  destroy(): Promise<void>;
}

/** A visitor's disconnect must feel instant even when the relay is gone. */
const DISCONNECT_TIMEOUT_MS = 3000;
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

export function createWalletConnectClient(options: WalletConnectClientOptions): WalletConnectClient {
  const networks = [...options.networks];
  // Built now so a network without RPC fails at start-up, not when a visitor connects.
  const namespaces = buildNamespaces(networks);
  const now = options.now ?? (() => Date.now());
  const storagePrefix = options.storagePrefix ?? `wallet-kit-${options.projectId}`;
  const deepLinkChoice = createKitStorage(options.storage).field('deepLinkChoice');
  const store = createWalletConnectStore(initialWalletConnectState(deepLinkChoice.get()));
  const emitter = createWalletConnectEmitter();
  let providerPromise: Promise<Provider> | undefined;
  let unsubscribeSession: (() => void) | undefined;
  let session: WalletConnectSession | undefined;
  let restoring: Promise<WalletConnectSession | null> | undefined;
  let destroyed = false;

  function ensureProvider(): Promise<Provider> {
    if (destroyed) return Promise.reject(new Error(WC_ERRORS.DESTROYED));
    providerPromise ??= initProvider({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      metadata: options.metadata,
      storagePrefix,
      storage: options.sdkStorage,
      logger: options.logger ?? 'error',
      verifyAttestation: options.verifyAttestation ?? false,
    }).then(
      async (provider) => {
        if (destroyed) {
          await releaseProvider(provider, storagePrefix);
          throw new Error(WC_ERRORS.DESTROYED);
        }
        unsubscribeSession = subscribeToSession(provider, sessionHandlers);
        return provider;
      },
      (error: unknown) => {
        providerPromise = undefined; // a later attempt may succeed (relay back, storage fixed)
        throw error;
      },
    );
    return providerPromise;
  }

  function adoptSession(provider: Provider, struct: Parameters<typeof readSession>[0], network?: CaipNetwork) {
    session = readSession(struct);
    const connections = sessionConnections(session, networks, {}, network);
    for (const connection of Object.values(connections)) {
      // Keep the SDK's default chain (used by its local answers, eth_chainId) in step.
      const chain = connection[0]?.caipNetworkId;
      if (chain) provider.setDefaultChain(chain);
    }
    store.setState({
      status: 'connected',
      connections,
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcError: undefined,
      buffering: false,
    });
    emitter.emit({ type: 'connected', session });
    return session;
  }

  const pairing = createPairingFlow({
    store,
    now,
    namespaces,
    ensureProvider,
    adopt: adoptSession,
    hasSession: () => session !== undefined,
  });

  /** §3 wcLinking is remembered across visits (§3 Local storage: deep-link choice). */
  function setWcLinking(linking: WalletLinking | undefined): void {
    store.setState({ wcLinking: linking });
    if (linking) deepLinkChoice.set(linking);
    else deepLinkChoice.remove();
  }

  /** §4 full reset, plus what lives outside the store: the stored deep link, transactions. */
  function fullReset(): void {
    pairing.cancel();
    store.setState(fullResetState());
    deepLinkChoice.remove();
    options.onFullReset?.();
  }

  function endSession(): void {
    session = undefined;
    store.setState({ connections: {} });
    fullReset();
  }

  /** Moves a family's active chain and tells the adapters what changed. */
  function moveChain(namespace: ChainNamespace, chain: CaipNetworkId): void {
    const connections = store.getState().connections;
    const current = activeConnection(connections, namespace);
    if (!session || !current || current.caipNetworkId === chain) return;
    const moved = movedConnection(session, current, namespace, chain);
    store.setState({ connections: { ...connections, [namespace]: [moved] } });
    emitter.emit({ type: 'chainChanged', namespace, caipNetworkId: chain });
    const address = moved.accounts[0]?.address;
    if (address !== current.accounts[0]?.address) {
      emitter.emit({ type: 'accountsChanged', namespace, address });
    }
  }

  const sessionHandlers = {
    onAccountsChanged(namespace: ChainNamespace, addresses: string[]) {
      const connections = store.getState().connections;
      const current = activeConnection(connections, namespace);
      if (!session || !current) return;
      const accounts = addresses.map((address) => ({ address }));
      const next = { ...connections };
      if (accounts.length > 0) next[namespace] = [{ ...current, accounts }];
      else delete next[namespace];
      store.setState({ connections: next });
      emitter.emit({ type: 'accountsChanged', namespace, address: addresses[0] });
    },
    onChainChanged: moveChain,
    onSessionUpdate() {
      void ensureProvider().then((provider) => {
        if (!session || !provider.session) return;
        const before = store.getState().connections;
        session = readSession(provider.session);
        const after = sessionConnections(session, networks, before);
        store.setState({ connections: after });
        for (const namespace of new Set([...Object.keys(before), ...Object.keys(after)])) {
          const family = namespace as ChainNamespace;
          const [was, is] = [activeConnection(before, family), activeConnection(after, family)];
          if (is && was?.caipNetworkId !== is.caipNetworkId) {
            emitter.emit({ type: 'chainChanged', namespace: family, caipNetworkId: is.caipNetworkId });
          }
          if (was?.accounts[0]?.address !== is?.accounts[0]?.address) {
            emitter.emit({ type: 'accountsChanged', namespace: family, address: is?.accounts[0]?.address });
          }
        }
      });
    },
    onSessionEnded(topic: string) {
      if (session?.topic !== topic) return;
      endSession();
      emitter.emit({ type: 'disconnected' });
    },
  };

  async function connectedProvider(): Promise<Provider> {
    if (!session) throw new Error(WC_ERRORS.NOT_CONNECTED);
    return ensureProvider();
  }

  function chainFor(namespace: ChainNamespace, chainId: CaipNetworkId | undefined): CaipNetworkId {
    const chain = chainId ?? activeConnection(store.getState().connections, namespace)?.caipNetworkId;
    if (!chain) throw new Error(`The WalletConnect session has no ${namespace} account`);
    return chain;
  }

  return {
    store,
    networks,
    storagePrefix,

    async connect(connectOptions = {}) {
      if (connectOptions.wallet) store.setState({ recentWallet: connectOptions.wallet });
      // One session serves every family: a second adapter connecting joins it.
      if (session) return session;
      return pairing.start(connectOptions, connectOptions.platform ?? options.platform);
    },

    async restore() {
      if (session) return session;
      restoring ??= (async () => {
        const provider = await ensureProvider();
        const struct = provider.session;
        if (!struct || struct.expiry * 1000 <= now()) return null;
        return session ?? adoptSession(provider, struct);
      })().finally(() => {
        restoring = undefined;
      });
      return restoring;
    },

    async disconnect() {
      const ended = session;
      endSession();
      if (!ended || !providerPromise) return;
      const provider = await providerPromise;
      if (provider.session?.topic !== ended.topic) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('WalletConnect disconnect timed out')), DISCONNECT_TIMEOUT_MS);
      });
      try {
        await Promise.race([provider.disconnect(), timeout]);
      } catch {
        // The wallet could not be told (relay gone): forget the session here anyway, so a
        // reload does not bring it back.
        await provider.client.session.delete(ended.topic, USER_DISCONNECTED).catch(() => undefined);
      } finally {
        clearTimeout(timer);
      }
    },

    getSession: () => session,
    activeChain: (namespace) => activeConnection(store.getState().connections, namespace)?.caipNetworkId,

    async request<T>(request: SessionRequest) {
      return requestSession<T>(await connectedProvider(), request);
    },

    async personalSign({ message, address, chainId }) {
      const provider = await connectedProvider();
      return personalSign(provider, { chainId: chainFor('eip155', chainId), message, address });
    },

    async sendTransaction({ transaction, chainId }) {
      const provider = await connectedProvider();
      return sendTransaction(provider, { chainId: chainFor('eip155', chainId), transaction });
    },

    async signSolanaMessage({ message, pubkey, chainId }) {
      const provider = await connectedProvider();
      const key = pubkey ?? activeConnection(store.getState().connections, 'solana')?.accounts[0]?.address;
      if (!key) throw new Error('The WalletConnect session has no solana account');
      return signSolanaMessage(provider, { chainId: chainFor('solana', chainId), message, pubkey: key });
    },

    async switchNetwork(network) {
      const provider = await connectedProvider();
      const family = session?.namespaces[network.chainNamespace];
      const activeChain = activeConnection(store.getState().connections, network.chainNamespace)?.caipNetworkId;
      if (!family || !activeChain) throw new Error(WC_ERRORS.CHAIN_NOT_SUPPORTED);
      await switchSessionNetwork(provider, { namespace: family, activeChain, network });
      moveChain(network.chainNamespace, network.caipNetworkId);
    },

    isPairingExpired: () => isPairingExpired(store.getState().wcPairingExpiry, now()),

    walletLink({ name, link }) {
      const uri = store.getState().wcUri;
      if (!uri) throw new Error('No WalletConnect pairing URI yet');
      const { redirect, href } = formatWalletLink(link, uri);
      setWcLinking({ name, href });
      return redirect;
    },

    setWcLinking,
    setRecentWallet: (recentWallet) => store.setState({ recentWallet }),
    setBuffering: (buffering) => store.setState({ buffering }),
    setWcBasic: (wcBasic) => store.setState({ wcBasic }),
    resetPairing: fullReset,
    subscribe: (listener) => emitter.subscribe(listener),

    async destroy() {
      if (destroyed) return;
      destroyed = true;
      pairing.cancel();
      emitter.clear();
      unsubscribeSession?.();
      const provider = await providerPromise?.catch(() => undefined);
      if (provider) await releaseProvider(provider, storagePrefix);
    },
  };
}

