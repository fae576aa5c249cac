/**
 * The Get a wallet view's list as a pure function: which wallets it shows, in which order, and
 * which of their install links. Only https links are shown: the page opens them in a new tab, and
 * a deep link (`ledgerlive://`) or a plain-http page is not a place to install a wallet from.
 */
import type { CustomWallet } from '@wallet-kit/schemas';
import type { CatalogueWallet } from './types.js';

/** At most this many wallets: the view is a short way in, the catalogue is AllWallets. */
export const GET_WALLET_MAX_WALLETS = 6;

/** Where a link installs the wallet from, in the order the view lists them. */
export const INSTALL_LINK_KINDS = [
  'extension',
  'appStore',
  'playStore',
  'desktop',
  'website',
] as const;
export type InstallLinkKind = (typeof INSTALL_LINK_KINDS)[number];

export interface InstallLink {
  kind: InstallLinkKind;
  url: string;
}

export interface WalletToGet {
  id: string;
  name: string;
  imageUrl?: string;
  links: InstallLink[];
}

export interface WalletsToGetInput {
  /** The catalogue the featured ids are looked up in (the bundled snapshot or the registry). */
  catalogue: readonly CatalogueWallet[];
  /** The catalogue's own featured wallets, listed after the config's. */
  catalogueFeatured: readonly CatalogueWallet[];
  /** Install pages by wallet id, for catalogue wallets whose row has none. */
  installUrls?: Readonly<Record<string, NonNullable<CatalogueWallet['downloadUrls']>>>;
  config: {
    featuredWalletIds: readonly string[];
    excludeWalletIds: readonly string[];
    customWallets: readonly CustomWallet[];
  };
}

export function isHttpsUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function linksOf(urls: Partial<Record<InstallLinkKind, string>>): InstallLink[] {
  return INSTALL_LINK_KINDS.flatMap((kind) => {
    const url = urls[kind];
    return isHttpsUrl(url) ? [{ kind, url }] : [];
  });
}

function fromCatalogue(
  wallet: CatalogueWallet,
  installUrls: WalletsToGetInput['installUrls'] = {},
): WalletToGet {
  const downloadUrls = wallet.downloadUrls ?? installUrls[wallet.id];
  return {
    id: wallet.id,
    name: wallet.name,
    ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
    links: linksOf({
      extension: downloadUrls?.chrome,
      appStore: downloadUrls?.ios,
      playStore: downloadUrls?.android,
      desktop: wallet.desktopLink,
      website: wallet.homepage,
    }),
  };
}

function fromCustom(wallet: CustomWallet): WalletToGet {
  return {
    id: wallet.id,
    name: wallet.name,
    ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
    links: linksOf({
      appStore: wallet.appStore,
      playStore: wallet.playStore,
      desktop: wallet.desktopLink,
      website: wallet.homepage,
    }),
  };
}

const namedBy = (wallet: { id: string; rdns?: string }, ids: readonly string[]) =>
  ids.includes(wallet.id) || (!!wallet.rdns && ids.includes(wallet.rdns));

/**
 * The wallets to get, each once: the config's featured wallets in config order (a custom wallet
 * or a catalogue one), then the custom wallets, then the catalogue's featured ones. A wallet
 * without any https link is left out; excluded wallets never show.
 */
export function walletsToGet({
  catalogue,
  catalogueFeatured,
  installUrls,
  config,
}: WalletsToGetInput): WalletToGet[] {
  const custom = (id: string) => config.customWallets.find((wallet) => wallet.id === id);
  const catalogued = (id: string) => catalogue.find((wallet) => namedBy(wallet, [id]));
  const featured = config.featuredWalletIds.flatMap((id) => {
    const own = custom(id);
    if (own) return [fromCustom(own)];
    const wallet = catalogued(id);
    return wallet && !namedBy(wallet, config.excludeWalletIds)
      ? [fromCatalogue(wallet, installUrls)]
      : [];
  });
  const candidates = [
    ...featured,
    ...config.customWallets.map(fromCustom),
    ...catalogueFeatured
      .filter((wallet) => !namedBy(wallet, config.excludeWalletIds))
      .map((wallet) => fromCatalogue(wallet, installUrls)),
  ];
  const seen = new Set<string>();
  return candidates
    .filter((wallet) => {
      if (seen.has(wallet.id) || wallet.links.length === 0) return false;
      seen.add(wallet.id);
      return true;
    })
    .slice(0, GET_WALLET_MAX_WALLETS);
}
