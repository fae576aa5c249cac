import type { CaipAddress, CaipNetwork, ConnectionStatus } from '../../core/types.js';
import { useKitStore } from './useKitStore.js';

export interface AccountView {
  address: string | undefined;
  caipAddress: CaipAddress | undefined;
  status: ConnectionStatus;
  isConnected: boolean;
  /** Whole units as the adapter reported them, e.g. "10000.0"; format with `formatBalance`. */
  balance: string | undefined;
  balanceSymbol: string | undefined;
  network: CaipNetwork | undefined;
  /** The account's name in the wallet, where the wallet names accounts (Polkadot extensions). */
  accountName: string | undefined;
}

/** The visitor's account on the active chain. */
export function useAccount(): AccountView {
  // Each field is selected on its own so a re-render happens only when one of them changes,
  // and no selector allocates (zustand's useStore needs stable snapshots).
  const account = useKitStore('chain', (s) =>
    s.activeChain ? s.chains[s.activeChain]?.accountState : undefined,
  );
  const network = useKitStore('chain', (s) =>
    s.activeChain ? s.chains[s.activeChain]?.networkState.caipNetwork : undefined,
  );
  const connectionStatus = useKitStore('connection', (s) => s.status);

  // The account is connected only when it has an address; while a connect or a silent
  // reconnect runs, the connection store knows more than the (still empty) account.
  const isConnected = account?.status === 'connected' && Boolean(account.address);
  const status: ConnectionStatus = isConnected
    ? 'connected'
    : connectionStatus === 'connected'
      ? 'disconnected'
      : connectionStatus;

  return {
    address: isConnected ? account?.address : undefined,
    caipAddress: isConnected ? account?.caipAddress : undefined,
    status,
    isConnected,
    balance: isConnected ? account?.balance : undefined,
    balanceSymbol: isConnected
      ? (account?.balanceSymbol ?? network?.nativeCurrency.symbol)
      : undefined,
    network,
    accountName: isConnected ? account?.walletAccountName : undefined,
  };
}
