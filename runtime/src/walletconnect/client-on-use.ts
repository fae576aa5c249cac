/**
 * `createWalletConnectOnUse(options)`: WalletConnect as a kit's first load carries it. It reads
 * synchronously whether the kit remembers a WalletConnect session (remembered-session.ts); the
 * client and its adapters (client-code.ts) and the session code (on-demand.ts) are fetched
 * together, once, when they are used: at start when a remembered session is restored, else when
 * the visitor points at, focuses or picks WalletConnect. Opening the modal fetches nothing.
 * The connectors of `createWalletConnectAdapterOnUse` carry this object as their `provider`;
 * views find the client through it once it has come (`subscribe`, `arrived`).
 */
import type { OneClickAuth } from '../core/one-click-auth.js';
import { createKitStorage } from '../core/storage.js';
import type { AdapterConnection, CaipNetwork, ChainNamespace } from '../core/types.js';
import { adapterChainId } from './chain-id.js';
import type { WalletConnectClient, WalletConnectClientOptions } from './client-api.js';
import { DESTROYED } from './connector-constants.js';
import { codeNotLoaded } from './code-not-loaded.js';
import { rememberedSession } from './remembered-session.js';
import { rpcUrlOf } from './rpc-url.js';

export type WalletConnectClientCode = typeof import('./client-code.js');

/** What comes on use: the client, and the code that makes its adapters. */
export interface WalletConnectArrival {
  client: WalletConnectClient;
  code: WalletConnectClientCode;
}

export interface WalletConnectOnUse {
  readonly networks: readonly CaipNetwork[];
  readonly storagePrefix: string;
  /** The client and its code once they have come; the same object every time after. */
  arrived(): WalletConnectArrival | undefined;
  /** Whether the code was asked for, even if it has not come (or did not). */
  requested(): boolean;
  /**
   * Fetches the code (once) and creates the client. A fetch that fails rejects with "The
   * WalletConnect code could not be loaded: …" and is tried again by the next call.
   */
  load(): Promise<WalletConnectArrival>;
  /** `listener` runs when the client comes, before `load()` resolves; returns its removal. */
  subscribe(listener: (arrival: WalletConnectArrival) => void): () => void;
  /** The family's account in the kit's remembered (unexpired) session, read synchronously. */
  rememberedConnection(namespace: ChainNamespace): AdapterConnection | undefined;
  forgetRemembered(): void;
  /** Fetches the code and starts the SDK ahead of a pairing; a failure is left for connect. */
  prepare(): void;
  /** One-click auth for the client, now or when it comes. */
  setOneClickAuth(auth: OneClickAuth | undefined): void;
  /** Counts a user (each adapter); once the last one is gone, a client that comes is not made. */
  retain(): () => void;
}

/**
 * The client's code and the session code, fetched side by side: one round trip, not two. The
 * client then finds the session code already there when it asks for it (load-on-demand.ts).
 */
async function fetchClientCode(): Promise<WalletConnectClientCode> {
  const [code] = await Promise.all([import('./client-code.js'), import('./on-demand.js')]);
  return code;
}

/**
 * `fetchCode` is how the code is fetched; tests pass one that holds it back or fails as a chunk
 * that does not arrive would.
 */
export function createWalletConnectOnUse(
  options: WalletConnectClientOptions,
  fetchCode: () => Promise<WalletConnectClientCode> = fetchClientCode,
): WalletConnectOnUse {
  const networks = [...options.networks];
  // Checked now so a network without RPC fails at start-up, not when a visitor connects.
  for (const network of networks) rpcUrlOf(network);
  const now = options.now ?? (() => Date.now());
  const storagePrefix = options.storagePrefix ?? `wallet-kit-${options.projectId}`;
  const remembered = rememberedSession(createKitStorage(options.storage), storagePrefix);
  const listeners = new Set<(arrival: WalletConnectArrival) => void>();
  let arrival: WalletConnectArrival | undefined;
  let loading: Promise<WalletConnectArrival> | undefined;
  let oneClickAuth: { auth: OneClickAuth | undefined } | undefined;
  let users = 0;
  let released = false;

  function load(): Promise<WalletConnectArrival> {
    if (arrival) return Promise.resolve(arrival);
    loading ??= fetchCode().then(
      (code) => {
        if (released) throw new Error(DESTROYED);
        const client = code.createWalletConnectClient(options);
        if (oneClickAuth) client.setOneClickAuth(oneClickAuth.auth);
        arrival = { client, code };
        for (const listener of [...listeners]) listener(arrival);
        return arrival;
      },
      (error: unknown) => {
        loading = undefined;
        throw codeNotLoaded(error);
      },
    );
    return loading;
  }

  return {
    networks,
    storagePrefix,
    arrived: () => arrival,
    requested: () => loading !== undefined || arrival !== undefined,
    load,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    rememberedConnection(namespace) {
      const connection = remembered.connection(namespace, now());
      const address = connection?.accounts[0]?.address;
      if (!connection || !address) return undefined;
      return { address, chainId: adapterChainId(connection.caipNetworkId) };
    },
    forgetRemembered: () => remembered.forget(),
    prepare() {
      load().then(
        ({ client }) => client.prepare(),
        () => undefined,
      );
    },
    setOneClickAuth(auth) {
      oneClickAuth = { auth };
      arrival?.client.setOneClickAuth(auth);
    },
    retain() {
      users += 1;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        users -= 1;
        if (users === 0) released = true;
      };
    },
  };
}
