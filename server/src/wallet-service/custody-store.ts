/**
 * The wallet's recovery records: the passkeys that seal its recovery share (ciphertexts the
 * service cannot open) and the log of recovery material handed to new devices.
 */
import type { Kysely } from 'kysely';
import type { WalletDatabase } from './schema.js';

interface PasskeyRow {
  credentialId: string;
  prfSalt: string;
  sealedShare: string;
}

export function custodyStore(db: Kysely<WalletDatabase>) {
  return {
    async passkeys(userId: string): Promise<PasskeyRow[]> {
      const rows = await db
        .selectFrom('wallet_passkeys')
        .select(['credential_id', 'prf_salt', 'sealed_share'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => ({
        credentialId: row.credential_id,
        prfSalt: row.prf_salt,
        sealedShare: row.sealed_share,
      }));
    },

    /** False when this credential already seals this wallet's share (nothing is written). */
    async addPasskey(userId: string, passkey: PasskeyRow): Promise<boolean> {
      const row = await db
        .insertInto('wallet_passkeys')
        .values({
          user_id: userId,
          credential_id: passkey.credentialId,
          prf_salt: passkey.prfSalt,
          sealed_share: passkey.sealedShare,
        })
        .onConflict((oc) => oc.columns(['user_id', 'credential_id']).doNothing())
        .returning('credential_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records a hand-out to a session; true the first time for that session only. */
    async recordRecovery(recovery: {
      sessionId: string;
      userId: string;
      deviceId: string;
      deviceName: string;
      now: Date;
    }): Promise<boolean> {
      const row = await db
        .insertInto('wallet_recoveries')
        .values({
          session_id: recovery.sessionId,
          user_id: recovery.userId,
          device_id: recovery.deviceId,
          device_name: recovery.deviceName,
          created_at: recovery.now,
        })
        .onConflict((oc) => oc.column('session_id').doNothing())
        .returning('session_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Undoes a record whose email could not be sent, so the next try mails again. */
    async forgetRecovery(sessionId: string): Promise<void> {
      await db.deleteFrom('wallet_recoveries').where('session_id', '=', sessionId).execute();
    },
  };
}
