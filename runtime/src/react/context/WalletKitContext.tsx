import { createContext, type ReactNode } from 'react';
import type { WalletKit } from '../../core/kit-api.js';
import { TextProvider } from '../i18n/TextContext.js';

/**
 * The kit instance of the nearest provider. No default value: a component rendered outside a
 * provider must fail loudly rather than talk to a shared, invisible kit (no singletons).
 */
export const WalletKitContext = createContext<WalletKit | null>(null);
WalletKitContext.displayName = 'WalletKitContext';

export interface WalletKitProviderBaseProps {
  kit: WalletKit;
  children?: ReactNode;
}

/**
 * Makes `kit` available to the hooks below it. It does not create, start or destroy the kit:
 * the generated `WalletKitProvider` owns the kit's lifecycle, this only passes it down.
 */
export function WalletKitProviderBase({ kit, children }: WalletKitProviderBaseProps) {
  return (
    <WalletKitContext.Provider value={kit}>
      <TextProvider setting={kit.config.locale}>{children}</TextProvider>
    </WalletKitContext.Provider>
  );
}
