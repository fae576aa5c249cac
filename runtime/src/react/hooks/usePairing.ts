import { useCallback, useEffect } from 'react';
import { useStoreSlice } from './useStoreSlice.js';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PairingWallet } from '../../core/types.js';
import type { WalletConnectState } from '../../walletconnect/state.js';
import { settleConnect } from './settleConnect.js';
import { useKitStore } from './useKitStore.js';
import { useWalletConnectClient, useWalletConnectConnector } from './useWalletConnectClient.js';
import { useWalletKit } from './useWalletKit.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { qrCodeSheet } from '../primitives/QrCode/QrCode.css.js';

/** How often the view checks the URI's expiry: the store sets no timer of its own. */
const EXPIRY_CHECK_MS = 1000;

/** What the hook reads of the pairing state. */
type PairingState = Pick<WalletConnectState, 'status' | 'wcUri' | 'wcError' | 'wcLinking'>;

/**
 * Nothing paired: stands in for a client that has not come yet (or a kit without WalletConnect)
 * so the hook's store subscription is unconditional. Written out rather than taken from the
 * client's state module, which would then be fetched with the dialog at idle time.
 */
const NO_PAIRING: StoreApi<PairingState> = createStore<PairingState>()(() => ({
  status: 'disconnected',
  wcUri: undefined,
  wcError: undefined,
  wcLinking: undefined,
}));

export interface PairingView {
  available: boolean;
  /** The `wc:` URI to show as QR code; undefined until the relay handed one out. */
  uri: string | undefined;
  status: WalletConnectState['status'];
  /** The failed attempt (declined in the wallet, relay unreachable, ...), if any. */
  error: { kind: 'rejected' | 'expired' | 'failed'; message: string } | undefined;
  /** The deep link or universal link the visitor chose last time for a wallet. */
  linking: WalletConnectState['wcLinking'];
  /**
   * Starts (or restarts) pairing for this wallet through the kit: the modal follows it. Never
   * rejects: a declined or failed pairing is in `error` (`settleConnect`).
   */
  pair(wallet?: PairingWallet): Promise<void>;
  /** Pairs again for the last wallet; never rejects, like `pair`. */
  retry(): Promise<void>;
  /** The `wc?uri=` link for a wallet's deep link or universal link; remembers the choice. */
  walletLink(wallet: { name: string; link: string }): string | undefined;
}

/**
 * The WalletConnect pairing a view shows: URI, status and error, renewed while shown — a URI
 * that has 10 s or less left is replaced by a fresh pairing while the view is shown.
 */
export function usePairing(
  options: {
    /** Replace an expiring URI (default: by retrying the kit's connect); `false` for none. */
    renew?: boolean | (() => void);
  } = {},
): PairingView {
  // The pairing views draw the QR code's frame and placeholder themselves, before any QrCode.
  useComponentStyles(qrCodeSheet);
  const kit = useWalletKit();
  // The connector is there from the start; its client may come only once the visitor picks it.
  const connector = useWalletConnectConnector()?.connector;
  const handle = useWalletConnectClient();
  const state = useStoreSlice<PairingState>(handle?.client.store ?? NO_PAIRING);
  const kitError = useKitStore('connection', (s) => s.error);
  const renew = options.renew ?? true;

  useEffect(() => {
    if (!handle || !renew || state.status !== 'connecting' || !state.wcUri) return;
    const timer = setInterval(() => {
      if (!handle.client.isPairingExpired()) return;
      if (typeof renew === 'function') renew();
      else void settleConnect(kit, kit.retryConnect());
    }, EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, [handle, renew, kit, state.status, state.wcUri]);

  const pair = useCallback(
    async (wallet?: PairingWallet) => {
      if (connector) await settleConnect(kit, kit.connect(connector, wallet ? { wallet } : {}));
    },
    [kit, connector],
  );

  return {
    available: !!connector,
    uri: state.wcUri,
    status: state.status,
    // The kit's error covers the whole attempt (incl. "the wallet approved no account").
    error: state.wcError ?? (state.status === 'connecting' ? undefined : kitError),
    linking: state.wcLinking,
    pair,
    retry: () => settleConnect(kit, kit.retryConnect()),
    walletLink: (wallet) => {
      try {
        return handle?.client.walletLink(wallet);
      } catch {
        return undefined; // no URI yet, or a link the wallet entry got wrong
      }
    },
  };
}
