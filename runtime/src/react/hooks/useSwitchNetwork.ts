import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaipNetwork, CaipNetworkId } from '../../core/types.js';
import { errorMessage } from '../format/errorMessage.js';
import { useWalletKit } from './useWalletKit.js';

export interface SwitchNetworkState {
  /** The network a switch is waiting on (the wallet may be showing a prompt). */
  pendingNetworkId: CaipNetworkId | undefined;
  /** Why the last switch failed, shown inline next to the list. */
  error: string | undefined;
  switchTo(network: CaipNetwork): Promise<void>;
}

/**
 * Local state of one network list: which switch is pending and why the last one failed.
 * It is view state, not kit state, so it lives in the component using it.
 */
export function useSwitchNetwork(): SwitchNetworkState {
  const kit = useWalletKit();
  const [pendingNetworkId, setPendingNetworkId] = useState<CaipNetworkId>();
  const [error, setError] = useState<string>();
  // The view may unmount while the wallet prompt is open (the kit routes away on success).
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const switchTo = useCallback(
    async (network: CaipNetwork) => {
      setPendingNetworkId(network.caipNetworkId);
      setError(undefined);
      try {
        await kit.switchNetwork(network);
      } catch (cause) {
        if (mounted.current) setError(errorMessage(cause));
      } finally {
        if (mounted.current) setPendingNetworkId(undefined);
      }
    },
    [kit],
  );

  return { pendingNetworkId, error, switchTo };
}
