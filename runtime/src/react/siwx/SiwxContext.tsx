import { createContext, useContext, type ReactNode } from 'react';
import type { SiwxController } from '../../siwx/flow.js';

/**
 * The sign-in flow of the nearest provider. Separate from the kit context: only a kit whose
 * config enables sign-in renders this provider, so other kits carry none of the SIWX code.
 */
const SiwxContext = createContext<SiwxController | null>(null);
SiwxContext.displayName = 'SiwxContext';

export function SiwxProvider({ siwx, children }: { siwx: SiwxController; children?: ReactNode }) {
  return <SiwxContext.Provider value={siwx}>{children}</SiwxContext.Provider>;
}

export function useSiwxController(): SiwxController {
  const siwx = useContext(SiwxContext);
  if (!siwx)
    throw new Error('useSiwx must be used inside a <WalletKitProvider> with sign-in enabled');
  return siwx;
}
