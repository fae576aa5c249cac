/**
 * The AllWallets list as pure functions of the catalogue, the config and what the browser
 * announced: ordering, exclusion, deduplication. Search and paging, which only AllWallets
 * runs, are in search.ts.
 */
import type { CustomWallet } from '@wallet-kit/schemas';
import type { RecentWallet } from '../core/kit-api.js';
import type { Connector } from '../core/types.js';
import type { CatalogueWallet, WalletListEntry } from './types.js';

/** At most 4 recommended wallets (search and pages: search.ts). */
export const RECOMMENDED_WALLETS_COUNT = 4;
export const MAX_RECENT_WALLETS_SHOWN = 2;

export interface WalletListConfig {
  featuredWalletIds: readonly string[];
  includeWalletIds: readonly string[];
  excludeWalletIds: readonly string[];
  customWallets: readonly CustomWallet[];
}

export interface WalletListInput {
  catalogue: readonly CatalogueWallet[];
  config: WalletListConfig;
  /** Announced / injected connectors of this browser. */
  installed: readonly Connector[];
  recent: readonly RecentWallet[];
}

const namesOf = (wallet: { id: string; rdns?: string }) =>
  [wallet.id, wallet.rdns].filter((name): name is string => !!name);

const isNamed = (wallet: { id: string; rdns?: string }, ids: readonly string[]) =>
  namesOf(wallet).some((name) => ids.includes(name));

function fromCustom(wallet: CustomWallet): CatalogueWallet {
  const entry: CatalogueWallet = { id: wallet.id, name: wallet.name };
  if (wallet.rdns) entry.rdns = wallet.rdns;
  if (wallet.imageUrl) entry.imageUrl = wallet.imageUrl;
  if (wallet.homepage) entry.homepage = wallet.homepage;
  // A custom wallet's one mobile link may be native or universal; both are accepted.
  if (wallet.mobileLink) entry.mobileLink = wallet.mobileLink;
  if (wallet.webappLink) entry.universalLink = wallet.webappLink;
  if (wallet.desktopLink) entry.desktopLink = wallet.desktopLink;
  return entry;
}

function fromConnector(connector: Connector, catalogued?: CatalogueWallet): CatalogueWallet {
  const entry: CatalogueWallet = { ...catalogued, id: connector.id, name: connector.name };
  const rdns = connector.info?.rdns ?? catalogued?.rdns;
  if (rdns) entry.rdns = rdns;
  // The wallet's own announced icon wins over the catalogue's monogram.
  const imageUrl = connector.imageUrl ?? catalogued?.imageUrl;
  if (imageUrl) entry.imageUrl = imageUrl;
  return entry;
}

/**
 * Every wallet of AllWallets, each once, in this order: recent (max 2), installed, featured
 * (config order), custom, then the catalogue in its own order. Rules:
 * - `excludeWalletIds` removes a wallet by id or rdns wherever it would appear;
 * - a non-empty `includeWalletIds` keeps only those catalogue wallets (installed, recent and
 *   custom wallets are the host's or the visitor's own and stay);
 * - an installed wallet replaces the catalogue entry with its rdns (connects directly);
 * - a recent wallet that is installed shows as recent, connecting directly.
 */
export function buildWalletList(input: WalletListInput): WalletListEntry[] {
  const { config } = input;
  const excluded = (wallet: { id: string; rdns?: string }) =>
    isNamed(wallet, config.excludeWalletIds);
  const catalogue = input.catalogue.filter(
    (wallet) =>
      !excluded(wallet) &&
      (config.includeWalletIds.length === 0 || isNamed(wallet, config.includeWalletIds)),
  );
  const catalogued = (rdns: string | undefined) =>
    rdns ? input.catalogue.find((wallet) => wallet.rdns === rdns) : undefined;

  const installed: WalletListEntry[] = [];
  const seenRdns = new Set<string>();
  for (const connector of input.installed) {
    if (connector.type !== 'ANNOUNCED' && connector.type !== 'INJECTED') continue;
    const rdns = connector.info?.rdns;
    if (rdns && seenRdns.has(rdns)) continue;
    if (rdns) seenRdns.add(rdns);
    const wallet = fromConnector(connector, catalogued(rdns));
    if (!excluded(wallet))
      installed.push({ wallet, source: 'installed', connectorId: connector.id });
  }

  const featured: WalletListEntry[] = config.featuredWalletIds.flatMap((id) => {
    const wallet = catalogue.find((candidate) => namesOf(candidate).includes(id));
    return wallet ? [{ wallet, source: 'featured' as const }] : [];
  });
  const custom: WalletListEntry[] = config.customWallets
    .map(fromCustom)
    .filter((wallet) => !excluded(wallet))
    .map((wallet) => ({ wallet, source: 'custom' as const }));
  const rest: WalletListEntry[] = catalogue.map((wallet) => ({ wallet, source: 'catalogue' }));

  const known = [...installed, ...featured, ...custom, ...rest];
  const recent: WalletListEntry[] = [];
  for (const wallet of input.recent) {
    if (recent.length === MAX_RECENT_WALLETS_SHOWN) break;
    const match = known.find(
      (entry) =>
        entry.wallet.id === wallet.id || (!!wallet.rdns && entry.wallet.rdns === wallet.rdns),
    );
    if (match) recent.push({ ...match, source: 'recent' });
  }

  const result: WalletListEntry[] = [];
  const taken = (entry: WalletListEntry) =>
    result.some(
      (other) =>
        other.wallet.id === entry.wallet.id ||
        (!!entry.wallet.rdns && other.wallet.rdns === entry.wallet.rdns),
    );
  for (const entry of [...recent, ...known]) if (!taken(entry)) result.push(entry);
  return result;
}

/** The first four wallets of the catalogue that are not already shown (installed, featured). */
export function recommendedWallets(
  list: readonly WalletListEntry[],
  count = RECOMMENDED_WALLETS_COUNT,
): WalletListEntry[] {
  return list.filter((entry) => entry.source === 'catalogue').slice(0, count);
}
