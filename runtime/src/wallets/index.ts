/**
 * `@wallet-kit/runtime/wallets`: the AllWallets catalogue. Its own subpath so a kit without
 * AllWallets carries neither the snapshot nor the registry client.
 */
export { WALLET_CATALOGUE } from './snapshot.js';
export { monogramIcon } from './monogram.js';
export {
  MAX_RECENT_WALLETS_SHOWN,
  RECOMMENDED_WALLETS_COUNT,
  WALLETS_PAGE_SIZE,
  WALLETS_SEARCH_LIMIT,
  buildWalletList,
  firstPages,
  hasMorePages,
  recommendedWallets,
  searchWallets,
  type WalletListConfig,
  type WalletListInput,
} from './list.js';
export { connectViewWallets, type ConnectViewItem } from './connect-list.js';
export {
  WALLET_REGISTRY_TIMEOUT_MS,
  fetchWalletRegistry,
  parseWalletRegistry,
  type FetchWalletRegistryOptions,
} from './registry.js';
export type { CatalogueWallet, WalletListEntry, WalletListSource } from './types.js';
