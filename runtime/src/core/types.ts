/**
 * Shared domain types of the runtime core (connectors, adapters, views, state). Controllers, adapters and
 * React views all speak these; nothing here has behaviour.
 */
import type {
  AccountType,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  ConnectorTypeOrderEntry,
  ViewId,
} from '@wallet-kit/schemas';

export type { AccountType, CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace };
// The validated config shape, re-exported so a generated kit needs only the runtime package.
export type { Features, ResolvedConfig, ThemeConfig, ThemeVariables } from '@wallet-kit/schemas';
import type { FeeEstimate, TokenBalance, TokenBalancesParams } from './wallet-types.js';
import type { ContractFunctionCall, Hex, WalletCalls } from './wallet-calls/types.js';
import type { Eip1193Provider } from './eip1193.js';
export type { FeeEstimate, TokenBalance, TokenBalancesParams };

// ---------------------------------------------------------------------------------------------
// Connectors

export const CONNECTOR_TYPES = [
  'EXTERNAL',
  'INJECTED',
  'ANNOUNCED',
  'AUTH',
  'MULTI_CHAIN',
  'WALLET_CONNECT',
] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

/** One group of the connector type order with the connectors it claimed (maybe none). */
export interface ConnectorGroup {
  type: ConnectorTypeOrderEntry;
  connectors: Connector[];
}

export interface Connector {
  id: string;
  name: string;
  type: ConnectorType;
  chain: ChainNamespace;
  imageUrl?: string;
  imageId?: string;
  explorerId?: string;
  info?: { rdns?: string };
  /** The underlying provider object (an EIP-1193 provider for eip155). Opaque to the core. */
  provider?: unknown;
  /** For a merged multi-chain connector: one entry per chain. */
  connectors?: Connector[];
  /**
   * Starts loading what connecting through this connector needs, because the visitor is about
   * to choose it (pointer over it, keyboard focus on it). Never prompts and never shows
   * anything; a failure is left for the connection itself to report.
   */
  prepare?(): void;
}

// ---------------------------------------------------------------------------------------------
// Chain adapters: one interface, so controllers never branch on family.

export interface AdapterConnection {
  address: string;
  /** Chain reference as the wallet reports it (a number for eip155). */
  chainId: number | string;
  /** The name the visitor gave the account in the wallet, where wallets name accounts. */
  accountName?: string;
}

export type AdapterEvent =
  | { type: 'connectors'; connectors: Connector[] }
  | { type: 'accountsChanged'; address: string | undefined; accountName?: string }
  | { type: 'chainChanged'; chainId: number | string }
  | { type: 'disconnect' };

/** The account that signs through another connector's provider, read at each send. */
export type TransferAccount = () => { address: string; network: CaipNetwork };

export interface AdapterContext {
  networks: CaipNetwork[];
  /** The host app's name (config `metadata.name`), for wallets that show who asks. */
  appName?: string;
  /** The account type the config prefers for this family (`defaultAccountTypes`). */
  accountType?: AccountType;
  /** Events flow one way: adapter → kit. The kit updates its stores. */
  emit(event: AdapterEvent): void;
}

