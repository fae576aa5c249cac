/**
 * Every read and write of the wallet service, one method per question, in SQL that PGlite and a
 * PostgreSQL server both run. Writes that decide something (a code used once, a refresh token
 * rotated once, a throttle slot taken) are single conditional statements, so two service
 * instances racing on one database still decide once.
 */
import { Migrator, sql, type Kysely, type Selectable } from 'kysely';
import type { CodePurpose, WalletDatabase } from './schema.js';
import { walletServiceMigrations } from './migrations.js';
import { migrationsAreCurrent } from '../db/migrations-current.js';
import { projectOriginsCache } from './project-origins-cache.js';
import {
  claimSendSlotAndHit,
  counterParts,
  countColumns,
  countsOf,
  hitInOrder,
  type Counter,
} from './rate-counters.js';

interface UserRow {
  id: string;
  email: string;
}

export interface CodeRow {
  id: string;
  email: string;
  purpose: CodePurpose;
  deviceId: string | null;
  userId: string | null;
  newEmail: string | null;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
}

export interface SessionRow {
  id: string;
  userId: string;
  projectId: string;
  deviceId: string;
  newDevice: boolean;
  expiresAt: Date;
  revokedAt: Date | null;
  createdAt: Date;
}

export interface WalletRow {
  addresses: Record<string, string>;
  authShare: string;
  /** Sealed by the recovery-key process (`custodial`); null when a passkey seals it instead. */
  recoveryShare: string | null;
}

class WalletMigrationError extends Error {
  override readonly name = 'WalletMigrationError';
}

export type WalletStore = ReturnType<typeof createWalletStore>;

type CodeTableRow = Selectable<WalletDatabase['email_codes']>;

/** A code row as the routes see it; undefined when there is none or it was used. */
const unusedCode = (row: CodeTableRow | undefined): CodeRow | undefined =>
  !row || row.consumed_at
    ? undefined
    : {
        id: row.id,
        email: row.email,
        purpose: row.purpose,
        deviceId: row.device_id,
        userId: row.user_id,
        newEmail: row.new_email,
        codeHash: row.code_hash,
        expiresAt: new Date(row.expires_at),
        attempts: row.attempts,
      };

const toSession = (row: {
  id: string;
  user_id: string;
  project_id: string;
  device_id: string;
  new_device: boolean;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Date;
}): SessionRow => ({
  id: row.id,
  userId: row.user_id,
  projectId: row.project_id,
  deviceId: row.device_id,
  newDevice: row.new_device,
  expiresAt: new Date(row.expires_at),
  revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
  createdAt: new Date(row.created_at),
});

const sessionColumns = [
  'id',
  'user_id',
  'project_id',
  'device_id',
  'new_device',
  'expires_at',
  'revoked_at',
  'created_at',
] as const;

/** How long another instance's new project configuration may take to reach this one. */
const PROJECT_ORIGINS_TTL_MS = 5_000;

/** Every project with its origins (none for a project without any), in one query. */
async function allProjectOrigins(db: Kysely<WalletDatabase>): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('projects')
    .leftJoin('project_origins', 'project_origins.project_id', 'projects.id')
    .select(['projects.id as id', 'project_origins.origin as origin'])
    .orderBy('projects.id')
    .orderBy('project_origins.origin')
    .execute();
  const projects = new Map<string, string[]>();
  for (const { id, origin } of rows) {
    const origins = projects.get(id) ?? [];
    if (origin !== null) origins.push(origin);
    projects.set(id, origins);
  }
  return projects;
}

/** Whether the table's projects and origins are exactly the configured ones (order aside). */
function sameProjects(
  stored: Map<string, string[]>,
  configured: Record<string, readonly string[]>,
): boolean {
  const ids = Object.keys(configured);
  if (stored.size !== ids.length) return false;
  const sorted = (origins: readonly string[]) => [...new Set(origins)].sort();
  return ids.every((id) => {
    const have = stored.get(id);
    const want = sorted(configured[id]!);
    return (
      have !== undefined &&
      have.length === want.length &&
      sorted(have).every((origin, index) => origin === want[index])
    );
  });
}

