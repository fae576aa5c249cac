/**
 * `@wallet-kit/server/names`: the account-names service (lookup, reverse lookup, suggestions,
 * signed registration) over PostgreSQL through Kysely, PGlite embedded by default. A separate
 * entry so a host that only verifies sign-ins never loads the database.
 */
export { createNamesHandler, MAX_NAMES_PER_ADDRESS } from './handler.js';
export type { NamesHandler, NamesHandlerOptions } from './handler.js';
export { openNameStore, nameStoreOver, migrateNames, NameMigrationError } from './name-store.js';
export type {
  NameRecord,
  NameStore,
  NamesDatabase,
  NewName,
  OpenNameStoreOptions,
} from './name-store.js';
export { PgliteDialect } from '../db/pglite-dialect.js';
export { NAME_ERRORS, NameRegistrationError } from './errors.js';
export { suggestNames, MAX_SUGGESTIONS } from './suggestions.js';
