/**
 * The public surface of one kit instance: what `createWalletKit(config, adapters)` returns
 * and what the React layer and generated views consume. Views call these controller
 * functions and read the stores; they never call adapters directly.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { ResolvedConfig, ThemeConfig, ThemeVariables } from '@wallet-kit/schemas';
import type { EmbeddedController, EmbeddedState } from './embedded.js';
import type { KitEventEmitter } from './events.js';
import type {
  AlertState,
  AlertVariant,
  CaipNetwork,
  ChainAdapter,
  ChainNamespace,
  ChainStateEntry,
  ConnectionStatus,
  Connector,
  ConnectorGroup,
  HistoryEntry,
  PairingWallet,
  TransactionAction,
  ViewData,
  ViewName,
} from './types.js';

export interface RouterState {
  view: ViewName;
  data?: ViewData;
  history: HistoryEntry[];
  transactionStack: TransactionAction[];
}

export interface ModalState {
  open: boolean;
  /** Loading per namespace; `loading` in views means "any namespace loading". */
  loading: Partial<Record<ChainNamespace, boolean>>;
}

export interface ChainState {
  activeChain?: ChainNamespace;
  chains: Partial<Record<ChainNamespace, ChainStateEntry>>;
}

export interface ConnectorState {
  /** Every discovered or configured connector, merged by name across chains. */
  connectors: Connector[];
  activeConnectorIds: Partial<Record<ChainNamespace, string>>;
}

export interface RecentWallet {
  id: string;
  name: string;
  imageUrl?: string;
  rdns?: string;
}

export interface ConnectionError {
  /** `rejected`: the visitor declined in the wallet (4001/5000) — retryable. */
  kind: 'rejected' | 'failed';
  message: string;
}

export interface ConnectionState {
  status: ConnectionStatus;
  /** The connector being connected in ConnectingExternal. */
  pendingConnectorId?: string;
  error?: ConnectionError;
  recentWallets: RecentWallet[];
}

export interface SnackbarState {
  message: string;
  variant: 'success' | 'error' | 'loading' | 'info';
  open: boolean;
}

export interface KitStores {
  router: StoreApi<RouterState>;
  modal: StoreApi<ModalState>;
  chain: StoreApi<ChainState>;
  connector: StoreApi<ConnectorState>;
  connection: StoreApi<ConnectionState>;
  alert: StoreApi<AlertState>;
  snackbar: StoreApi<SnackbarState>;
  theme: StoreApi<ThemeConfig>;
  /** The embedded wallet's login (email login); idle in a kit without it. */
  embedded: StoreApi<EmbeddedState>;
}

export interface OpenOptions<V extends ViewName = ViewName> {
  view?: V;
  data?: ViewData<V>;
  namespace?: ChainNamespace;
}

export interface RouterController {
  push<V extends ViewName>(view: V, data?: ViewData<V>): void;
  replace<V extends ViewName>(view: V, data?: ViewData<V>): void;
  goBack(): void;
  reset<V extends ViewName>(view: V, data?: ViewData<V>): void;
  /** The transaction stack: views waiting for an approval (transaction-stack.ts). */
  pushTransactionStack(action: TransactionAction): void;
  popTransactionStack(outcome: 'success' | 'cancel'): void;
}

export interface WalletKit {
  readonly config: ResolvedConfig;
  readonly stores: KitStores;
  readonly adapters: readonly ChainAdapter[];
  readonly router: RouterController;

  /** Browser start-up: init adapters (discovery), read storage, silently reconnect. */
  start(): Promise<void>;
  destroy(): void;

  open(options?: OpenOptions): void;
  close(options?: { force?: boolean }): void;

  /**
   * Connect through a connector: routes to ConnectingExternal (ConnectingWalletConnect for
   * WalletConnect, pairing for `options.wallet` when given), on success closes.
   */
  connect(connector: Connector, options?: { wallet?: PairingWallet }): Promise<void>;
  /** Retry the last failed or rejected connect. */
  retryConnect(): Promise<void>;
  /** Disconnects; with no namespace disconnects all. Rejects with the collected failures. */
  disconnect(namespace?: ChainNamespace): Promise<void>;
  switchNetwork(network: CaipNetwork): Promise<void>;
  signMessage(message: string): Promise<string>;
  refreshBalance(): Promise<void>;
  /**
   * Starts fetching the code a connection needs (connect, disconnect, switch network, sign), so
   * a pick made next runs at once; fetches once. The modal calls it once it is shown.
   */
  prepareActions(): void;

  /** Connectors for the Connect view, in the config's connector-type order, deduplicated. */
  getOrderedConnectors(): Connector[];
  /** The same, by connector type (in that order), each group with the connectors it claimed. */
  getOrderedConnectorGroups(): ConnectorGroup[];
  /** Connect methods (email/social/wallet) in display order for the current state. */
  getConnectMethodsOrder(): ('email' | 'social' | 'wallet')[];
  isCloseDisabled(): boolean;
  showSnackbar(message: string, variant?: SnackbarState['variant']): void;

  // Added by the runtime core (compatible extensions).
  /** The kit's own event stream (MODAL_OPEN, CONNECT_SUCCESS, SWITCH_NETWORK, ...). */
  readonly events: KitEventEmitter;
  /** Makes another namespace active; moves to that namespace's current network. */
  setActiveNamespace(namespace: ChainNamespace): void;
  hideSnackbar(): void;
  showAlert(message: string, options?: { variant?: AlertVariant; autoClose?: boolean }): void;
  closeAlert(): void;
  setThemeMode(mode: ThemeConfig['mode']): void;
  /** Merges over the current variables. */
  setThemeVariables(variables: Partial<ThemeVariables>): void;
  /**
   * An optional feature of this kit (balances, send, activity), created on first use so a
   * kit that never uses it carries none of its code (`feature.ts`). Same definition, same instance.
   */
  feature<T>(definition: FeatureDefinition<T>): T;
  /**
   * Email login through the embedded wallet (`@wallet-kit/runtime/embedded`, loaded on first
   * use). In a kit without it every call rejects with "Email login is not enabled".
   */
  readonly embedded: EmbeddedController;
}

/**
 * What `feature()` takes: a definition made by `defineFeature` (`feature.ts`), seen here only
 * by its name and what it creates, so that this public API needs none of the kit's internals.
 */
export interface FeatureDefinition<T> {
  readonly name: string;
  create(...internals: never[]): T;
}
