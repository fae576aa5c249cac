import { useCallback } from 'react';
import { useWalletKit } from '../../hooks/useWalletKit.js';

/**
 * Asks the kit to close (close button, Escape, backdrop). The kit applies the closing rules —
 * refused on ApproveTransaction, and while the close button is disabled — so the shell
 * never duplicates them; when nothing happened the refusal is shown with `onRefused`.
 */
export function useRequestClose(onRefused: () => void): () => void {
  const kit = useWalletKit();
  return useCallback(() => {
    const routerBefore = kit.stores.router.getState();
    kit.close();
    const stillOpen = kit.stores.modal.getState().open;
    // Embedded mode "closes" by resetting the view, which replaces the router state.
    const rerouted = kit.stores.router.getState() !== routerBefore;
    if (stillOpen && !rerouted) onRefused();
  }, [kit, onRefused]);
}
