import { useCallback, useState } from 'react';
import { useMountedRef } from './useMountedRef.js';
import type { CaipNetwork, CaipNetworkId } from '../../core/types.js';
import { errorMessage } from '../../core/errors.js';
import { useWalletKit } from './useWalletKit.js';

export interface SwitchNetworkState {
  /** The network a switch is waiting on (the wallet may be showing a prompt). */
  pendingNetworkId: CaipNetworkId | undefined;
  /** Why the last switch failed, shown inline next to the list. */
  error: string | undefined;
  /** Resolves true when the wallet switched; never rejects (the error is in `error`). */
  switchTo(network: CaipNetwork): Promise<boolean>;
}

export interface SwitchNetworkOptions {
  /**
   * After a successful switch, go back to the previous view — unless the kit has routed
   * elsewhere meanwhile (it leaves UnsupportedChain by itself).
   */
  goBackOnSuccess?: boolean;
}

/**
 * Local state of one network list: which switch is pending and why the last one failed.
 * It is view state, not kit state, so it lives in the component using it.
 */
export function useSwitchNetwork({
  goBackOnSuccess = false,
}: SwitchNetworkOptions = {}): SwitchNetworkState {
  const kit = useWalletKit();
  const [pendingNetworkId, setPendingNetworkId] = useState<CaipNetworkId>();
  const [error, setError] = useState<string>();
  // The view may unmount while the wallet prompt is open (the kit routes away on success).
  const mounted = useMountedRef();

  const switchTo = useCallback(
    async (network: CaipNetwork) => {
      setPendingNetworkId(network.caipNetworkId);
      setError(undefined);
      const historyAtStart = kit.stores.router.getState().history;
      try {
        await kit.switchNetwork(network);
        if (goBackOnSuccess && kit.stores.router.getState().history === historyAtStart) {
          kit.router.goBack();
        }
        return true;
      } catch (cause) {
        if (mounted.current) setError(errorMessage(cause));
        return false;
      } finally {
        if (mounted.current) setPendingNetworkId(undefined);
      }
    },
    [kit, goBackOnSuccess],
  );

  return { pendingNetworkId, error, switchTo };
}
