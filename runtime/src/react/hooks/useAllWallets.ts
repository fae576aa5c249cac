import { useCallback, useEffect, useMemo, useState } from 'react';
import { connectorKind } from '../../core/connectors.js';
import type { Connector, PairingWallet } from '../../core/types.js';
import { buildWalletList, firstPages, hasMorePages, searchWallets } from '../../wallets/list.js';
import { fetchWalletRegistry } from '../../wallets/registry.js';
import type { CatalogueWallet, WalletListEntry } from '../../wallets/types.js';
import { useKitStore } from './useKitStore.js';
import { usePairing } from './usePairing.js';
import { useWalletKit } from './useWalletKit.js';

export interface AllWalletsView {
  query: string;
  setQuery(query: string): void;
  /** The wallets to show: the loaded pages, or the search results (at most 100). */
  wallets: WalletListEntry[];
  /** Wallets in the whole list (not only the loaded pages). */
  total: number;
  hasMore: boolean;
  loadMore(): void;
  /** `registry` once the configured registry answered; the snapshot until then or on failure. */
  source: 'snapshot' | 'registry';
  /** Installed wallets connect directly; the others pair over WalletConnect. */
  select(entry: WalletListEntry): void;
}

/** The browser's own wallets, as the list expects them (a merged multi-chain one counts too). */
function installedConnectors(connectors: readonly Connector[]): Connector[] {
  return connectors
    .filter(
      (connector) => connectorKind(connector) === 'INJECTED' || connector.type === 'ANNOUNCED',
    )
    .map((connector) => ({ ...connector, type: 'ANNOUNCED' as const }));
}

function pairingWallet({ wallet }: WalletListEntry): PairingWallet {
  const { id, name, imageUrl, rdns, mobileLink, universalLink, homepage } = wallet;
  return Object.fromEntries(
    Object.entries({ id, name, imageUrl, rdns, mobileLink, universalLink, homepage }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as unknown as PairingWallet;
}

/**
 * AllWallets: the bundled snapshot shows at once; a configured registry is fetched when the
 * view opens and replaces it if it answers in time with a valid list.
 */
export function useAllWallets(snapshot: readonly CatalogueWallet[]): AllWalletsView {
  const kit = useWalletKit();
  const { pair } = usePairing({ renew: false });
  const connectors = useKitStore('connector', (s) => s.connectors);
  const recent = useKitStore('connection', (s) => s.recentWallets);
  const [catalogue, setCatalogue] = useState<{
    wallets: readonly CatalogueWallet[];
    source: AllWalletsView['source'];
  }>({ wallets: snapshot, source: 'snapshot' });
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState(1);
  const registryUrl = kit.config.endpoints.walletRegistryUrl;

  useEffect(() => {
    if (!registryUrl) return;
    const controller = new AbortController();
    fetchWalletRegistry(registryUrl, { signal: controller.signal }).then(
      (wallets) => setCatalogue({ wallets, source: 'registry' }),
      () => undefined, // the snapshot stays: opening AllWallets never depends on the registry
    );
    return () => controller.abort();
  }, [registryUrl]);

  const list = useMemo(
    () =>
      buildWalletList({
        catalogue: catalogue.wallets,
        config: kit.config,
        installed: installedConnectors(connectors),
        recent,
      }),
    [catalogue, kit.config, connectors, recent],
  );
  const searching = query.trim() !== '';
  const wallets = useMemo(
    () => (searching ? searchWallets(list, query) : firstPages(list, pages)),
    [list, query, searching, pages],
  );

  const select = useCallback(
    (entry: WalletListEntry) => {
      const installed = entry.connectorId
        ? connectors.find((connector) => connector.id === entry.connectorId)
        : undefined;
      if (installed) void kit.connect(installed);
      else void pair(pairingWallet(entry));
    },
    [kit, connectors, pair],
  );

  return {
    query,
    setQuery,
    wallets,
    total: list.length,
    hasMore: !searching && hasMorePages(list, pages),
    loadMore: () => setPages((count) => count + 1),
    source: catalogue.source,
    select,
  };
}
