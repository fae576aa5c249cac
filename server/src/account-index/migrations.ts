/**
 * The account index's tables, one versioned migration per change, applied in order at start-up
 * by Kysely's migrator. Never edit a migration that has shipped: add the next one.
 */
import { type Kysely, type Migration, type MigrationProvider } from 'kysely';

const migrations: Record<string, Migration> = {
  '0001_account_index': {
    async up(db: Kysely<any>) {
      // One row per value movement: a transaction's native value (log_index -1) or one token
      // Transfer log. Written with "on conflict do nothing", so two instances scanning the same
      // blocks, or one scanning a range again after a crash, never duplicate a row.
      await db.schema
        .createTable('index_transfers')
        .addColumn('chain_id', 'text', (col) => col.notNull())
        .addColumn('tx_id', 'text', (col) => col.notNull())
        .addColumn('log_index', 'integer', (col) => col.notNull())
        .addColumn('block_number', 'bigint', (col) => col.notNull())
        // The transaction's place in its block (eip155), so one block's transactions keep their
        // order; 0 where the node does not say it (Solana, whose order within a slot is unknown).
        .addColumn('tx_position', 'integer', (col) => col.notNull())
        .addColumn('mined_at', 'timestamptz', (col) => col.notNull())
        // Lower-cased hex on eip155, base58 as written on Solana.
        .addColumn('from_address', 'text', (col) => col.notNull())
        .addColumn('to_address', 'text', (col) => col.notNull())
        // '' for the chain's native currency, else the token contract (eip155) or mint (Solana).
        .addColumn('token', 'text', (col) => col.notNull())
        // Base units as a decimal string: a uint256 does not fit a bigint column.
        .addColumn('amount', 'text', (col) => col.notNull())
        .addColumn('failed', 'boolean', (col) => col.notNull())
        .addPrimaryKeyConstraint('index_transfers_pk', ['chain_id', 'tx_id', 'log_index'])
        .execute();
      await db.schema
        .createIndex('index_transfers_from')
        .on('index_transfers')
        .columns(['chain_id', 'from_address', 'block_number'])
        .execute();
      await db.schema
        .createIndex('index_transfers_to')
        .on('index_transfers')
        .columns(['chain_id', 'to_address', 'block_number'])
        .execute();
      // Where each chain's scan goes on from, and the hash of the last block scanned (a
      // different hash at that height later means the chain reorganised under the index).
      await db.schema
        .createTable('index_cursors')
        .addColumn('chain_id', 'text', (col) => col.primaryKey())
        .addColumn('next_block', 'bigint', (col) => col.notNull())
        .addColumn('last_block_hash', 'text')
        .execute();
      // Chains read account by account (Solana): the newest signature read for each address.
      await db.schema
        .createTable('index_account_cursors')
        .addColumn('chain_id', 'text', (col) => col.notNull())
        .addColumn('address', 'text', (col) => col.notNull())
        .addColumn('newest_signature', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('index_account_cursors_pk', ['chain_id', 'address'])
        .execute();
      await db.schema
        .createTable('index_tokens')
        .addColumn('chain_id', 'text', (col) => col.notNull())
        .addColumn('token', 'text', (col) => col.notNull())
        .addColumn('name', 'text')
        .addColumn('symbol', 'text')
        .addColumn('decimals', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('index_tokens_pk', ['chain_id', 'token'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('index_tokens').execute();
      await db.schema.dropTable('index_account_cursors').execute();
      await db.schema.dropTable('index_cursors').execute();
      await db.schema.dropTable('index_transfers').execute();
    },
  },
};

export const accountIndexMigrations: MigrationProvider = {
  getMigrations: async () => migrations,
};