export interface ChainAdapter {
  readonly namespace: ChainNamespace;
  /** Start discovery (EIP-6963 and the like). Called once, in the browser, by the kit. */
  init(context: AdapterContext): void;
  getConnectors(): Connector[];
  /**
   * Starts fetching the code connecting, restoring, signing and following a wallet need, for
   * an adapter that fetches it on use: the kit calls it as it fetches its own actions (the
   * modal opens, a host calls an action, a remembered connection is restored). Never prompts;
   * a failure is left for the call that needs the code to report.
   */
  prepare?(): void;
  /**
   * Ask the wallet for access. Rejection rejects with the wallet's error (code 4001 / 5000).
   * `signal` aborts when the visitor leaves the view that waits for this connect: an adapter
   * that can end its attempt (a WalletConnect pairing) ends it and rejects, and the kit shows
   * no error for it. A wallet that had already approved is still connected.
   */
  connect(params: {
    connectorId: string;
    network: CaipNetwork;
    signal?: AbortSignal;
  }): Promise<AdapterConnection>;
  /**
   * Silent restore after a reload: resolves `null` when the wallet no longer authorises this
   * page. Must never open a wallet prompt.
   */
  reconnect(params: {
    connectorId: string;
    network: CaipNetwork;
  }): Promise<AdapterConnection | null>;
  disconnect(): Promise<void>;
  /** Throws `Error('Chain is not supported')` when the wallet can neither switch nor add. */
  switchNetwork(params: { network: CaipNetwork }): Promise<void>;
  /**
   * Native balance, formatted as a decimal string in whole units (e.g. "10000.0"); `undefined`
   * when the family has no source to read one from: the kit then shows no balance, never a zero.
   */
  getBalance(params: { address: string; network: CaipNetwork }): Promise<NativeBalance | undefined>;
  signMessage(params: { message: string; address: string }): Promise<string>;
  /** Stop listening to wallets and discovery. */
  destroy(): void;
  // Balances and send: optional, so an adapter without them is still an adapter
  // and the kit reports "Unsupported chain" for its networks. Shapes in `wallet-types.ts`.
  /** Fungible (non-native) token balances of `address`; `tokens` are the configured ones. */
  getTokenBalances?(params: TokenBalancesParams): Promise<TokenBalance[]>;
  /** Sends `amount` (decimal, whole units) of the native currency; resolves with the tx id once confirmed. */
  sendNative?(params: { to: string; amount: string }): Promise<string>;
  /** Sends `amount` of the token (contract or mint address); resolves with the tx id once confirmed. */
  sendToken?(params: { token: string; to: string; amount: string }): Promise<string>;
  /** What the same send would cost, in the native currency. */
  estimateFee?(params: { to: string; amount: string; token?: string }): Promise<FeeEstimate>;
  /**
   * The same sends and fee estimates, signed through another connector's EIP-1193 provider
   * (the embedded wallet's) with this adapter's chain code: a connector that only signs gets
   * the family's Send view without a second copy of its transfer logic. `account` names the
   * signer's address and the network in use, read at each send, for families whose provider
   * cannot say them in its own requests.
   */
  transfersThrough?(
    provider: Eip1193Provider,
    account: TransferAccount,
  ): Required<Pick<ChainAdapter, 'sendNative' | 'sendToken' | 'estimateFee'>>;
  /** A human-readable name (ENS) to an address; undefined when the name or the resolver is absent. */
  resolveName?(params: { name: string; network: CaipNetwork }): Promise<string | undefined>;
  /**
   * The primary name (ENS) an address claims on the network; undefined when it has none or the
   * network has no resolver. Unchecked here: the kit shows it only when `resolveName` of the
   * name gives the address back (`core/identity/`).
   */
  reverseName?(params: { address: string; network: CaipNetwork }): Promise<string | undefined>;
  /** A text record of a name (e.g. `avatar`); undefined when unset or without a resolver. */
  nameText?(params: {
    name: string;
    key: string;
    network: CaipNetwork;
  }): Promise<string | undefined>;
  /**
   * The connected wallet's signing and sending calls for the host app (`wallet-calls/`);
   * undefined while no wallet is connected. A call left out is one the wallet cannot make.
   */
  walletCalls?(): WalletCalls | undefined;
  /**
   * The calldata of a call to any contract function, encoded from its ABI. Chain code, not a
   * wallet's: the host app's contract writes use it whichever wallet then signs the transaction.
   * Refuses (with the encoder's reason) a function the ABI does not have or arguments that do
   * not fit it.
   */
  encodeFunctionCall?(call: ContractFunctionCall): Promise<Hex>;
}

// ---------------------------------------------------------------------------------------------
// Views. The router's view names are the registry's view ids (`VIEW_HEADS`); a view takes no
// data unless it is listed here. A new view needs no line here unless it carries data.

