/**
 * Opens the service's PostgreSQL database through Kysely: a PostgreSQL server when a connection
 * URL is given, otherwise PGlite (PostgreSQL compiled to wasm) in a data folder. Both speak the
 * same SQL, so every query is written once.
 */
import { Kysely, PostgresDialect } from 'kysely';
import { PgliteDialect } from './pglite-dialect.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseTarget {
  /** `postgres://user:pass@host:port/db`; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** The folder PGlite keeps its files in; absent (and no URL): in memory. */
  dataDir?: string | undefined;
}

export interface OpenedDatabase<T> {
  db: Kysely<T>;
  kind: DatabaseKind;
}

export async function openDatabase<T>(target: DatabaseTarget): Promise<OpenedDatabase<T>> {
  if (target.databaseUrl) {
    const { default: pg } = await import('pg');
    // Dates travel as timestamptz; bigint counts are read as numbers by the callers.
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    return { db: new Kysely<T>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = new PGlite(target.dataDir);
  return { db: new Kysely<T>({ dialect: new PgliteDialect(pglite) }), kind: 'pglite' };
}
