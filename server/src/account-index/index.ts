/**
 * `@wallet-kit/server/account-index`: a visitor's history and holdings read from the chain
 * itself, answered on the kit's blockchain-API paths. Every value movement of the indexed
 * chains is kept in PostgreSQL through Kysely (PGlite embedded by default). See
 * docs/account-index.md.
 */
export { createAccountIndexHandler, HISTORY_PAGE_SIZE, MAX_TOKENS_PER_BALANCE } from './handler.js';
export type {
  AccountIndexHandler,
  AccountIndexHandlerOptions,
  IndexedEip155Chain,
} from './handler.js';
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
