/**
 * `createWalletConnectClient`: one WalletConnect connection for one kit. It owns the
 * pairing state, loads the SDK on first use only (creating a client contacts no relay),
 * applies the pairing-URI rules (pairing.ts), and turns session events into state and adapter events.
 */
import { createKitStorage } from '../core/storage.js';
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../core/types.js';
import type { WalletConnectClient, WalletConnectClientOptions } from './client-api.js';
import { activeConnection, sessionConnections } from './connections.js';
import { WC_ERRORS } from './constants.js';
import { formatWalletLink } from './deep-links.js';
import { createWalletConnectEmitter } from './events.js';
import { buildNamespaces } from './namespaces.js';
import { fullResetState, isPairingExpired } from './pairing.js';
import type { OneClickAuth } from '../core/one-click-auth.js';
import { createPairingFlow } from './pairing-flow.js';
import {
  personalSign,
  requestSession,
  sendTransaction,
  signSolanaMessage,
  type SessionRequest,
} from './requests.js';
import { initProvider, releaseProvider, type Provider } from './sdk.js';
import { readSession, type WalletConnectSession } from './session.js';
import { subscribeToSession } from './session-events.js';
import { createSessionSync } from './session-sync.js';
import {
  createWalletConnectStore,
  initialWalletConnectState,
  type WalletLinking,
} from './state.js';
import { switchSessionNetwork } from './switch-network.js';

/** A visitor's disconnect must feel instant even when the relay is gone. */
const DISCONNECT_TIMEOUT_MS = 3000;
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

export function createWalletConnectClient(
  options: WalletConnectClientOptions,
): WalletConnectClient {
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
  let users = 0;
  let oneClickAuth: OneClickAuth | undefined;

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
        unsubscribeSession = subscribeToSession(provider, sync);
        return provider;
      },
      (error: unknown) => {
        providerPromise = undefined; // a later attempt may succeed (relay back, storage fixed)
        throw error;
      },
    );
    return providerPromise;
  }

  function adoptSession(
    provider: Provider,
    struct: Parameters<typeof readSession>[0],
    network?: CaipNetwork,
  ) {
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
    networks,
    oneClickAuth: () => oneClickAuth,
  });

  /** The visitor's deep-link choice (wcLinking) is kept in local storage, so it survives visits. */
  function setWcLinking(linking: WalletLinking | undefined): void {
    store.setState({ wcLinking: linking });
    if (linking) deepLinkChoice.set(linking);
    else deepLinkChoice.remove();
  }

  /** Full pairing reset, plus what lives outside the store: the stored deep link, transactions. */
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

  const sync = createSessionSync({
    store,
    emitter,
    networks,
    session: () => session,
    replaceSession: (next) => {
      session = next;
    },
    endSession,
  });

  async function connectedProvider(): Promise<Provider> {
    if (!session) throw new Error(WC_ERRORS.NOT_CONNECTED);
    return ensureProvider();
  }

  function chainFor(namespace: ChainNamespace, chainId: CaipNetworkId | undefined): CaipNetworkId {
    const chain =
      chainId ?? activeConnection(store.getState().connections, namespace)?.caipNetworkId;
    if (!chain) throw new Error(`The WalletConnect session has no ${namespace} account`);
    return chain;
  }

  return {
    store,
    networks,
    storagePrefix,

    // Not async: a reused pairing (Telegram, iOS Safari) hands back the very promise of the pending attempt.
    connect(connectOptions = {}) {
      if (destroyed) return Promise.reject(new Error(WC_ERRORS.DESTROYED));
      if (connectOptions.wallet) store.setState({ recentWallet: connectOptions.wallet });
      // One session serves every family: a second adapter connecting joins it.
      if (session) return Promise.resolve(session);
      return pairing.start(connectOptions, connectOptions.platform ?? options.platform);
    },

    prepare() {
      if (destroyed || session) return;
      // The pairing that follows starts the SDK again if this attempt failed, and reports why.
      ensureProvider().catch(() => undefined);
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
      const provider = ended && (await providerPromise?.catch(() => undefined));
      if (!ended || !provider || provider.session?.topic !== ended.topic) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('WalletConnect disconnect timed out')),
          DISCONNECT_TIMEOUT_MS,
        );
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
    activeChain: (namespace) =>
      activeConnection(store.getState().connections, namespace)?.caipNetworkId,

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
      const key =
        pubkey ?? activeConnection(store.getState().connections, 'solana')?.accounts[0]?.address;
      if (!key) throw new Error('The WalletConnect session has no solana account');
      return signSolanaMessage(provider, {
        chainId: chainFor('solana', chainId),
        message,
        pubkey: key,
      });
    },

    async switchNetwork(network) {
      const provider = await connectedProvider();
      const family = session?.namespaces[network.chainNamespace];
      const activeChain = activeConnection(
        store.getState().connections,
        network.chainNamespace,
      )?.caipNetworkId;
      if (!family || !activeChain) throw new Error(WC_ERRORS.CHAIN_NOT_SUPPORTED);
      await switchSessionNetwork(provider, { namespace: family, activeChain, network });
      sync.moveChain(network.chainNamespace, network.caipNetworkId);
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
    setOneClickAuth(auth) {
      oneClickAuth = auth;
    },

    retain() {
      users += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        users -= 1;
        if (users === 0) void this.destroy();
      };
    },

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
