/**
 * `@wallet-kit/runtime/wallets`: the AllWallets catalogue. Its own subpath so a kit without
 * AllWallets carries neither the snapshot nor the registry client. The Connect view takes
 * `CONNECT_CATALOGUE` (the first wallets, the rest on demand), AllWallets `WALLET_CATALOGUE`.
 */
export { WALLET_CATALOGUE } from './snapshot.js';
export { FIRST_WALLETS } from './first-wallets.js';
export { CONNECT_CATALOGUE } from './connect-catalogue.js';
export { monogramIcon } from './monogram.js';
export {
  MAX_RECENT_WALLETS_SHOWN,
  RECOMMENDED_WALLETS_COUNT,
  buildWalletList,
  recommendedWallets,
  type WalletListConfig,
  type WalletListInput,
} from './list.js';
export {
  WALLETS_PAGE_SIZE,
  WALLETS_SEARCH_LIMIT,
  firstPages,
  hasMorePages,
  searchWallets,
} from './search.js';
export {
  connectViewWallets,
  needsWholeCatalogue,
  type CatalogueNeedInput,
  type ConnectViewItem,
} from './connect-list.js';
export {
  WALLET_REGISTRY_TIMEOUT_MS,
  fetchWalletRegistry,
  parseWalletRegistry,
  type FetchWalletRegistryOptions,
} from './registry.js';
export type {
  CatalogueWallet,
  WalletCatalogue,
  WalletListEntry,
  WalletListSource,
} from './types.js';
export {
  GET_WALLET_MAX_WALLETS,
  INSTALL_LINK_KINDS,
  isHttpsUrl,
  walletsToGet,
  type InstallLink,
  type InstallLinkKind,
  type WalletToGet,
  type WalletsToGetInput,
} from './install-links.js';
export { WALLET_INSTALL_URLS, type InstallUrls } from './install-urls.js';
