import { useMemo } from 'react';
import type { OpenOptions } from '../../core/kit-api.js';
import { useKitStore } from './useKitStore.js';
import { useWalletKit } from './useWalletKit.js';

export interface ModalControls {
  open(options?: OpenOptions): void;
  /** Refused while a transaction waits for approval (ApproveTransaction), unless the kit allows it. */
  close(): void;
  isOpen: boolean;
  /** Start-up work (discovery, reconnect) is still running for some namespace. */
  isLoading: boolean;
}

export function useModal(): ModalControls {
  const kit = useWalletKit();
  const isOpen = useKitStore('modal', (s) => s.open);
  const isLoading = useKitStore('modal', (s) => Object.values(s.loading).some(Boolean));
  return useMemo(
    () => ({
      open: (options?: OpenOptions) => kit.open(options),
      close: () => kit.close(),
      isOpen,
      isLoading,
    }),
    [kit, isOpen, isLoading],
  );
}
