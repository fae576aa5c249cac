import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { databaseScratchRoot } from '@wallet-kit/local-stack/scratch-root';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsAreCurrent } from '../db/migrations-current.js';
import { openDatabase } from '../db/open-database.js';
import { templateFor } from '../db/pglite-template.js';
import { walletServiceMigrations } from './migrations.js';
import { createWalletStore } from './store.js';

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(join(databaseScratchRoot(), 'wallet-kit-service-template-'));
  folders.push(folder);
  return folder;
};

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Every table's columns and every index, as the catalogue describes them. */
async function schemaOf(db: Kysely<any>) {
  const { rows: columns } = await sql`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = 'public'
    order by table_name, column_name`.execute(db);
  const { rows: indexes } = await sql`
    select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
    order by tablename, indexname`.execute(db);
  const { rows: migrations } = await sql`select name from kysely_migration order by name`.execute(
    db,
  );
  return { columns, indexes, migrations };
}

describe('a new wallet service database starts from the migrated template the build wrote', () => {
  it('the build wrote the wallet service template beside the empty one', async () => {
    const migrated = await templateFor(newFolder(), 'wallet-service');
    const empty = await templateFor(newFolder(), 'empty');
    expect(migrated).toBeInstanceOf(Blob);
    expect(migrated!.size).not.toBe(empty!.size);
  });

  it(
    'a new folder records exactly the migrations the code ships, so the start skips the migrator',
    { timeout: 60_000 },
    async () => {
      const { db } = await openDatabase<any>(
        { dataDir: newFolder() },
        { pgliteTemplate: 'wallet-service' },
      );
      try {
        expect(await migrationsAreCurrent(db, walletServiceMigrations)).toBe(true);
      } finally {
        await db.destroy();
      }
    },
  );

  it(
    'a new folder holds only the service database, without the template databases and their files',
    { timeout: 60_000 },
    async () => {
      const dataDir = newFolder();
      const { db } = await openDatabase<any>({ dataDir }, { pgliteTemplate: 'wallet-service' });
      try {
        const { rows } = await sql<{
          datname: string;
          oid: number;
        }>`select datname, oid::int as oid from pg_database order by datname`.execute(db);
        expect(rows.map((row) => row.datname)).toEqual(['postgres']);
        // Every database's files are in base/<oid>: only the service database's are written.
        expect(existsSync(join(dataDir, 'base', String(rows[0]!.oid)))).toBe(true);
        expect(existsSync(join(dataDir, 'base', '1'))).toBe(false);
        expect(existsSync(join(dataDir, 'base', '4'))).toBe(false);
      } finally {
        await db.destroy();
      }
    },
  );

  it(
    'a database made from the template has the schema the migrations make',
    { timeout: 120_000 },
    async () => {
      const fromTemplate = await openDatabase<any>(
        { dataDir: newFolder() },
        { pgliteTemplate: 'wallet-service' },
      );
      const migratedHere = await openDatabase<any>({ dataDir: newFolder() });
      try {
        await createWalletStore(migratedHere.db).migrate();
        expect(await schemaOf(fromTemplate.db)).toEqual(await schemaOf(migratedHere.db));
      } finally {
        await fromTemplate.db.destroy();
        await migratedHere.db.destroy();
      }
    },
  );
});
