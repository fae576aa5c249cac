/**
 * Whether a database already records exactly the migrations the code ships, read with one
 * query. Kysely's migrator takes a lock table, a transaction and several catalogue reads even
 * when there is nothing to apply (about 1 s of the embedded database's start; see
 * docs/benchmarks.md), so a start on an up-to-date database skips it. Anything else (no
 * bookkeeping table yet, a migration missing, an unknown one recorded) answers false and the
 * migrator runs, and decides, as before.
 */
import { sql, type Kysely, type MigrationProvider } from 'kysely';

/** Kysely's default bookkeeping table. */
const DEFAULT_MIGRATION_TABLE = 'kysely_migration';

export async function migrationsAreCurrent(
  db: Kysely<any>,
  provider: MigrationProvider,
  migrationTableName = DEFAULT_MIGRATION_TABLE,
): Promise<boolean> {
  const expected = Object.keys(await provider.getMigrations()).sort();
  // to_regclass answers null rather than failing when the table does not exist yet.
  const { rows: tables } = await sql<{ found: string | null }>`
    select to_regclass(${migrationTableName})::text as found`.execute(db);
  if (!tables[0]?.found) return false;
  const { rows } = await sql<{ name: string }>`
    select name from ${sql.table(migrationTableName)} order by name`.execute(db);
  const recorded = rows.map((row) => row.name).sort();
  return (
    recorded.length === expected.length && recorded.every((name, index) => name === expected[index])
  );
}
