/**
 * The session side of a WalletConnect client, loaded by `import()` when a visitor picks
 * WalletConnect, when `prepare()` runs or when a stored session is restored: it loads the SDK,
 * applies the pairing-URI rules (pairing.ts), and turns session events into state and adapter
 * events. The client (client.ts) keeps the state, the listeners and the settings and hands
 * them over as its shell.
 */
import { withinTime } from '@wallet-kit/schemas';
import { formatWalletLink } from './deep-links.js';
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../core/types.js';
import type { ClientShell, SessionClient } from './client-api.js';
import { activeConnection, sessionConnections, type Connections } from './connections.js';
import { WC_ERRORS } from './constants.js';
import { buildNamespaces } from './namespaces.js';
import { createPairingFlow } from './pairing-flow.js';
import {
  personalSign,
  requestSession,
  sendTransaction,
  signSolanaMessage,
  type SessionRequest,
} from './requests.js';
import { DISCONNECT_TIMEOUT_MS, forgetSession, refuseSession } from './refuse-session.js';
import { initProvider, releaseProvider, type Provider } from './sdk.js';
import { readSession, type WalletConnectSession } from './session.js';
import { subscribeToSession } from './session-events.js';
import { createSessionSync } from './session-sync.js';
import { switchSessionNetwork } from './switch-network.js';

export function createSessionClient(shell: ClientShell): SessionClient {
  const { options, networks, storagePrefix, store, emitter, now } = shell;
  const namespaces = buildNamespaces(networks);
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
    current: Connections = {},
  ) {
    session = readSession(struct);
    const connections = sessionConnections(session, networks, current, network);
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
    refuse: (provider, struct) => void refuseSession(provider, struct, session?.topic),
    hasSession: () => session !== undefined,
    networks,
    oneClickAuth: shell.oneClickAuth,
  });

  /** Full pairing reset, plus what lives outside the store: the stored deep link, transactions. */
  function fullReset(): void {
    pairing.cancel();
    shell.resetState();
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
    walletLink: formatWalletLink,
    // Not async: a reused pairing (Telegram, iOS Safari) hands back the very promise of the pending attempt.
    connect(connectOptions = {}) {
      if (destroyed) return Promise.reject(new Error(WC_ERRORS.DESTROYED));
      // One session serves every family: a second adapter connecting joins it.
      if (session) return Promise.resolve(session);
      return pairing.start(connectOptions, connectOptions.platform ?? options.platform);
    },

    prepare() {
      if (destroyed || session) return;
      // The pairing that follows starts the SDK again if this attempt failed, and reports why.
      ensureProvider().catch(() => undefined);
    },

    async restore(remembered) {
      if (session) return session;
      restoring ??= (async () => {
        const provider = await ensureProvider();
        const struct = provider.session;
        if (!struct || struct.expiry * 1000 <= now()) return null;
        return session ?? adoptSession(provider, struct, undefined, remembered);
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
      try {
        await withinTime(provider.disconnect(), DISCONNECT_TIMEOUT_MS, () => {
          throw new Error('WalletConnect disconnect timed out');
        });
      } catch {
        // The wallet could not be told (relay gone): forget the session here anyway, so a
        // reload does not bring it back.
        await forgetSession(provider, ended.topic);
      }
    },

    getSession: () => session,

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

    cancelPairing: () => pairing.cancel(),

    async destroy() {
      if (destroyed) return;
      destroyed = true;
      pairing.cancel();
      unsubscribeSession?.();
      const provider = await providerPromise?.catch(() => undefined);
      if (provider) await releaseProvider(provider, storagePrefix);
    },
  };
}
