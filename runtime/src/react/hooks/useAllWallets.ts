import { useEffect, useMemo, useState } from 'react';
import { firstPages, hasMorePages, searchWallets } from '../../wallets/search.js';
import { fetchWalletRegistry } from '../../wallets/registry.js';
import type { CatalogueWallet, WalletListEntry } from '../../wallets/types.js';
import { useSelectWallet } from './useSelectWallet.js';
import { useWalletList } from './useWalletList.js';
import { useWalletKit } from './useWalletKit.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { walletTileSheet } from '../primitives/WalletTile/WalletTile.css.js';

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

/**
 * AllWallets: the bundled snapshot shows at once; a configured registry is fetched when the
 * view opens and replaces it if it answers in time with a valid list.
 */
export function useAllWallets(snapshot: readonly CatalogueWallet[]): AllWalletsView {
  // The catalogue view lays its tiles out in the grid of the tiles' sheet.
  useComponentStyles(walletTileSheet);
  const kit = useWalletKit();
  const select = useSelectWallet();
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

  const list = useWalletList(catalogue.wallets);
  const searching = query.trim() !== '';
  const wallets = useMemo(
    () => (searching ? searchWallets(list, query) : firstPages(list, pages)),
    [list, query, searching, pages],
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
