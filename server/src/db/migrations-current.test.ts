/**
 * The start-up shortcut past Kysely's migrator: it is taken only when the database records
 * exactly the migrations the code ships. A database one migration behind still gets it.
 */
import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import { describe, expect, it } from 'vitest';
import { walletServiceMigrations } from '../wallet-service/migrations.js';
import type { WalletDatabase } from '../wallet-service/schema.js';
import { createWalletStore } from '../wallet-service/store.js';
import { migrationsAreCurrent } from './migrations-current.js';
import { openDatabase } from './open-database.js';

/** The shipped migrations but the last: a database written by the previous release. */
async function allButLast(): Promise<{ provider: MigrationProvider; last: string }> {
  const all = await walletServiceMigrations.getMigrations();
  const names = Object.keys(all).sort();
  const last = names.pop()!;
  return {
    last,
    provider: { getMigrations: async () => Object.fromEntries(names.map((n) => [n, all[n]!])) },
  };
}

async function recorded(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

describe('migrations are current', () => {
  it('answers false on a new database and true once every migration is applied', async () => {
    const { db } = await openDatabase<WalletDatabase>({});
    try {
      expect(await migrationsAreCurrent(db, walletServiceMigrations)).toBe(false);
      await createWalletStore(db).migrate();
      expect(await migrationsAreCurrent(db, walletServiceMigrations)).toBe(true);
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('a database one migration behind gets the missing migration at start', async () => {
    const { db } = await openDatabase<WalletDatabase>({});
    try {
      const { provider, last } = await allButLast();
      const { error } = await new Migrator({ db, provider }).migrateToLatest();
      expect(error).toBeUndefined();
      expect(await migrationsAreCurrent(db, walletServiceMigrations)).toBe(false);
      await createWalletStore(db).migrate();
      expect(await recorded(db)).toContain(last);
      expect(await migrationsAreCurrent(db, walletServiceMigrations)).toBe(true);
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('a database recording a migration the code does not ship is not current', async () => {
    const { db } = await openDatabase<WalletDatabase>({});
    try {
      await createWalletStore(db).migrate();
      await sql`insert into kysely_migration (name, timestamp) values ('9999_from_the_future', '2030-01-01')`.execute(
        db,
      );
      expect(await migrationsAreCurrent(db, walletServiceMigrations)).toBe(false);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
