/** One wallet of the AllWallets catalogue: a plain data descriptor, nothing to fetch. */
export interface CatalogueWallet {
  /** Stable id; `featuredWalletIds` / `includeWalletIds` / `excludeWalletIds` name wallets by it or by rdns. */
  id: string;
  name: string;
  /** EIP-6963 reverse-DNS id: an installed (announced) wallet with the same rdns replaces this entry. */
  rdns?: string;
  /** A data: URI (the bundled snapshot) or the registry's image URL. */
  imageUrl?: string;
  /** Native deep-link base, e.g. `metamask://`; the kit appends `wc?uri=…`. */
  mobileLink?: string;
  /** Universal-link base, e.g. `https://metamask.app.link`; the kit appends `/wc?uri=…`. */
  universalLink?: string;
  /** Desktop app deep-link base, e.g. `ledgerlive://`. */
  desktopLink?: string;
  homepage?: string;
  /** Where to get the wallet, by platform. */
  downloadUrls?: { ios?: string; android?: string; chrome?: string };
}

/** Where a wallet of the AllWallets list comes from: decides its badge and what a click does. */
export type WalletListSource = 'recent' | 'installed' | 'featured' | 'custom' | 'catalogue';

export interface WalletListEntry {
  wallet: CatalogueWallet;
  source: WalletListSource;
  /** For an installed wallet: the connector id of the announced wallet to connect directly. */
  connectorId?: string;
}

/**
 * The catalogue as the Connect view takes it: its first wallets at once, and the whole of it on
 * demand (the first wallets come first in it, as the same objects).
 */
export interface WalletCatalogue {
  first: readonly CatalogueWallet[];
  /** Loads the whole catalogue; a second call gets the same answer. */
  whole(): Promise<readonly CatalogueWallet[]>;
}
