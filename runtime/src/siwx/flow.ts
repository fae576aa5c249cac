/**
 * The sign-in flow over one kit. It watches the connected account: an address on a
 * supported network without a session opens the sign-in view; signing adds the session and
 * closes the modal; a decline reopens the view with "Signature declined"; cancelling
 * disconnects (required) or closes, then resets to Connect. It plugs into the core through the
 * `siwx` seam of `createWalletKit` (hasSession gates the close button; clearSessions runs first
 * on disconnect), so a kit without sign-in contains none of this code.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ResolvedConfig } from '@wallet-kit/schemas';
import type { SiwxSessionHooks } from '../core/context.js';
import { errorMessage } from '../core/errors.js';
import type { WalletKit } from '../core/kit-api.js';
import { TOASTS } from '../core/snackbar.js';
import { signInAccount, type SignInAccount } from './account.js';
import { SIWX_ERRORS } from './errors.js';
import { createLocalSiwxStorage } from './local-storage.js';
import {
  activeSessions,
  createSiwxMessageData,
  formatSiwxMessage,
  isSessionActive,
} from '@wallet-kit/schemas';
import { attachOneClickAuth, type SiwxRequestFields } from './one-click-auth.js';
import { createSiweEndpoints } from './siwe-endpoints.js';
import type { SiwxMessageData, SiwxSession, SiwxStorage } from './types.js';

export type SiwxView = 'SIWXSignMessage' | 'ConnectingSiwe';

export interface SiwxState {
  /** checking: reading sessions; ready: waiting for the visitor; signing: waiting for the wallet. */
  status: 'idle' | 'checking' | 'ready' | 'signing' | 'error';
  /** The message the visitor is asked to sign (shown in the view before signing). */
  pending?: { key: string; data: SiwxMessageData; message: string };
  /** The active session of the connected account. */
  session?: SiwxSession;
  error?: string;
}

export interface SiwxController extends SiwxSessionHooks {
  readonly store: StoreApi<SiwxState>;
  readonly required: boolean;
  readonly view: SiwxView;
  readonly storage: SiwxStorage;
  attach(kit: WalletKit): () => void;
  requestSignMessage(): Promise<void>;
  cancelSignMessage(): Promise<void>;
  /** Stores a session signed elsewhere (WalletConnect one-click auth) and closes the modal. */
  addSession(session: SiwxSession): Promise<void>;
}

export interface CreateSiwxOptions {
  /** Host-provided storage (e.g. `createBackendSiwxStorage`); defaults to localStorage. */
  storage?: SiwxStorage & { getNonce?: () => Promise<string> };
  /** Nonces from the host backend; defaults to the storage's `getNonce`, else a local one. */
  getNonce?: () => Promise<string>;
  /** Where the visitor signs in; defaults to the page's location, else `metadata.url`. */
  location?: { host: string; origin: string };
  now?: () => number;
}

type SiwxKitConfig = Pick<ResolvedConfig, 'siwx' | 'siwe' | 'metadata'>;

function pageLocation(config: SiwxKitConfig): { host: string; origin: string } {
  const location = (globalThis as { location?: { host?: string; origin?: string } }).location;
  if (location?.host && location.origin) return { host: location.host, origin: location.origin };
  const url = new URL(config.metadata.url);
  return { host: url.host, origin: url.origin };
}

