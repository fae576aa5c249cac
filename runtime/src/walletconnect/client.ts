/**
 * `createWalletConnectClient`: one WalletConnect connection for one kit. What a first screen
 * and a reload need is here and stays small: the pairing state, the listeners, the remembered
 * session. The session code (pairing, session events, requests, network switching) comes in by
 * `import()` when the visitor picks WalletConnect, when `prepare()` runs or when a stored
 * session is restored, and the SDK after it: creating a client loads nothing and contacts no relay.
 */
import { createKitStorage } from '../core/storage.js';
import type { Connections } from './connections.js';
import type { WalletConnectSession } from './session.js';
import type {
  ClientShell,
  SessionClient,
  WalletConnectClient,
  WalletConnectClientOptions,
} from './client-api.js';
import { WC_ERRORS } from './constants.js';
import { createWalletConnectEmitter } from './events.js';
import { loadOnDemand } from './load-on-demand.js';
import { fullResetState, isPairingExpired } from './pairing.js';
import type { OneClickAuth } from '../core/one-click-auth.js';
import { rememberedSession } from './remembered-session.js';
import { rpcUrlOf } from './rpc-url.js';
import { createWalletConnectStore, initialWalletConnectState } from './state.js';

export function createWalletConnectClient(
  options: WalletConnectClientOptions,
): WalletConnectClient {
  const networks = [...options.networks];
  // Checked now so a network without RPC fails at start-up, not when a visitor connects.
  for (const network of networks) rpcUrlOf(network);
  const now = options.now ?? (() => Date.now());
  const storagePrefix = options.storagePrefix ?? `wallet-kit-${options.projectId}`;
  const storage = createKitStorage(options.storage);
  const deepLinkChoice = storage.field('deepLinkChoice');
  const remembered = rememberedSession(storage, storagePrefix);
  const store = createWalletConnectStore(initialWalletConnectState(deepLinkChoice.get()));
  const emitter = createWalletConnectEmitter();
  let session: SessionClient | undefined;
  let loading: Promise<SessionClient> | undefined;
  // A connect made before the session code arrived hands back its own promise; a reused
  // pairing must give the visitor's second tap that same promise, so it is found from the
  // session code's attempt.
  const connectsStartedBeforeLoad = new WeakMap<Promise<unknown>, Promise<WalletConnectSession>>();
  let destroyed = false;
  let users = 0;
  let oneClickAuth: OneClickAuth | undefined;

  const shell: ClientShell = {
    options,
    networks,
    storagePrefix,
    store,
    emitter,
    now,
    oneClickAuth: () => oneClickAuth,
    setWcLinking(linking) {
      store.setState({ wcLinking: linking });
      if (linking) deepLinkChoice.set(linking);
      else deepLinkChoice.remove();
    },
    resetState() {
      store.setState(fullResetState());
      deepLinkChoice.remove();
      options.onFullReset?.();
    },
  };

  // The session is remembered while it is live and forgotten when it ends (connected, then
  // disconnected), so the next visit knows at once whether there is one to restore. A store
  // change before the restore of a remembered session (the page showing it, a setting) keeps it.
  store.subscribe((state, previous) => {
    const live = session?.getSession();
    if (live && state.status === 'connected') remembered.save(live.expiry, state.connections);
    else if (previous.status === 'connected' && state.status === 'disconnected') {
      remembered.forget();
    }
  });

  /** The session code, loaded once; a failed load is retried by the next call. */
  function load(): Promise<SessionClient> {
    if (destroyed) return Promise.reject(new Error(WC_ERRORS.DESTROYED));
    if (session) return Promise.resolve(session);
    loading ??= loadOnDemand().then(
      (code) => {
        if (destroyed) throw new Error(WC_ERRORS.DESTROYED);
        session ??= code.createSessionClient(shell);
        return session;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  /** The session code with the stored session restored, for calls that need a session. */
  async function withSession(): Promise<SessionClient> {
    if (!session?.getSession() && !remembered.has(now())) throw new Error(WC_ERRORS.NOT_CONNECTED);
    const loaded = await load();
    if (!loaded.getSession()) await restoreWith(loaded);
    return loaded;
  }

  /** Each family's remembered connection, while the remembered session has not expired. */
  function rememberedConnections(): Connections {
    const connections: Connections = {};
    for (const { chainNamespace } of networks) {
      const connection = remembered.connection(chainNamespace, now());
      if (connection) connections[chainNamespace] = [connection];
    }
    return connections;
  }

  async function restoreWith(loaded: SessionClient) {
    const restored = await loaded.restore(rememberedConnections());
    if (!restored) remembered.forget();
    return restored;
  }

  /** The restore behind a remembered session already shown; set once per page. */
  let resuming: Promise<unknown> | undefined;

  /** A remembered session turned out dead (or could not be restored): the page disconnects. */
  function endResumedSession(): void {
    if (session?.getSession()) return;
    remembered.forget();
    store.setState({ status: 'disconnected', connections: {} });
    emitter.emit({ type: 'disconnected' });
  }

  return {
    store,
    networks,
    storagePrefix,

    connect(connectOptions = {}) {
      if (connectOptions.wallet) store.setState({ recentWallet: connectOptions.wallet });
      // Once loaded, the call goes straight through: a reused pairing (Telegram, iOS Safari)
      // hands back the very promise of the pending attempt, within the visitor's tap.
      if (session) {
        const attempt = session.connect(connectOptions);
        return connectsStartedBeforeLoad.get(attempt) ?? attempt;
      }
      const started = load().then((loaded) => {
        const attempt = loaded.connect(connectOptions);
        connectsStartedBeforeLoad.set(attempt, started);
        return attempt;
      });
      return started;
    },

    prepare() {
      if (destroyed || session?.getSession()) return;
      // The pairing that follows loads the code again if this attempt failed, and reports why.
      load().then(
        (loaded) => loaded.prepare(),
        () => undefined,
      );
    },

    async restore() {
      return restoreWith(await load());
    },

    resumeRemembered() {
      if (session?.getSession() || resuming) return true;
      const connections = rememberedConnections();
      if (Object.keys(connections).length === 0) return false;
      store.setState({ status: 'connected', connections });
      resuming = load()
        .then(restoreWith)
        .then(
          (restored) => {
            if (!restored) endResumedSession();
          },
          () => endResumedSession(),
        );
      return true;
    },

    async disconnect() {
      remembered.forget();
      if (session) return session.disconnect();
      // Nothing loaded: no session is live on this page, only the pairing state to reset.
      shell.resetState();
    },

    getSession: () => session?.getSession(),
    activeChain: (namespace) => store.getState().connections[namespace]?.[0]?.caipNetworkId,

    request: async (request) => (await withSession()).request(request),
    personalSign: async (params) => (await withSession()).personalSign(params),
    sendTransaction: async (params) => (await withSession()).sendTransaction(params),
    signSolanaMessage: async (params) => (await withSession()).signSolanaMessage(params),
    switchNetwork: async (network) => (await withSession()).switchNetwork(network),

    isPairingExpired: () => isPairingExpired(store.getState().wcPairingExpiry, now()),

    walletLink({ name, link }) {
      const uri = store.getState().wcUri;
      // A pairing URI comes from the session code, which formats the link too.
      if (!uri || !session) throw new Error('No WalletConnect pairing URI yet');
      const { redirect, href } = session.walletLink(link, uri);
      shell.setWcLinking({ name, href });
      return redirect;
    },

    setWcLinking: shell.setWcLinking,
    setRecentWallet: (recentWallet) => store.setState({ recentWallet }),
    setBuffering: (buffering) => store.setState({ buffering }),
    setWcBasic: (wcBasic) => store.setState({ wcBasic }),
    resetPairing() {
      session?.cancelPairing();
      shell.resetState();
    },
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
      emitter.clear();
      const loaded = session ?? (await loading?.catch(() => undefined));
      await loaded?.destroy();
    },
  };
}
