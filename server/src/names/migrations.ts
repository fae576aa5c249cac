/**
 * The names database, one versioned migration per change, applied in order at start-up by
 * Kysely's migrator (which records what ran in its own table). Never edit a migration that has
 * shipped: add the next one.
 */
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const migrations: Record<string, Migration> = {
  '0001_names': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('names')
        // Lower-cased: names are compared without case.
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('coin_type', 'bigint', (col) => col.notNull())
        // Lower-cased hex, so reverse lookups need no case folding.
        .addColumn('address', 'text', (col) => col.notNull())
        .addColumn('attributes', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
        // The signed text and signature, kept so a registration can be checked again later.
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('signature', 'text', (col) => col.notNull())
        .addColumn('registered_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('names_by_address').on('names').column('address').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('names').execute();
    },
  },
};

export const namesMigrations: MigrationProvider = {
  getMigrations: async () => migrations,
};
