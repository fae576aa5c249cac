/**
 * Opens the service's PostgreSQL database through Kysely: a PostgreSQL server when a connection
 * URL is given, otherwise PGlite (PostgreSQL compiled to wasm) in a data folder. Both speak the
 * same SQL, so every query is written once.
 *
 * A PostgreSQL server may restart or drop connections at any time: the pool and each of its
 * clients get an 'error' listener (without one Node ends the process), a connection attempt is
 * bounded, and queries that fail because the server is away surface as
 * `DatabaseUnavailableError`. A PGlite folder belongs to one process, held by a lock file.
 */
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { lockDataFolder } from './data-folder-lock.js';
import { GuardedDriver } from './guarded-driver.js';
import { PgliteDialect } from './pglite-dialect.js';
import { openPglite, type PgliteTemplate } from './pglite-template.js';

export type DatabaseKind = 'pglite' | 'postgres';

interface DatabaseTarget {
  /** `postgres://user:pass@host:port/db`; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** The folder PGlite keeps its files in; absent (and no URL): in memory. */
  dataDir?: string | undefined;
}

interface OpenedDatabase<T> {
  db: Kysely<T>;
  kind: DatabaseKind;
}

interface OpenOptions {
  /** Told about connection errors the service survives (a restart, a dropped connection). */
  onConnectionError?: (error: Error) => void;
  /** What a new embedded database starts from (see pglite-template.ts); `empty` by default. */
  pgliteTemplate?: PgliteTemplate;
}

/** How long a request waits for a connection to a server that does not answer. */
const CONNECT_TIMEOUT_MS = 5_000;

/** Builds the dialect's driver wrapped so an unreachable database is told apart. */
function guarded(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new GuardedDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

export async function openDatabase<T>(
  target: DatabaseTarget,
  options: OpenOptions = {},
): Promise<OpenedDatabase<T>> {
  const onConnectionError = options.onConnectionError ?? (() => {});
  if (target.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle client whose server went away: the pool drops it and opens a new one later.
    pool.on('error', onConnectionError);
    // A client in use when its connection dies emits 'error' too; its query fails on its own.
    pool.on('connect', (client) => client.on('error', onConnectionError));
    const dialect = guarded(new PostgresDialect({ pool }));
    return { db: new Kysely<T>({ dialect }), kind: 'postgres' };
  }
  const lock = target.dataDir ? lockDataFolder(target.dataDir) : undefined;
  try {
    const pglite = await openPglite(target.dataDir, options.pgliteTemplate);
    const dialect = guarded(new PgliteDialect(pglite, { onClosed: () => lock?.release() }));
    return { db: new Kysely<T>({ dialect }), kind: 'pglite' };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
