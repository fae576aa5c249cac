import { useMemo } from 'react';
import type { ConnectMethod } from '@wallet-kit/schemas';
import { useKitStore } from './useKitStore.js';
import { useWalletKit } from './useWalletKit.js';

/**
 * The connect methods in display order (email, social, wallet by default). The order depends on whether a wallet is shown
 * (wallet first then), so it is re-derived whenever the connectors change.
 */
export function useConnectMethods(): ConnectMethod[] {
  const kit = useWalletKit();
  const connectors = useKitStore('connector', (s) => s.connectors);
  return useMemo(() => kit.getConnectMethodsOrder(), [kit, connectors]);
}