export function createWalletStore(db: Kysely<WalletDatabase>) {
  const projectOrigins = projectOriginsCache(() => allProjectOrigins(db), PROJECT_ORIGINS_TTL_MS);
  return {
    db,

    /** Applies every migration not applied yet; throws when one fails. */
    async migrate(): Promise<void> {
      if (await migrationsAreCurrent(db, walletServiceMigrations)) return;
      const migrator = new Migrator({ db, provider: walletServiceMigrations });
      const { error, results } = await migrator.migrateToLatest();
      if (error) {
        const failed = results?.find((result) => result.status === 'Error')?.migrationName;
        throw new WalletMigrationError(
          `Wallet service database migration ${failed ?? ''} failed: ${(error as Error).message ?? error}`,
        );
      }
    },

    /**
     * Makes the projects table say what the configuration says: origins replaced, projects no
     * longer configured removed. A table that already says it (every start after the first
     * with the same configuration) is only read: the write transaction cost a start on the
     * embedded database about 0.1 s of CPU (docs/benchmarks.md).
     */
    async seedProjects(projects: Record<string, readonly string[]>): Promise<void> {
      if (sameProjects(await allProjectOrigins(db), projects)) return;
      await db.transaction().execute(async (trx) => {
        const ids = Object.keys(projects);
        if (ids.length > 0) await trx.deleteFrom('projects').where('id', 'not in', ids).execute();
        for (const [id, origins] of Object.entries(projects)) {
          await trx
            .insertInto('projects')
            .values({ id })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          await trx.deleteFrom('project_origins').where('project_id', '=', id).execute();
          if (origins.length > 0) {
            await trx
              .insertInto('project_origins')
              .values(origins.map((origin) => ({ project_id: id, origin })))
              .onConflict((oc) => oc.columns(['project_id', 'origin']).doNothing())
              .execute();
          }
        }
      });
      projectOrigins.forget();
    },

    /**
     * The origins a project allows, or undefined for an unknown project: from a copy of the
     * projects table at most PROJECT_ORIGINS_TTL_MS old (see project-origins-cache.ts).
     */
    projectOrigins(projectId: string): Promise<string[] | undefined> {
      return projectOrigins.originsOf(projectId);
    },

    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('email', '=', email)
        .executeTakeFirst();
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').select(['id', 'email']).where('id', '=', id).executeTakeFirst();
    },

    /** The user of this address, created when there is none. */
    async ensureUser(email: string, newId: string): Promise<UserRow> {
      // One statement: the row it inserted, or the one that was there. A row another statement
      // inserted after this one's snapshot is neither: read then, as before.
      const { rows } = await sql<UserRow>`
        with inserted as (
          insert into users (id, email) values (${newId}::text, ${email}::text)
          on conflict (email) do nothing
          returning id, email
        )
        select id, email from inserted
        union all
        select id, email from users where email = ${email}::text`.execute(db);
      if (rows[0]) return { id: rows[0].id, email: rows[0].email };
      return db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    },

    /** False when another user already holds the new address. */
    async changeEmail(userId: string, newEmail: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ email: newEmail })
        .where('id', '=', userId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('users as other').select('other.id').where('other.email', '=', newEmail),
            ),
          ),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async isDeviceApproved(userId: string, deviceId: string): Promise<boolean> {
      const row = await db
        .selectFrom('devices')
        .select('approved_at')
        .where('user_id', '=', userId)
        .where('device_id', '=', deviceId)
        .executeTakeFirst();
      return Boolean(row?.approved_at);
    },

    async approveDevice(userId: string, deviceId: string, now: Date): Promise<void> {
      await db
        .insertInto('devices')
        .values({ user_id: userId, device_id: deviceId, approved_at: now })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'device_id'])
            .doUpdateSet({ approved_at: sql`coalesce(devices.approved_at, excluded.approved_at)` }),
        )
        .execute();
    },

    /**
     * Records a code login on a device (which approves it) and says whether it is the device's
     * first login: only then does the session get the recovery share.
     */
    async recordLogin(
      userId: string,
      deviceId: string,
      now: Date,
    ): Promise<{ newDevice: boolean }> {
      const inserted = await db
        .insertInto('devices')
        .values({ user_id: userId, device_id: deviceId, approved_at: now, last_login_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'device_id']).doNothing())
        .returning('device_id')
        .executeTakeFirst();
      if (inserted) return { newDevice: true };
      const firstLogin = await db
        .updateTable('devices')
        .set({ last_login_at: now, approved_at: sql`coalesce(approved_at, ${now})` })
        .where('user_id', '=', userId)
        .where('device_id', '=', deviceId)
        .where('last_login_at', 'is', null)
        .returning('device_id')
        .executeTakeFirst();
      if (firstLogin) return { newDevice: true };
      await db
        .updateTable('devices')
        .set({ last_login_at: now })
        .where('user_id', '=', userId)
        .where('device_id', '=', deviceId)
        .execute();
      return { newDevice: false };
    },

    async insertCode(code: {
      id: string;
      email: string;
      purpose: CodePurpose;
      deviceId?: string | null;
      userId?: string | null;
      newEmail?: string | null;
      codeHash: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      await db
        .insertInto('email_codes')
        .values({
          id: code.id,
          email: code.email,
          purpose: code.purpose,
          device_id: code.deviceId ?? null,
          user_id: code.userId ?? null,
          new_email: code.newEmail ?? null,
          code_hash: code.codeHash,
          expires_at: code.expiresAt,
          created_at: code.now,
        })
        .execute();
    },

    /** The newest code not yet used for this address and purpose (older ones no longer count). */
    async latestCode(query: {
      email?: string;
      userId?: string;
      purpose: CodePurpose;
    }): Promise<CodeRow | undefined> {
      let select = db
        .selectFrom('email_codes')
        .selectAll()
        .where('purpose', '=', query.purpose)
        .orderBy('created_at', 'desc')
        .limit(1);
      if (query.email !== undefined) select = select.where('email', '=', query.email);
      if (query.userId !== undefined) select = select.where('user_id', '=', query.userId);
      return unusedCode(await select.executeTakeFirst());
    },

    /**
     * Counts one hit on `counter` and reads the newest code of an address and purpose (as
     * `latestCode`), in one statement: the count, and the code (read whatever the count).
     */
    async hitAndLatestCode(
      counter: Counter,
      query: { email: string; purpose: CodePurpose },
    ): Promise<{ count: number; code: CodeRow | undefined }> {
      const { rows } = await sql<CodeTableRow & { count0: number | null }>`
        with ${sql.join(counterParts([counter], sql`true`))}
        select ${sql.join(countColumns([counter]))}, code.*
        from (select 1) as one
        left join lateral (
          select * from email_codes
          where email = ${query.email}::text and purpose = ${query.purpose}::text
          order by created_at desc limit 1
        ) as code on true`.execute(db);
      const row = rows[0]!;
      return {
        count: countsOf(row, [counter])[0]!,
        // No code: the joined columns are all null.
        code: (row.id as string | null) === null ? undefined : unusedCode(row),
      };
    },

    /** Counts one wrong attempt, never past the limit; the attempts made so far. */
    async countWrongAttempt(id: string, maxAttempts: number): Promise<number> {
      const row = await db
        .updateTable('email_codes')
        .set({ attempts: sql`attempts + 1` })
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts ?? maxAttempts;
    },

    /** Marks a code used; false when it was used (or locked) meanwhile. */
    async consumeCode(id: string, now: Date, maxAttempts: number): Promise<boolean> {
      const row = await db
        .updateTable('email_codes')
        .set({ consumed_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertDeviceApproval(approval: {
      tokenHash: string;
      userId: string;
      deviceId: string;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .insertInto('device_approvals')
        .values({
          token_hash: approval.tokenHash,
          user_id: approval.userId,
          device_id: approval.deviceId,
          expires_at: approval.expiresAt,
        })
        .execute();
    },

    /** Uses a device link once: the device it approves, or undefined (unknown, used, expired). */
    async useDeviceApproval(
      tokenHash: string,
      now: Date,
    ): Promise<{ userId: string; deviceId: string } | undefined> {
      const row = await db
        .updateTable('device_approvals')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'device_id'])
        .executeTakeFirst();
      return row ? { userId: row.user_id, deviceId: row.device_id } : undefined;
    },

    async insertSession(session: {
      id: string;
      userId: string;
      projectId: string;
      deviceId: string;
      newDevice: boolean;
      refreshHash: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          id: session.id,
          user_id: session.userId,
          project_id: session.projectId,
          device_id: session.deviceId,
          new_device: session.newDevice,
          refresh_hash: session.refreshHash,
          expires_at: session.expiresAt,
          created_at: session.now,
        })
        .execute();
    },

    async findSession(id: string): Promise<SessionRow | undefined> {
      const row = await db
        .selectFrom('sessions')
        .select(sessionColumns)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toSession(row) : undefined;
    },

    /** Swaps a live session's refresh token for a new one, once; undefined when it cannot. */
    async rotateRefresh(
      oldHash: string,
      newHash: string,
      now: Date,
    ): Promise<SessionRow | undefined> {
      const row = await db
        .updateTable('sessions')
        .set({ refresh_hash: newHash, previous_refresh_hash: oldHash })
        .where('refresh_hash', '=', oldHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(sessionColumns)
        .executeTakeFirst();
      return row ? toSession(row) : undefined;
    },

    /** A replaced refresh token shown again means it was copied: the session ends. */
    async revokeByReplacedRefresh(hash: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('previous_refresh_hash', '=', hash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async revokeSession(id: string, now: Date): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /**
     * A session and its user's wallet (undefined when there is none yet) in one statement: the
     * wallet routes check the session on every call (so a revocation holds at once) and then
     * read the wallet, which made two round trips a read.
     */
    async findSessionWithWallet(
      id: string,
    ): Promise<{ session: SessionRow; wallet: WalletRow | undefined } | undefined> {
      const { rows } = await sql<
        Parameters<typeof toSession>[0] & {
          addresses: Record<string, string> | null;
          auth_share: string | null;
          recovery_share: string | null;
        }
      >`
        select s.id, s.user_id, s.project_id, s.device_id, s.new_device, s.expires_at,
          s.revoked_at, s.created_at, w.addresses, w.auth_share, w.recovery_share
        from sessions as s left join wallets as w on w.user_id = s.user_id
        where s.id = ${id}::text`.execute(db);
      const row = rows[0];
      if (!row) return undefined;
      return {
        session: toSession(row),
        wallet:
          row.auth_share === null
            ? undefined
            : {
                addresses: row.addresses!,
                authShare: row.auth_share,
                recoveryShare: row.recovery_share,
              },
      };
    },

    async findWallet(userId: string): Promise<WalletRow | undefined> {
      const row = await db
        .selectFrom('wallets')
        .select(['addresses', 'auth_share', 'recovery_share'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row
        ? { addresses: row.addresses, authShare: row.auth_share, recoveryShare: row.recovery_share }
        : undefined;
    },

    /** False when the user already has a wallet (nothing is written). */
    async insertWallet(userId: string, wallet: WalletRow): Promise<boolean> {
      const row = await db
        .insertInto('wallets')
        .values({
          user_id: userId,
          addresses: JSON.stringify(wallet.addresses),
          auth_share: wallet.authShare,
          recovery_share: wallet.recoveryShare,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Counts one hit in a fixed window; the hits in that window so far, this one included. */
    async hit(key: string, windowStart: Date): Promise<number> {
      const row = await db
        .insertInto('rate_limits')
        .values({ key, window_start: windowStart, count: 1 })
        .onConflict((oc) =>
          oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Counts each counter in order, in one statement, up to the first past its limit. */
    hitInOrder(counters: readonly Counter[]): Promise<number[]> {
      return hitInOrder(db, counters);
    },

    /** `claimSendSlot`, then, only when the slot was taken, `hitInOrder`: one statement. */
    claimSendSlotAndHit(key: string, now: Date, intervalMs: number, counters: readonly Counter[]) {
      return claimSendSlotAndHit(db, key, now, intervalMs, counters);
    },

    /**
     * Takes the send slot of a key when the last send is at least `intervalMs` old; otherwise
     * says how long until it frees up.
     */
    async claimSendSlot(
      key: string,
      now: Date,
      intervalMs: number,
    ): Promise<{ claimed: true } | { claimed: false; retryAfterMs: number }> {
      const cutoff = new Date(now.getTime() - intervalMs);
      const claimed = await db
        .insertInto('email_throttle')
        .values({ key, last_sent_at: now })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ last_sent_at: now })
            .where('email_throttle.last_sent_at', '<=', cutoff),
        )
        .returning('key')
        .executeTakeFirst();
      if (claimed) return { claimed: true };
      const row = await db
        .selectFrom('email_throttle')
        .select('last_sent_at')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      const retryAfterMs = new Date(row.last_sent_at).getTime() + intervalMs - now.getTime();
      return { claimed: false, retryAfterMs: Math.max(retryAfterMs, 1) };
    },

    /** Deletes what can no longer matter: old counters, used or expired codes and links. */
    /** Frees a send slot taken for an email that was then not sent. */
    async releaseSendSlot(key: string, claimedAt: Date): Promise<void> {
      await db
        .deleteFrom('email_throttle')
        .where('key', '=', key)
        .where('last_sent_at', '=', claimedAt)
        .execute();
    },

    async prune(now: Date): Promise<void> {
      const dayAgo = new Date(now.getTime() - 24 * 3600_000);
      await db.deleteFrom('rate_limits').where('window_start', '<', dayAgo).execute();
      await db.deleteFrom('email_codes').where('expires_at', '<', dayAgo).execute();
      await db.deleteFrom('device_approvals').where('expires_at', '<', dayAgo).execute();
      await db.deleteFrom('email_throttle').where('last_sent_at', '<', dayAgo).execute();
    },

    async close(): Promise<void> {
      await db.destroy();
    },
  };
}
