/**
 * The Connect view's wallets in a kit with the catalogue, in the config's connector-type order:
 * the kit's connectors group by group, with the catalogue's wallets placed
 * at their group's turn — recent ones paired over WalletConnect, featured, custom, and up to
 * four recommended wallets not already shown.
 */
import type { ConnectorTypeOrderEntry } from '@wallet-kit/schemas';
import type { ConnectorGroup } from '../core/types.js';
import type { Connector } from '../core/types.js';
import type { RecentWallet } from '../core/kit-api.js';
import { MAX_RECENT_WALLETS_SHOWN, RECOMMENDED_WALLETS_COUNT, recommendedWallets } from './list.js';
import type { WalletListEntry, WalletListSource } from './types.js';

export type ConnectViewItem =
  | { kind: 'connector'; group: ConnectorTypeOrderEntry; connector: Connector }
  | { kind: 'catalogue'; group: ConnectorTypeOrderEntry; entry: WalletListEntry };

/** The catalogue list's entries each connector-type group adds after its connectors. */
const CATALOGUE_SOURCE: Partial<Record<ConnectorTypeOrderEntry, WalletListSource>> = {
  recent: 'recent',
  featured: 'featured',
  custom: 'custom',
  recommended: 'catalogue',
};

const connectorNames = (connector: Connector) =>
  [connector, ...(connector.connectors ?? [])].flatMap((c) => [c.id, c.info?.rdns, c.explorerId]);

/**
 * @param groups the kit's connectors by type, in the configured order (`getOrderedConnectorGroups`)
 * @param list the AllWallets list (`buildWalletList`): exclusions and `includeWalletIds` applied
 *
 * Each wallet appears once: a catalogue wallet whose id or rdns is already shown (an installed
 * wallet, a featured one shown earlier) is skipped. Installed wallets come only from `groups`;
 * a recent wallet of the list shows here only when it is not a connector (paired over
 * WalletConnect). Recommended: the first `count` catalogue wallets not shown yet.
 */
export function connectViewWallets(
  groups: readonly ConnectorGroup[],
  list: readonly WalletListEntry[],
  count = RECOMMENDED_WALLETS_COUNT,
): ConnectViewItem[] {
  const shown = new Set<string>();
  const isShown = ({ wallet }: WalletListEntry) =>
    shown.has(wallet.id) || (!!wallet.rdns && shown.has(wallet.rdns));
  const items: ConnectViewItem[] = [];

  for (const { type, connectors } of groups) {
    for (const connector of connectors) {
      items.push({ kind: 'connector', group: type, connector });
      for (const name of connectorNames(connector)) if (name) shown.add(name);
    }
    const source = CATALOGUE_SOURCE[type];
    if (!source) continue;
    let entries = list.filter(
      (entry) => entry.source === source && !entry.connectorId && !isShown(entry),
    );
    if (type === 'recommended') entries = recommendedWallets(entries, count);
    for (const entry of entries) {
      items.push({ kind: 'catalogue', group: type, entry });
      shown.add(entry.wallet.id);
      if (entry.wallet.rdns) shown.add(entry.wallet.rdns);
    }
  }
  return items;
}

export interface CatalogueNeedInput {
  /** `connectViewWallets` of the list built from the catalogue's first wallets. */
  items: readonly ConnectViewItem[];
  /** That list (`buildWalletList`). */
  list: readonly WalletListEntry[];
  config: {
    featuredWalletIds: readonly string[];
    connectorTypeOrder: readonly ConnectorTypeOrderEntry[];
  };
  recent: readonly RecentWallet[];
  count?: number;
}

/**
 * Whether the rest of the catalogue could change the Connect view's wallets built from its
 * first wallets: a featured wallet or one of the recent wallets shown was not found among
 * them, or the recommended group has fewer than `count` wallets. Then the whole catalogue is
 * loaded and the view built again from it.
 */
export function needsWholeCatalogue({
  items,
  list,
  config,
  recent,
  count = RECOMMENDED_WALLETS_COUNT,
}: CatalogueNeedInput): boolean {
  const found = (wallet: { id: string; rdns?: string }) =>
    list.some(
      (entry) =>
        entry.wallet.id === wallet.id ||
        (!!wallet.rdns && entry.wallet.rdns === wallet.rdns) ||
        entry.wallet.rdns === wallet.id,
    );
  if (config.featuredWalletIds.some((id) => !found({ id }))) return true;
  if (recent.slice(0, MAX_RECENT_WALLETS_SHOWN).some((wallet) => !found(wallet))) return true;
  const recommended = items.filter(
    (item) => item.kind === 'catalogue' && item.group === 'recommended',
  ).length;
  return config.connectorTypeOrder.includes('recommended') && recommended < count;
}
