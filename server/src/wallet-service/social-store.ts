/**
 * The social login tables: which user each provider account belongs to, and the logins under
 * way (one row per `state`, written when the visitor is sent to the provider, completed by the
 * provider's callback and used once by the frame). Everything lives in the database, so any
 * service instance can take the callback of a login another one started.
 */
import { sql, type ColumnType, type Kysely } from 'kysely';
import type { WalletDatabase } from './schema.js';
import type { SocialLoginProvider } from './social-config.js';

type Timestamp = ColumnType<Date, Date, Date>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

interface SocialAccountsTable {
  provider: string;
  /** The provider's stable id of the person (`sub`, or the user API's id). */
  subject: string;
  user_id: string;
  user_name: string | null;
  created_at: CreatedAt;
}

interface SocialLoginsTable {
  state: string;
  provider: string;
  project_id: string;
  /** The host page's origin: the callback page tells only that origin that the login ended. */
  host_origin: string;
  device_id: string;
  code_verifier: string;
  nonce: string;
  /** SHA-256 of the secret the starting frame holds; proven when the popup binds and at finish. */
  binding_hash: string | null;
  /** Hash of the cookie set in the popup's browser; the callback is taken only there. */
  browser_hash: string | null;
  /** The provider's authorization URL, handed only to the popup that proved the secret. */
  authorization_url: string | null;
  expires_at: Timestamp;
  /** Set by the callback: the user it logged in, or the provider's refusal. */
  user_id: string | null;
  error: string | null;
  completed_at: Timestamp | null;
  /** Set when the frame turned the login into a session; a login is used once. */
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

type SocialDatabase = WalletDatabase & {
  social_accounts: SocialAccountsTable;
  social_logins: SocialLoginsTable;
};

interface SocialLoginRow {
  state: string;
  provider: SocialLoginProvider;
  projectId: string;
  hostOrigin: string;
  deviceId: string;
  codeVerifier: string;
  nonce: string;
  bindingHash: string | null;
  browserHash: string | null;
  authorizationUrl: string | null;
  expiresAt: Date;
  userId: string | null;
  error: string | null;
  completedAt: Date | null;
  usedAt: Date | null;
}

const toLogin = (row: any): SocialLoginRow => ({
  state: row.state,
  provider: row.provider,
  projectId: row.project_id,
  hostOrigin: row.host_origin,
  deviceId: row.device_id,
  codeVerifier: row.code_verifier,
  nonce: row.nonce,
  bindingHash: row.binding_hash ?? null,
  browserHash: row.browser_hash ?? null,
  authorizationUrl: row.authorization_url ?? null,
  expiresAt: new Date(row.expires_at),
  userId: row.user_id,
  error: row.error,
  completedAt: row.completed_at ? new Date(row.completed_at) : null,
  usedAt: row.used_at ? new Date(row.used_at) : null,
});

export function socialStore(walletDb: Kysely<WalletDatabase>) {
  const db = walletDb as unknown as Kysely<SocialDatabase>;
  return {
    async insertLogin(
      login: Omit<SocialLoginRow, 'userId' | 'error' | 'completedAt' | 'usedAt' | 'browserHash'>,
    ) {
      await db
        .insertInto('social_logins')
        .values({
          state: login.state,
          provider: login.provider,
          project_id: login.projectId,
          host_origin: login.hostOrigin,
          device_id: login.deviceId,
          code_verifier: login.codeVerifier,
          nonce: login.nonce,
          binding_hash: login.bindingHash,
          browser_hash: null,
          authorization_url: login.authorizationUrl,
          expires_at: login.expiresAt,
          user_id: null,
          error: null,
          completed_at: null,
          used_at: null,
        })
        .execute();
    },

    async findLogin(state: string): Promise<SocialLoginRow | undefined> {
      const row = await db
        .selectFrom('social_logins')
        .selectAll()
        .where('state', '=', state)
        .executeTakeFirst();
      return row ? toLogin(row) : undefined;
    },

    /** Binds a login to the popup's browser once; false when a browser was bound already. */
    async bindBrowser(state: string, browserHash: string): Promise<boolean> {
      const result = await db
        .updateTable('social_logins')
        .set({ browser_hash: browserHash })
        .where('state', '=', state)
        .where('browser_hash', 'is', null)
        .returning('state')
        .executeTakeFirst();
      return result !== undefined;
    },

    /** Records the callback's outcome once; false when the login was completed already. */
    async completeLogin(
      state: string,
      outcome: { userId: string } | { error: string },
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('social_logins')
        .set({
          user_id: 'userId' in outcome ? outcome.userId : null,
          error: 'error' in outcome ? outcome.error : null,
          completed_at: now,
        })
        .where('state', '=', state)
        .where('completed_at', 'is', null)
        .returning('state')
        .executeTakeFirst();
      return result !== undefined;
    },

    /** Marks a completed login used; false when it was used already. */
    async useLogin(state: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('social_logins')
        .set({ used_at: now })
        .where('state', '=', state)
        .where('used_at', 'is', null)
        .returning('state')
        .executeTakeFirst();
      return result !== undefined;
    },

    /**
     * The user of a provider account, created (with no email) at its first login. The name is
     * refreshed at every login, since people rename themselves.
     */
    async ensureSocialUser(
      provider: SocialLoginProvider,
      subject: string,
      userName: string | undefined,
      newId: string,
    ): Promise<{ userId: string; userName: string | null }> {
      return db.transaction().execute(async (trx) => {
        const known = await trx
          .selectFrom('social_accounts')
          .select('user_id')
          .where('provider', '=', provider)
          .where('subject', '=', subject)
          .executeTakeFirst();
        if (!known) {
          await trx
            .insertInto('users')
            .values({ id: newId, email: sql<string>`null` })
            .execute();
          await trx
            .insertInto('social_accounts')
            .values({ provider, subject, user_id: newId, user_name: userName ?? null })
            .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
            .execute();
        } else if (userName) {
          await trx
            .updateTable('social_accounts')
            .set({ user_name: userName })
            .where('provider', '=', provider)
            .where('subject', '=', subject)
            .execute();
        }
        const row = await trx
          .selectFrom('social_accounts')
          .select(['user_id', 'user_name'])
          .where('provider', '=', provider)
          .where('subject', '=', subject)
          .executeTakeFirstOrThrow();
        return { userId: row.user_id, userName: row.user_name };
      });
    },

    /** The provider account a user logged in with, when it is a social user. */
    async socialAccountOf(
      userId: string,
    ): Promise<{ provider: SocialLoginProvider; userName: string | null } | undefined> {
      const row = await db
        .selectFrom('social_accounts')
        .select(['provider', 'user_name'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row
        ? { provider: row.provider as SocialLoginProvider, userName: row.user_name }
        : undefined;
    },

    async prune(now: Date): Promise<void> {
      const dayAgo = new Date(now.getTime() - 24 * 3600_000);
      await db.deleteFrom('social_logins').where('expires_at', '<', dayAgo).execute();
    },
  };
}
