import { useMemo } from 'react';
import { connectorKind } from '../../core/connectors.js';
import type { Connector } from '../../core/types.js';
import { buildWalletList } from '../../wallets/list.js';
import type { CatalogueWallet, WalletListEntry } from '../../wallets/types.js';
import { useKitStore } from './useKitStore.js';
import { useWalletKit } from './useWalletKit.js';

/** The browser's own wallets, as the list expects them (a merged multi-chain one counts too). */
function installedConnectors(connectors: readonly Connector[]): Connector[] {
  return connectors
    .filter(
      (connector) => connectorKind(connector) === 'INJECTED' || connector.type === 'ANNOUNCED',
    )
    .map((connector) => ({ ...connector, type: 'ANNOUNCED' as const }));
}

/** The catalogue as the AllWallets list (`buildWalletList`) for this kit's config and browser. */
export function useWalletList(catalogue: readonly CatalogueWallet[]): WalletListEntry[] {
  const kit = useWalletKit();
  const connectors = useKitStore('connector', (s) => s.connectors);
  const recent = useKitStore('connection', (s) => s.recentWallets);
  return useMemo(
    () =>
      buildWalletList({
        catalogue,
        config: kit.config,
        installed: installedConnectors(connectors),
        recent,
      }),
    [catalogue, kit.config, connectors, recent],
  );
}
