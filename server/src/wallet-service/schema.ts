/**
 * The wallet service's tables as Kysely sees them. Every piece of state lives here (nothing in
 * process memory), so any number of service instances on one database behave as one.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface ProjectsTable {
  id: string;
  created_at: CreatedAt;
}

export interface ProjectOriginsTable {
  project_id: string;
  origin: string;
}

export interface UsersTable {
  id: string;
  /** Lower-cased. */
  email: string;
  created_at: CreatedAt;
}

export interface DevicesTable {
  user_id: string;
  device_id: string;
  /** Set when the device link in the email was opened, or at the device's first code login. */
  approved_at: Timestamp | null;
  /** Unset until a session was first created on this device. */
  last_login_at: Timestamp | null;
  created_at: CreatedAt;
}

export type CodePurpose = 'login' | 'update_primary' | 'update_secondary';

export interface EmailCodesTable {
  id: string;
  email: string;
  purpose: CodePurpose;
  device_id: string | null;
  user_id: string | null;
  /** The address an email change moves to (update codes only). */
  new_email: string | null;
  /** HMAC-SHA256 of the code: the plain code is never stored. */
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface DeviceApprovalsTable {
  /** SHA-256 of the one-time link token. */
  token_hash: string;
  user_id: string;
  device_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  project_id: string;
  device_id: string;
  new_device: boolean;
  /** SHA-256 of the current refresh token. */
  refresh_hash: string;
  /** SHA-256 of the refresh token it replaced: presenting it again revokes the session. */
  previous_refresh_hash: string | null;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface WalletsTable {
  user_id: string;
  addresses: ColumnType<Record<string, string>, string, string>;
  /** AES-256-GCM under the share key. */
  auth_share: string;
  /**
   * AES-256-GCM under the recovery key of the separate recovery-key process (`custodial`);
   * null for a passkey-sealed wallet.
   */
  recovery_share: string | null;
  created_at: CreatedAt;
}

export interface WalletPasskeysTable {
  user_id: string;
  /** base64url, as WebAuthn gives it. */
  credential_id: string;
  /** base64url; the PRF input the frame evaluates the passkey on. */
  prf_salt: string;
  /** Sealed in the frame (AES-GCM, key from the passkey's PRF output): the service cannot open it. */
  sealed_share: string;
  created_at: CreatedAt;
}

export interface WalletRecoveriesTable {
  session_id: string;
  user_id: string;
  device_id: string;
  /** The browser and system named from the User-Agent, as the visitor's email says. */
  device_name: string;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface EmailThrottleTable {
  key: string;
  last_sent_at: Timestamp;
}

export interface WalletDatabase {
  projects: ProjectsTable;
  project_origins: ProjectOriginsTable;
  users: UsersTable;
  devices: DevicesTable;
  email_codes: EmailCodesTable;
  device_approvals: DeviceApprovalsTable;
  sessions: SessionsTable;
  wallets: WalletsTable;
  wallet_passkeys: WalletPasskeysTable;
  wallet_recoveries: WalletRecoveriesTable;
  rate_limits: RateLimitsTable;
  email_throttle: EmailThrottleTable;
}