export function createSiwx(config: SiwxKitConfig, options: CreateSiwxOptions = {}): SiwxController {
  // Legacy `siwe` (ConnectingSiwe): the host's nonceUrl / verifyUrl when set.
  const siwe = config.siwe && !config.siwx ? createSiweEndpoints(config.siwe) : {};
  const baseStorage = options.storage ?? createLocalSiwxStorage();
  const verify = siwe.verify;
  const storage: SiwxStorage = verify
    ? {
        add: async (session) => {
          await verify(session);
          await baseStorage.add(session);
        },
        set: (sessions) => baseStorage.set(sessions),
        get: (chainId, address) => baseStorage.get(chainId, address),
        delete: (chainId, address) => baseStorage.delete(chainId, address),
      }
    : baseStorage;
  const getNonce =
    options.getNonce ?? options.storage?.getNonce?.bind(options.storage) ?? siwe.getNonce;
  const now = options.now ?? Date.now;
  const required = config.siwx?.required ?? false;
  const statement = config.siwx?.statement ?? config.siwe?.statement;
  const expiresInSeconds = config.siwx?.expiresInSeconds;
  const view: SiwxView = config.siwe && !config.siwx ? 'ConnectingSiwe' : 'SIWXSignMessage';
  const store = createStore<SiwxState>()(() => ({ status: 'idle' }));
  let kit: WalletKit | undefined;
  /** Bumped on every account change: answers about a previous account are dropped. */
  let generation = 0;

  const current = () => (kit ? signInAccount(kit.stores.chain.getState()) : undefined);

  /** The message fields that do not depend on the account (shared with one-click auth). */
  async function fields(): Promise<SiwxRequestFields> {
    const location = options.location ?? pageLocation(config);
    const params: SiwxRequestFields = {
      domain: location.host,
      uri: location.origin,
      now: new Date(now()),
    };
    if (statement) params.statement = statement;
    if (expiresInSeconds !== undefined) params.expiresInSeconds = expiresInSeconds;
    if (getNonce) params.nonce = await getNonce();
    return params;
  }

  async function prepare(account: SignInAccount): Promise<NonNullable<SiwxState['pending']>> {
    const data = createSiwxMessageData({
      ...(await fields()),
      chainId: account.network.caipNetworkId,
      accountAddress: account.address,
    });
    return { key: account.key, data, message: formatSiwxMessage(data) };
  }

  /** On a new account, look for a session; without one, ask the visitor to sign in. */
  async function initialize(account: SignInAccount, run: number): Promise<void> {
    if (!kit) return;
    const attached = kit;
    store.setState({
      status: 'checking',
      session: undefined,
      pending: undefined,
      error: undefined,
    });
    try {
      const [session] = activeSessions(
        await storage.get(account.network.caipNetworkId, account.address),
        now(),
      );
      if (run !== generation) return;
      if (session) {
        store.setState({ status: 'idle', session });
        return;
      }
      const pending = await prepare(account);
      if (run !== generation) return;
      store.setState({ status: 'ready', pending });
      attached.open({ view });
    } catch {
      if (run !== generation) return;
      // The visitor cannot be signed in, so they are not left connected half-way.
      store.setState({ status: 'idle', pending: undefined });
      await attached.disconnect().catch(() => undefined);
      attached.router.reset('Connect');
      attached.showSnackbar(TOASTS.SIWX_INIT_FAILED, 'error');
    }
  }

  function onAccountChange(account: SignInAccount | undefined): void {
    const run = ++generation;
    if (!account) {
      store.setState({ status: 'idle', session: undefined, pending: undefined, error: undefined });
      return;
    }
    void initialize(account, run);
  }

  function isSmartAccount(): boolean {
    const state = kit?.stores.chain.getState();
    const account = state?.activeChain ? state.chains[state.activeChain]?.accountState : undefined;
    return (
      account?.preferredAccountType === 'smartAccount' &&
      account.connectedWalletInfo?.type === 'AUTH'
    );
  }

  async function finish(session: SiwxSession, run: number): Promise<void> {
    await storage.add(session);
    if (run !== generation || !kit) return;
    store.setState({ status: 'idle', session, pending: undefined, error: undefined });
    kit.hideSnackbar();
    kit.close();
  }

  const controller: SiwxController = {
    store,
    required,
    view,
    storage,
    hasSession() {
      const { session } = store.getState();
      return !!session && isSessionActive(session, now());
    },
    async clearSessions() {
      store.setState({ session: undefined });
      await storage.set([]);
    },
    attach(attachedKit) {
      kit = attachedKit;
      let lastKey: string | undefined;
      const check = () => {
        const account = current();
        if (account?.key === lastKey) return;
        lastKey = account?.key;
        onAccountChange(account);
      };
      const unsubscribe = attachedKit.stores.chain.subscribe(check);
      // With only eip155 networks, a WalletConnect pairing signs in at once (SIWX only;
      // the legacy SIWE step keeps its own nonce and verify URLs).
      const detachOneClick =
        view === 'SIWXSignMessage'
          ? attachOneClickAuth(attachedKit, { fields, addSession: controller.addSession, now })
          : () => undefined;
      check();
      return () => {
        detachOneClick();
        unsubscribe();
        generation++;
        if (kit === attachedKit) kit = undefined;
      };
    },
    async requestSignMessage() {
      const attached = kit;
      if (!attached) throw new Error(SIWX_ERRORS.NOT_ENABLED);
      const state = attached.stores.chain.getState();
      const account = current();
      if (!state.activeChain || !state.chains[state.activeChain]?.accountState.address) {
        throw new Error(SIWX_ERRORS.NO_ACTIVE_CAIP_ADDRESS);
      }
      if (!account) throw new Error(SIWX_ERRORS.NO_ACTIVE_CAIP_NETWORK);
      if (
        !attached.adapters.some((adapter) => adapter.namespace === account.network.chainNamespace)
      ) {
        throw new Error(SIWX_ERRORS.NO_CONNECTION_CLIENT);
      }
      const run = generation;
      store.setState({ status: 'signing', error: undefined });
      attached.showSnackbar(TOASTS.AUTHENTICATING, 'loading');
      try {
        const ready = store.getState().pending;
        const pending = ready?.key === account.key ? ready : await prepare(account);
        store.setState({ pending });
        const signature = await attached.signMessage(pending.message);
        await finish({ data: pending.data, message: pending.message, signature }, run);
      } catch (error) {
        if (run !== generation) return;
        store.setState({ status: 'error', error: errorMessage(error), pending: undefined });
        // The view reopens unless a transaction approval is showing.
        const { view: showing } = attached.stores.router.getState();
        const open = attached.stores.modal.getState().open;
        if (showing !== 'ApproveTransaction' && (!open || showing !== view))
          attached.open({ view });
        attached.showSnackbar(
          isSmartAccount() ? TOASTS.SMART_ACCOUNT_UNSUPPORTED : TOASTS.SIGNATURE_DECLINED,
          'error',
        );
        // A fresh message (and nonce) for the next attempt.
        prepare(account).then(
          (next) => run === generation && store.setState({ pending: next }),
          () => undefined,
        );
      }
    },
    async cancelSignMessage() {
      const attached = kit;
      if (!attached) return;
      if (required) await attached.disconnect().catch(() => undefined);
      else attached.close({ force: true });
      attached.router.reset('Connect');
    },
    async addSession(session) {
      await finish(session, generation);
    },
  };
  return controller;
}
