/**
 * The Farcaster tables. `farcaster_channels` is the auth relay's state: one row per channel
 * token, pending until the Farcaster app posts the signed message, removed once the completed
 * answer was read. `farcaster_logins` is the wallet service's side: the channel a frame opened
 * for a device, with the domain and nonce its message must carry, used once. Both live in the
 * database, so any service instance answers for a channel another one opened.
 */
import type { ColumnType, Kysely } from 'kysely';
import type { WalletDatabase } from './schema.js';

type Timestamp = ColumnType<Date, Date, Date>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

/** What the app asked the relay for when it opened the channel. */
export interface SignatureParams {
  siweUri: string;
  domain: string;
  nonce: string;
  notBefore?: string | undefined;
  expirationTime?: string | undefined;
  requestId?: string | undefined;
  redirectUrl?: string | undefined;
}

/** What the Farcaster app posted, plus the fid's custody address the relay looked up. */
export interface ChannelCompletion {
  message: string;
  signature: string;
  authMethod: 'custody' | 'authAddress';
  fid: number;
  username?: string | undefined;
  bio?: string | undefined;
  displayName?: string | undefined;
  pfpUrl?: string | undefined;
  custody: string;
  verifications: string[];
}

interface FarcasterChannelsTable {
  token: string;
  /** The token of the connect link (the QR code): reads the parameters and completes. */
  connect_token: string | null;
  nonce: string;
  url: string;
  signature_params: Json<SignatureParams>;
  metadata: Json<{ ip: string; userAgent: string }>;
  accept_auth_address: boolean;
  completion: ColumnType<ChannelCompletion | null, string | null, string | null>;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

interface FarcasterLoginsTable {
  channel_token: string;
  project_id: string;
  host_origin: string;
  device_id: string;
  domain: string;
  nonce: string;
  /** SHA-256 of the secret the starting frame holds; proven at finish. */
  binding_hash: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

type FarcasterDatabase = WalletDatabase & {
  farcaster_channels: FarcasterChannelsTable;
  farcaster_logins: FarcasterLoginsTable;
};

export interface RelayChannel {
  token: string;
  connectToken: string | null;
  nonce: string;
  url: string;
  signatureParams: SignatureParams;
  metadata: { ip: string; userAgent: string };
  acceptAuthAddress: boolean;
  completion: ChannelCompletion | null;
  expiresAt: Date;
}

interface FarcasterLogin {
  channelToken: string;
  projectId: string;
  hostOrigin: string;
  deviceId: string;
  domain: string;
  nonce: string;
  bindingHash: string | null;
  expiresAt: Date;
  usedAt: Date | null;
}

/** PGlite and pg hand jsonb back parsed; a text column would come back as a string. */
const parsed = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

export function farcasterStore(walletDb: Kysely<WalletDatabase>) {
  const db = walletDb as unknown as Kysely<FarcasterDatabase>;
  return {
    async openChannel(channel: Omit<RelayChannel, 'completion'>): Promise<void> {
      await db
        .insertInto('farcaster_channels')
        .values({
          token: channel.token,
          connect_token: channel.connectToken,
          nonce: channel.nonce,
          url: channel.url,
          signature_params: JSON.stringify(channel.signatureParams),
          metadata: JSON.stringify(channel.metadata),
          accept_auth_address: channel.acceptAuthAddress,
          completion: null,
          expires_at: channel.expiresAt,
        })
        .execute();
    },

    /**
     * A live channel, or undefined for an unknown, closed or expired token: by the opener's
     * token, or by the connect link's.
     */
    async readChannel(
      token: string,
      now: Date,
      by: 'token' | 'connect_token' = 'token',
    ): Promise<RelayChannel | undefined> {
      const row = await db
        .selectFrom('farcaster_channels')
        .selectAll()
        .where(by, '=', token)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        token: row.token,
        connectToken: row.connect_token ?? null,
        nonce: row.nonce,
        url: row.url,
        signatureParams: parsed(row.signature_params),
        metadata: parsed(row.metadata),
        acceptAuthAddress: row.accept_auth_address,
        completion: row.completion === null ? null : parsed(row.completion),
        expiresAt: new Date(row.expires_at),
      };
    },

    /** Records the app's sign-in once; false when the channel is gone or completed already. */
    async completeChannel(token: string, completion: ChannelCompletion): Promise<boolean> {
      const result = await db
        .updateTable('farcaster_channels')
        .set({ completion: JSON.stringify(completion) })
        .where('token', '=', token)
        .where('completion', 'is', null)
        .returning('token')
        .executeTakeFirst();
      return result !== undefined;
    },

    async closeChannel(token: string): Promise<void> {
      await db.deleteFrom('farcaster_channels').where('token', '=', token).execute();
    },

    async insertLogin(login: Omit<FarcasterLogin, 'usedAt'>): Promise<void> {
      await db
        .insertInto('farcaster_logins')
        .values({
          channel_token: login.channelToken,
          project_id: login.projectId,
          host_origin: login.hostOrigin,
          device_id: login.deviceId,
          domain: login.domain,
          nonce: login.nonce,
          binding_hash: login.bindingHash,
          expires_at: login.expiresAt,
          used_at: null,
        })
        .execute();
    },

    async findLogin(channelToken: string): Promise<FarcasterLogin | undefined> {
      const row = await db
        .selectFrom('farcaster_logins')
        .selectAll()
        .where('channel_token', '=', channelToken)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        channelToken: row.channel_token,
        projectId: row.project_id,
        hostOrigin: row.host_origin,
        deviceId: row.device_id,
        domain: row.domain,
        nonce: row.nonce,
        bindingHash: row.binding_hash ?? null,
        expiresAt: new Date(row.expires_at),
        usedAt: row.used_at ? new Date(row.used_at) : null,
      };
    },

    /** Marks a login used; false when it was used already. */
    async useLogin(channelToken: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('farcaster_logins')
        .set({ used_at: now })
        .where('channel_token', '=', channelToken)
        .where('used_at', 'is', null)
        .returning('channel_token')
        .executeTakeFirst();
      return result !== undefined;
    },

    async prune(now: Date): Promise<void> {
      const dayAgo = new Date(now.getTime() - 24 * 3600_000);
      await db.deleteFrom('farcaster_channels').where('expires_at', '<', now).execute();
      await db.deleteFrom('farcaster_logins').where('expires_at', '<', dayAgo).execute();
    },
  };
}
