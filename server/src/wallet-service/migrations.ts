/**
 * The wallet service's database, one versioned migration per change, applied in order at
 * start-up by Kysely's migrator. Never edit a migration that has shipped: add the next one.
 */
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const migrations: Record<string, Migration> = {
  '0001_wallet_service': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('projects')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('project_origins')
        .addColumn('project_id', 'text', (col) =>
          col.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('origin', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('project_origins_pk', ['project_id', 'origin'])
        .execute();
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('devices')
        .addColumn('user_id', 'text', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('device_id', 'text', (col) => col.notNull())
        .addColumn('approved_at', 'timestamptz')
        .addColumn('last_login_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('devices_pk', ['user_id', 'device_id'])
        .execute();
      await db.schema
        .createTable('email_codes')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('purpose', 'text', (col) => col.notNull())
        .addColumn('device_id', 'text')
        .addColumn('user_id', 'text')
        .addColumn('new_email', 'text')
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('consumed_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('email_codes_latest')
        .on('email_codes')
        .columns(['email', 'purpose', 'created_at'])
        .execute();
      await db.schema
        .createTable('device_approvals')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('device_id', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('used_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('project_id', 'text', (col) => col.notNull())
        .addColumn('device_id', 'text', (col) => col.notNull())
        .addColumn('new_device', 'boolean', (col) => col.notNull())
        .addColumn('refresh_hash', 'text', (col) => col.notNull().unique())
        .addColumn('previous_refresh_hash', 'text')
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('sessions_previous_refresh')
        .on('sessions')
        .column('previous_refresh_hash')
        .execute();
      await db.schema
        .createTable('wallets')
        .addColumn('user_id', 'text', (col) =>
          col.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('addresses', 'jsonb', (col) => col.notNull())
        .addColumn('auth_share', 'text', (col) => col.notNull())
        .addColumn('recovery_share', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('window_start', 'timestamptz', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
        .execute();
      await db.schema
        .createTable('email_throttle')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('last_sent_at', 'timestamptz', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of [
        'email_throttle',
        'rate_limits',
        'wallets',
        'sessions',
        'device_approvals',
        'email_codes',
        'devices',
        'users',
        'project_origins',
        'projects',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  '0002_social_logins': {
    async up(db: Kysely<any>) {
      // A person who logs in with a social account has no email address.
      await db.schema
        .alterTable('users')
        .alterColumn('email', (col) => col.dropNotNull())
        .execute();
      await db.schema
        .createTable('social_accounts')
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('user_id', 'text', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('user_name', 'text')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('social_accounts_pk', ['provider', 'subject'])
        .execute();
      await db.schema
        .createIndex('social_accounts_user')
        .on('social_accounts')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('social_logins')
        .addColumn('state', 'text', (col) => col.primaryKey())
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('project_id', 'text', (col) => col.notNull())
        .addColumn('host_origin', 'text', (col) => col.notNull())
        .addColumn('device_id', 'text', (col) => col.notNull())
        .addColumn('code_verifier', 'text', (col) => col.notNull())
        .addColumn('nonce', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('error', 'text')
        .addColumn('completed_at', 'timestamptz')
        .addColumn('used_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('social_logins').execute();
      await db.schema.dropTable('social_accounts').execute();
      await db.deleteFrom('users').where('email', 'is', null).execute();
      await db.schema
        .alterTable('users')
        .alterColumn('email', (col) => col.setNotNull())
        .execute();
    },
  },
  '0003_farcaster': {
    async up(db: Kysely<any>) {
      // The auth relay's channels: pending until the Farcaster app posts a signed message.
      await db.schema
        .createTable('farcaster_channels')
        .addColumn('token', 'text', (col) => col.primaryKey())
        .addColumn('nonce', 'text', (col) => col.notNull())
        .addColumn('url', 'text', (col) => col.notNull())
        .addColumn('signature_params', 'jsonb', (col) => col.notNull())
        .addColumn('metadata', 'jsonb', (col) => col.notNull())
        .addColumn('accept_auth_address', 'boolean', (col) => col.notNull())
        .addColumn('completion', 'jsonb')
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      // A frame's Farcaster login: the channel it opened for one device, used once.
      await db.schema
        .createTable('farcaster_logins')
        .addColumn('channel_token', 'text', (col) => col.primaryKey())
        .addColumn('project_id', 'text', (col) => col.notNull())
        .addColumn('host_origin', 'text', (col) => col.notNull())
        .addColumn('device_id', 'text', (col) => col.notNull())
        .addColumn('domain', 'text', (col) => col.notNull())
        .addColumn('nonce', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('used_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('farcaster_logins').execute();
      await db.schema.dropTable('farcaster_channels').execute();
    },
  },
  '0004_wallet_custody': {
    async up(db: Kysely<any>) {
      // A passkey-sealed wallet has no recovery share the service could open.
      await db.schema
        .alterTable('wallets')
        .alterColumn('recovery_share', (col) => col.dropNotNull())
        .execute();
      // Each passkey of a wallet: the recovery share sealed in the frame with a key only that
      // passkey's PRF gives, and the salt the frame evaluates the PRF on.
      await db.schema
        .createTable('wallet_passkeys')
        .addColumn('user_id', 'text', (col) =>
          col.notNull().references('wallets.user_id').onDelete('cascade'),
        )
        .addColumn('credential_id', 'text', (col) => col.notNull())
        .addColumn('prf_salt', 'text', (col) => col.notNull())
        .addColumn('sealed_share', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('wallet_passkeys_pk', ['user_id', 'credential_id'])
        .execute();
      // Every hand-out of recovery material to a new device's session (one per session): the
      // visitor is mailed about each.
      await db.schema
        .createTable('wallet_recoveries')
        .addColumn('session_id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('device_id', 'text', (col) => col.notNull())
        .addColumn('device_name', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('wallet_recoveries').execute();
      await db.schema.dropTable('wallet_passkeys').execute();
      await db.deleteFrom('wallets').where('recovery_share', 'is', null).execute();
      await db.schema
        .alterTable('wallets')
        .alterColumn('recovery_share', (col) => col.setNotNull())
        .execute();
    },
  },
  '0005_login_binding': {
    async up(db: Kysely<any>) {
      // A social login is bound to the frame that started it (the hash of a secret only that
      // frame holds) and to the browser its popup runs in (the hash of a cookie set there).
      await db.schema
        .alterTable('social_logins')
        .addColumn('binding_hash', 'text')
        .addColumn('browser_hash', 'text')
        .addColumn('authorization_url', 'text')
        .execute();
      // A Farcaster login is bound to the frame that started it the same way.
      await db.schema.alterTable('farcaster_logins').addColumn('binding_hash', 'text').execute();
      // The relay's connect link carries a token of its own: the one the app completes a
      // channel with is not the one the channel's opener reads the result with.
      await db.schema.alterTable('farcaster_channels').addColumn('connect_token', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('farcaster_channels').dropColumn('connect_token').execute();
      await db.schema.alterTable('farcaster_logins').dropColumn('binding_hash').execute();
      await db.schema
        .alterTable('social_logins')
        .dropColumn('binding_hash')
        .dropColumn('browser_hash')
        .dropColumn('authorization_url')
        .execute();
    },
  },
};

export const walletServiceMigrations: MigrationProvider = {
  getMigrations: async () => migrations,
};
