import { isNetworkSupported } from '../../core/chain-state.js';
import type { CaipNetwork } from '../../core/types.js';
import { useKitStore } from './useKitStore.js';
import { useWalletKit } from './useWalletKit.js';

export interface NetworkView {
  /** The active network, as the wallet reports it (may be one the host did not configure). */
  network: CaipNetwork | undefined;
  /** The networks the host configured, in config order. */
  networks: CaipNetwork[];
  /** False when the wallet sits on a network the host did not configure. */
  isSupported: boolean;
  switchNetwork(network: CaipNetwork): Promise<void>;
}

export function useNetwork(): NetworkView {
  const kit = useWalletKit();
  const network = useKitStore('chain', (s) =>
    s.activeChain ? s.chains[s.activeChain]?.networkState.caipNetwork : undefined,
  );
  const networks = kit.config.networks;
  const isSupported = useKitStore('chain', (s) => !network || isNetworkSupported(s, network));
  return { network, networks, isSupported, switchNetwork: (n) => kit.switchNetwork(n) };
}
