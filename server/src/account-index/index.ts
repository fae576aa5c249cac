/**
 * `@wallet-kit/server/account-index`: a visitor's history and holdings read from the chain
 * itself, answered on the kit's blockchain-API paths. Every value movement read is kept in
 * PostgreSQL through Kysely (PGlite embedded by default). See docs/account-index.md.
 */
export { createAccountIndexHandler, HISTORY_PAGE_SIZE } from './handler.js';
export type { AccountIndexHandler, AccountIndexHandlerOptions } from './handler.js';
export type { IndexedNetwork } from './network.js';
export { createEip155Network, MAX_TOKENS_PER_BALANCE } from './eip155-network.js';
export { ExplorerApiError, MAX_EXPLORER_PAGES_PER_REFRESH } from './explorer-reader.js';
export type { ExplorerApi } from './explorer-reader.js';
export { createSolanaNetwork, MAX_NEW_TRANSACTIONS_PER_REFRESH } from './solana-network.js';
export { createAccountIndexer, BLOCKS_PER_STEP, REORG_DEPTH } from './indexer.js';
export type { AccountIndexer, IndexedChain } from './indexer.js';
export { createEip155Scanner } from './eip155-scanner.js';
export type { ChainScanner, ScannedRange } from './eip155-scanner.js';
export {
  accountIndexStoreOver,
  migrateAccountIndex,
  openAccountIndexStore,
  AccountIndexMigrationError,
} from './store.js';
export type {
  AccountIndexDatabase,
  AccountIndexStore,
  OpenAccountIndexStoreOptions,
  TokenInfo,
  Transfer,
} from './store.js';
export type { NativeCurrency } from './transactions.js';