/** The data of the views that take some when they are opened. */
interface DataOfViews {
  ConnectingExternal: { connector: Connector };
  ConnectingWalletConnect: { wallet: PairingWallet };
  /** The email update's code steps carry the new address. */
  UpdateEmailPrimaryOtp: { newEmail: string };
  UpdateEmailSecondaryOtp: { newEmail: string };
}

type Assert<T extends true> = T;
/** Compiles only while every view with data is a view of the registry. */
export type ViewsWithDataAreViews = Assert<keyof DataOfViews extends ViewId ? true : false>;

/** View name → the data it takes (undefined: none). */
export type ViewDataMap = {
  [V in ViewId]: V extends keyof DataOfViews ? DataOfViews[V] : undefined;
};
export type ViewName = keyof ViewDataMap;

/**
 * The wallet a WalletConnect pairing is for: WalletConnect itself (QR code for any wallet),
 * or a wallet picked in AllWallets, whose links open it on mobile.
 */
export interface PairingWallet {
  id: string;
  name: string;
  imageUrl?: string;
  rdns?: string;
  /** Native deep-link base (`metamask://`): opened as `metamask://wc?uri=…`. */
  mobileLink?: string;
  /** Universal-link base (`https://metamask.app.link`): opened as `…/wc?uri=…`. */
  universalLink?: string;
  /** Where to get the wallet. */
  homepage?: string;
}
export type ViewData<V extends ViewName = ViewName> = ViewDataMap[V];

export interface HistoryEntry<V extends ViewName = ViewName> {
  view: V;
  data?: ViewData<V>;
}

export interface TransactionAction {
  view: ViewName | null;
  goBack: boolean;
  replace?: boolean;
  onSuccess?: () => void;
  onCancel?: () => void;
}

// ---------------------------------------------------------------------------------------------
// State shapes

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

/** A native balance as read from the chain. */
export interface NativeBalance {
  balance: string;
  symbol: string;
}

export interface AccountState {
  currentTab: number;
  caipAddress?: CaipAddress;
  address?: string;
  /** Full-precision native balance in whole units as the adapter reports it ("10000.0"); display with `formatBalance`. */
  balance?: string;
  balanceSymbol?: string;
  balanceLoading: boolean;
  /** The last read of `balance` failed or did not answer in time (the shown one, if any, is older). */
  balanceFailed?: boolean;
  /** The family has no source to read a balance from: none is shown (an unread balance is not 0). */
  balanceUnreadable?: boolean;
  /** The name shown for the account: the kit's names service first, else its ENS name (`core/identity/profile-name.ts`). */
  profileName?: string | null;
  /** Where `profileName` came from, per source; `null` when a source has none. */
  profileNames?: { names?: string | null; ens?: string | null };
  /** The account's ENS avatar, when it is a URL the kit loads (`core/identity/avatar-url.ts`). */
  profileImage?: string | null;
  /** The account's name in the wallet (Polkadot extensions name accounts); not a names-service name. */
  walletAccountName?: string;
  connectedWalletInfo?: { name: string; icon?: string; type: ConnectorType };
  preferredAccountType?: AccountType;
  status: ConnectionStatus;
  // Not filled by the kit yet (token balances live in the balances feature, core/balances/):
  // kept optional so the core does not depend on them.
  tokenBalance?: unknown[];
  smartAccountDeployed?: boolean;
  addressLabels?: Record<string, string>;
  allAccounts?: { address: string; type: AccountType }[];
  user?: unknown;
  socialProvider?: string;
  farcasterUrl?: string;
}

export interface NetworkState {
  caipNetwork?: CaipNetwork;
  supportsAllNetworks: boolean;
  requestedCaipNetworks: CaipNetwork[];
  approvedCaipNetworkIds: CaipNetworkId[];
  smartAccountEnabledNetworks: number[];
}

export interface ChainStateEntry {
  namespace: ChainNamespace;
  networkState: NetworkState;
  accountState: AccountState;
  caipNetworks: CaipNetwork[];
}

export type AlertVariant = 'success' | 'loading' | 'error' | 'info';

export interface AlertState {
  message: string;
  variant: AlertVariant;
  open: boolean;
  autoClose: boolean;
}
