import { useCallback } from 'react';
import type { CaipAddress, CaipNetwork, ConnectionStatus } from '../../core/types.js';
import { useKitStore } from './useKitStore.js';
import { useWalletKit } from './useWalletKit.js';

/**
 * What is known of the balance: `loading` (not read yet, or being read), `failed` (the read
 * failed or did not answer in time; `balance` may hold an older value), `known`, or `none`
 * (the network's family has no balance source: show no balance at all).
 * An unknown balance is never zero: show "Loading…", "unavailable" or nothing, not "0".
 */
export type BalanceStatus = 'loading' | 'failed' | 'known' | 'none';

export interface AccountView {
  address: string | undefined;
  caipAddress: CaipAddress | undefined;
  status: ConnectionStatus;
  isConnected: boolean;
  /** Whole units as the adapter reported them, e.g. "10000.0"; format with `formatBalance`. */
  balance: string | undefined;
  balanceSymbol: string | undefined;
  /** Whether `balance` is being read, could not be read, or is known; undefined when not connected. */
  balanceStatus: BalanceStatus | undefined;
  /** Reads the balance again (after `failed`); a failure shows in `balanceStatus`, never throws. */
  retryBalance(): void;
  network: CaipNetwork | undefined;
  /** The account's name in the wallet, where the wallet names accounts (Polkadot extensions). */
  accountName: string | undefined;
  /**
   * The account's public name, once the kit knows it: one the visitor registered with this app,
   * else its ENS primary name (looked up when the Account view first shows).
   */
  profileName: string | undefined;
}

/** The visitor's account on the active chain. */
export function useAccount(): AccountView {
  // Each field is selected on its own so a re-render happens only when one of them changes,
  // and no selector allocates (useSyncExternalStore needs stable snapshots).
  const account = useKitStore('chain', (s) =>
    s.activeChain ? s.chains[s.activeChain]?.accountState : undefined,
  );
  const network = useKitStore('chain', (s) =>
    s.activeChain ? s.chains[s.activeChain]?.networkState.caipNetwork : undefined,
  );
  const connectionStatus = useKitStore('connection', (s) => s.status);
  const kit = useWalletKit();
  const retryBalance = useCallback(() => {
    kit.refreshBalance().catch(() => {
      // Recorded in the account state as a failed read; balanceStatus shows it.
    });
  }, [kit]);

  // The account is connected only when it has an address; while a connect or a silent
  // reconnect runs, the connection store knows more than the (still empty) account.
  const isConnected = account?.status === 'connected' && Boolean(account.address);
  const status: ConnectionStatus = isConnected
    ? 'connected'
    : connectionStatus === 'connected'
      ? 'disconnected'
      : connectionStatus;

  const balanceStatus: BalanceStatus | undefined = !isConnected
    ? undefined
    : account?.balanceUnreadable
      ? 'none'
      : account?.balanceLoading
        ? 'loading'
        : account?.balanceFailed
          ? 'failed'
          : account?.balance === undefined
            ? 'loading'
            : 'known';

  return {
    address: isConnected ? account?.address : undefined,
    caipAddress: isConnected ? account?.caipAddress : undefined,
    status,
    isConnected,
    balance: isConnected ? account?.balance : undefined,
    balanceSymbol: isConnected
      ? (account?.balanceSymbol ?? network?.nativeCurrency.symbol)
      : undefined,
    balanceStatus,
    retryBalance,
    network,
    accountName: isConnected ? account?.walletAccountName : undefined,
    profileName: (isConnected && account?.profileName) || undefined,
  };
}
