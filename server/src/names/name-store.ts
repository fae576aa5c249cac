/**
 * Names kept in PostgreSQL through Kysely: `openNameStore()` opens PGlite (in memory, or in a
 * data folder that survives restarts) and brings its tables up to date; a host with its own
 * PostgreSQL passes its own `Kysely` instance instead.
 */
import { Kysely, Migrator, type ColumnType, type Generated } from 'kysely';
import { namesMigrations } from './migrations.js';
import { PgliteDialect } from '../db/pglite-dialect.js';
import { openPglite } from '../db/pglite-template.js';

interface NamesTable {
  name: string;
  coin_type: ColumnType<string, number, number>;
  address: string;
  attributes: ColumnType<Record<string, string>, string, string>;
  message: string;
  signature: string;
  registered_at: Generated<Date>;
}

export interface NamesDatabase {
  names: NamesTable;
}

export interface NameRecord {
  name: string;
  coinType: number;
  address: string;
  attributes: Record<string, string>;
  registeredAt: string;
}

export interface NewName {
  name: string;
  coinType: number;
  address: string;
  attributes: Record<string, string>;
  message: string;
  signature: string;
}

export interface NameStore {
  /** The record of a (lower-cased) name, or undefined when nobody holds it. */
  find(name: string): Promise<NameRecord | undefined>;
  /** The names held by an address, oldest first. */
  namesOf(address: string): Promise<NameRecord[]>;
  /** Which of these (lower-cased) names are held. */
  taken(names: readonly string[]): Promise<Set<string>>;
  /** False when the name is already held (nothing is written). */
  insert(record: NewName): Promise<boolean>;
  close(): Promise<void>;
}

export class NameMigrationError extends Error {
  override readonly name = 'NameMigrationError';
}

/** Applies every migration not applied yet; throws when one fails (nothing half-applied is kept). */
export async function migrateNames(db: Kysely<NamesDatabase>): Promise<void> {
  const migrator = new Migrator({ db, provider: namesMigrations });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new NameMigrationError(
      `Names database migration ${failed ?? ''} failed: ${(error as Error).message ?? error}`,
    );
  }
}

const toRecord = (row: {
  name: string;
  coin_type: string;
  address: string;
  attributes: Record<string, string>;
  registered_at: Date;
}): NameRecord => ({
  name: row.name,
  coinType: Number(row.coin_type),
  address: row.address,
  attributes: row.attributes,
  registeredAt: new Date(row.registered_at).toISOString(),
});

const columns = ['name', 'coin_type', 'address', 'attributes', 'registered_at'] as const;

export function nameStoreOver(db: Kysely<NamesDatabase>): NameStore {
  return {
    async find(name) {
      const row = await db
        .selectFrom('names')
        .select(columns)
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async namesOf(address) {
      const rows = await db
        .selectFrom('names')
        .select(columns)
        .where('address', '=', address.toLowerCase())
        .orderBy('registered_at')
        .orderBy('name')
        .execute();
      return rows.map(toRecord);
    },
    async taken(names) {
      if (names.length === 0) return new Set();
      const rows = await db
        .selectFrom('names')
        .select('name')
        .where('name', 'in', [...names])
        .execute();
      return new Set(rows.map((row) => row.name));
    },
    async insert(record) {
      // The primary key decides a race between two registrations of one name: one row wins.
      const result = await db
        .insertInto('names')
        .values({
          name: record.name,
          coin_type: record.coinType,
          address: record.address.toLowerCase(),
          attributes: JSON.stringify(record.attributes),
          message: record.message,
          signature: record.signature,
        })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .executeTakeFirst();
      return result.numInsertedOrUpdatedRows === 1n;
    },
    close: () => db.destroy(),
  };
}

export interface OpenNameStoreOptions {
  /** A folder PGlite keeps its files in; absent: in memory, gone when the process ends. */
  dataDir?: string;
}

export async function openNameStore(options: OpenNameStoreOptions = {}): Promise<NameStore> {
  const pglite = await openPglite(options.dataDir);
  const db = new Kysely<NamesDatabase>({ dialect: new PgliteDialect(pglite) });
  try {
    await migrateNames(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return nameStoreOver(db);
}
