import { useMemo } from 'react';
import type { Connector } from '../../core/types.js';
import { useKitStore } from './useKitStore.js';
import { useWalletKit } from './useWalletKit.js';

export interface ConnectorListItem {
  connector: Connector;
  /** The visitor connected with it before (one of the remembered recent wallets). */
  isRecent: boolean;
  /** The wallet is present in this browser (announced over EIP-6963 or injected). */
  isInstalled: boolean;
}

/** The wallets of the Connect view in the config's connector-type order, with their badges. */
export function useConnectors(): ConnectorListItem[] {
  const kit = useWalletKit();
  // The ordered list is derived by the kit; these two stores are its inputs, so re-derive
  // exactly when one of them changes.
  const connectors = useKitStore('connector', (s) => s.connectors);
  const recentWallets = useKitStore('connection', (s) => s.recentWallets);
  return useMemo(() => {
    const recentIds = new Set(recentWallets.map((wallet) => wallet.id));
    return kit.getOrderedConnectors().map((connector) => ({
      connector,
      isRecent: recentIds.has(connector.id),
      isInstalled: connector.type === 'ANNOUNCED' || connector.type === 'INJECTED',
    }));
  }, [kit, connectors, recentWallets]);
}
