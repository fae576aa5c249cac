/**
 * The wallet-pairing state (connections, wcUri, wcPairingExpiry, wcLinking,
 * recentWallet, status, wcError, buffering, wcBasic) in a zustand vanilla store owned by one
 * client: views read it with `useStore`, the client is the only writer.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { RecentWallet } from '../core/kit-api.js';
import type { CaipNetworkId, ChainNamespace, ConnectionStatus } from '../core/types.js';

/** The deep link or universal link the visitor chose for their mobile wallet (wcLinking). */
export interface WalletLinking {
  name: string;
  /** The wallet's link base, e.g. `metamask://` or `https://link.trustwallet.com/`. */
  href: string;
}

/** One namespace of the session; the shape of the `connections` the kit keeps in local storage. */
export interface WalletConnectConnection {
  connectorId: string;
  /** The namespace's active chain: where `request` goes when no chain is given. */
  caipNetworkId: CaipNetworkId;
  /** The accounts on the active chain; the first one is the account the kit shows. */
  accounts: { address: string }[];
}

export interface WalletConnectError {
  /** `rejected`: declined in the wallet (4001/5000), retryable; `expired`: the URI ran out. */
  kind: 'rejected' | 'expired' | 'failed';
  message: string;
}

export interface WalletConnectState {
  status: ConnectionStatus;
  connections: Partial<Record<ChainNamespace, WalletConnectConnection[]>>;
  /** The `wc:` pairing URI shown as QR code / put into deep links. */
  wcUri: string | undefined;
  /** When `wcUri` stops being usable, ms since the epoch (set time + 4 minutes). */
  wcPairingExpiry: number | undefined;
  wcLinking: WalletLinking | undefined;
  /** The wallet the visitor picked for this pairing (AllWallets, a recent wallet, ...). */
  recentWallet: RecentWallet | undefined;
  wcError: WalletConnectError | undefined;
  /** Set by the mobile view while the visitor is away in the wallet app. */
  buffering: boolean;
  /** Basic pairing (wcBasic): the host drives pairing itself / no chain adapters. */
  wcBasic: boolean;
}

export type WalletConnectStore = StoreApi<WalletConnectState>;

export function initialWalletConnectState(
  wcLinking: WalletLinking | undefined = undefined,
): WalletConnectState {
  return {
    status: 'disconnected',
    connections: {},
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking,
    recentWallet: undefined,
    wcError: undefined,
    buffering: false,
    wcBasic: false,
  };
}

export function createWalletConnectStore(initial: WalletConnectState): WalletConnectStore {
  return createStore<WalletConnectState>()(() => initial);
}
