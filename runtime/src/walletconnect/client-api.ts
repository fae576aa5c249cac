/**
 * The public surface of a WalletConnect client: what the kit's core, the adapters and the
 * views (QR code, deep links, AllWallets) call. Implemented by client.ts.
 */
import type { AppMetadata } from '@wallet-kit/schemas';
import type { RecentWallet } from '../core/kit-api.js';
import type { StorageLike } from '../core/storage.js';
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../core/types.js';
import type { Connections } from './connections.js';
import type { WalletConnectEmitter, WalletConnectListener } from './events.js';
import type { OneClickAuth } from '../core/one-click-auth.js';
import type { PairingPlatform } from './pairing.js';
import type { Eip155TransactionRequest, SessionRequest } from './requests.js';
import type { SdkStorage } from './sdk.js';
import type { WalletLink } from './deep-links.js';
import type { WalletConnectSession } from './session.js';
import type { WalletConnectStore, WalletLinking } from './state.js';

export interface WalletConnectClientOptions {
  projectId: string;
  /** The relay; absent means the SDK's default (the vendor's hosted relay). */
  relayUrl?: string | undefined;
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
  /** A full pairing reset also clears the kit's transactions, which this client does not hold. */
  onFullReset?: () => void;
}

export interface ConnectOptions {
  /** The wallet the visitor picked; kept as `recentWallet`. */
  wallet?: RecentWallet;
  /** The network to start its family on when the wallet approves it. */
  network?: CaipNetwork;
  platform?: PairingPlatform;
  /**
   * Aborted when the visitor leaves the pairing: the pending pairing ends (back to
   * disconnected, no URI), and a wallet approving it later gets its session ended at once.
   */
  signal?: AbortSignal;
}

export interface WalletConnectClient {
  readonly store: WalletConnectStore;
  readonly networks: readonly CaipNetwork[];
  readonly storagePrefix: string;
  /** Pairs with a wallet (URI in `store.wcUri`) and resolves with the approved session. */
  connect(options?: ConnectOptions): Promise<WalletConnectSession>;
  /** After a reload: the stored session, or null. Never creates a pairing URI. */
  restore(): Promise<WalletConnectSession | null>;
  /**
   * After a reload, without waiting for any code: when the kit remembers an unexpired session,
   * its connections go into the store at once (so the page shows the account) and `restore()`
   * runs behind them; a session that no longer lives, or cannot be restored, ends in
   * `disconnected`. False when nothing is remembered. Never creates a pairing URI.
   */
  resumeRemembered(): boolean;
  /**
   * Loads and starts the SDK (its code, keys and storage) ahead of a pairing, so the QR code
   * follows the click sooner. Makes no pairing, and the SDK opens no relay socket before it has
   * a topic to subscribe to; a failure is left for connect() to meet.
   */
  prepare(): void;
  disconnect(): Promise<void>;
  getSession(): WalletConnectSession | undefined;
  activeChain(namespace: ChainNamespace): CaipNetworkId | undefined;
  request<T = unknown>(request: SessionRequest): Promise<T>;
  personalSign(params: {
    message: string;
    address: string;
    chainId?: CaipNetworkId;
  }): Promise<`0x${string}`>;
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
  /** True when the URI is missing or has 10 s or less left. */
  isPairingExpired(): boolean;
  /** Builds the `wc?uri=` link for a wallet, remembers it as wcLinking, returns the link to open. */
  walletLink(wallet: { name: string; link: string }): string;
  setWcLinking(linking: WalletLinking | undefined): void;
  setRecentWallet(wallet: RecentWallet | undefined): void;
  setBuffering(buffering: boolean): void;
  setWcBasic(wcBasic: boolean): void;
  /** Full pairing reset: disconnected, no URI, expiry, linking, recent wallet, stored deep link. */
  resetPairing(): void;
  subscribe(listener: WalletConnectListener): () => void;
  /**
   * Sign-in on pairing (WalletConnect one-click auth) for the next `connect()`s; applies only
   * when every network of the client is eip155. `undefined` turns it off again.
   */
  setOneClickAuth(auth: OneClickAuth | undefined): void;
  /** Releases the SDK (socket, timers, cached core). The client is unusable afterwards. */
  destroy(): Promise<void>;
  /**
   * Counts a user of the client (each adapter sharing it); the returned function ends that use.
   * When the last user is gone the client destroys itself, so a kit's `destroy()` (which
   * destroys its adapters) also releases the one client its adapters share.
   */
  retain(): () => void;
}

/** What the client keeps itself and hands to its session code (session-client.ts) once loaded. */
export interface ClientShell {
  options: WalletConnectClientOptions;
  networks: CaipNetwork[];
  storagePrefix: string;
  store: WalletConnectStore;
  emitter: WalletConnectEmitter;
  now(): number;
  oneClickAuth(): OneClickAuth | undefined;
  setWcLinking(linking: WalletLinking | undefined): void;
  /** The pairing state's full reset, the stored deep link and (through the host) transactions. */
  resetState(): void;
}

/** The session side of a client, loaded on demand: everything that needs the SDK. */
export interface SessionClient extends Pick<
  WalletConnectClient,
  | 'connect'
  | 'prepare'
  | 'disconnect'
  | 'getSession'
  | 'request'
  | 'personalSign'
  | 'sendTransaction'
  | 'signSolanaMessage'
  | 'switchNetwork'
  | 'destroy'
> {
  /** `remembered`: the connections of the last visit, so each family keeps its chain. */
  restore(remembered?: Connections): Promise<WalletConnectSession | null>;
  cancelPairing(): void;
  /** The link that hands the pairing URI to a mobile wallet (`formatWalletLink`). */
  walletLink(link: string, uri: string): WalletLink;
}
