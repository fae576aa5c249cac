/**
 * The frame's login and wallet: email codes and device approval through the wallet service,
 * the session tokens (refreshed once when they expire), and the visitor's keys, rebuilt from two
 * of the three seed shares after each login or reload and held only in this frame's memory.
 */
import {
  combineShares,
  newSeed,
  splitSeed,
  walletAddresses,
  walletKeys,
  type WalletKeys,
} from './keys.js';
import { ServiceError, type ServiceApi } from './service-api.js';
import type { FrameStorage, StoredSession } from './frame-storage.js';

export type EmailAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';

interface WalletAnswer {
  addresses: { eip155: string; solana: string };
  authShare: string;
  recoveryShare?: string;
}

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export interface FrameWalletOptions {
  api: ServiceApi;
  storage: FrameStorage;
  /** Called when the session ends without the visitor asking (refresh refused, revoked elsewhere). */
  onLogout: () => void;
  /** How long to wait between two device-approval checks, in milliseconds. */
  devicePollMs?: number;
}

const SESSION_EXPIRED = 'Session Expired';
/** The longest resend throttle the frame sits out by itself after a device approval, in seconds. */
const MAX_THROTTLE_WAIT_S = 30;

export function createFrameWallet(options: FrameWalletOptions) {
  const { api, storage } = options;
  let pendingEmail: string | undefined;
  let keys: WalletKeys | undefined;

  async function withSession<T>(call: (token: string) => Promise<T>): Promise<T> {
    const session = storage.session();
    if (!session) throw new Error(SESSION_EXPIRED);
    try {
      return await call(session.accessToken);
    } catch (error) {
      if (!(error instanceof ServiceError) || error.message !== SESSION_EXPIRED) throw error;
    }
    let tokens: Tokens;
    try {
      tokens = await api.post<Tokens>('/v1/session/refresh', {
        refreshToken: session.refreshToken,
      });
    } catch (error) {
      storage.clearSession();
      keys = undefined;
      options.onLogout();
      throw error;
    }
    storage.setSession({ ...session, ...tokens });
    return call(tokens.accessToken);
  }

  /** Fetches the wallet (creating it on the first login) and rebuilds the keys from two shares. */
  async function loadKeys(session: StoredSession): Promise<WalletKeys> {
    let wallet: WalletAnswer | undefined;
    try {
      // `{ wallet: null }` until the first login made one (a service before that answered 404).
      const answer = await withSession((token) =>
        api.get<WalletAnswer | { wallet: null }>('/v1/wallet', token),
      );
      wallet = 'addresses' in answer ? answer : undefined;
    } catch (error) {
      if (!(error instanceof ServiceError) || error.status !== 404) throw error;
    }
    if (!wallet) return createWallet(session);
    const deviceShare = storage.deviceShare(session.userId);
    let seed: Uint8Array;
    if (deviceShare) {
      seed = await combineShares(deviceShare, wallet.authShare);
    } else if (wallet.recoveryShare) {
      seed = await combineShares(wallet.authShare, wallet.recoveryShare);
      // This browser keeps the recovery share as its own: with the auth share it rebuilds the key.
      storage.setDeviceShare(session.userId, wallet.recoveryShare);
    } else {
      throw new Error('This device has no key share: sign in again with a new code');
    }
    const rebuilt = await walletKeys(seed);
    if (rebuilt.eip155.address.toLowerCase() !== wallet.addresses.eip155.toLowerCase()) {
      throw new Error('The key shares do not match this wallet');
    }
    return rebuilt;
  }

  async function createWallet(session: StoredSession): Promise<WalletKeys> {
    const seed = newSeed();
    const created = await walletKeys(seed);
    const shares = await splitSeed(seed);
    try {
      await withSession((token) =>
        api.post(
          '/v1/wallet',
          {
            addresses: walletAddresses(created),
            authShare: shares.auth,
            recoveryShare: shares.recovery,
          },
          token,
        ),
      );
    } catch (error) {
      // Another browser of the same visitor created the wallet first: use that one.
      if (error instanceof ServiceError && error.status === 409) return loadKeys(session);
      throw error;
    }
    storage.setDeviceShare(session.userId, shares.device);
    return created;
  }

  function deviceId() {
    return storage.deviceId();
  }

  return {
    /** Runs a service call with the session's access token, refreshed once when it expired. */
    withSession,

    async connectEmail(email: string): Promise<EmailAction> {
      const session = storage.session();
      if (session && session.email === email && keys) return 'CONNECT';
      pendingEmail = email;
      const { action } = await api.post<{ action: EmailAction }>('/v1/email/start', {
        email,
        deviceId: deviceId(),
      });
      return action;
    },

    async connectDevice(signal?: AbortSignal): Promise<void> {
      const email = pendingEmail;
      if (!email) throw new Error('Enter your email first');
      for (;;) {
        if (signal?.aborted) throw new Error('Something went wrong');
        const { approved } = await api.post<{ approved: boolean }>('/v1/email/device', {
          email,
          deviceId: deviceId(),
        });
        if (approved) break;
        await new Promise((resolve) => setTimeout(resolve, options.devicePollMs ?? 1000));
      }
      // The device is known now: the service sends the login code, once the resend throttle
      // of this address allows it (a code sent to another browser moments ago counts).
      for (;;) {
        try {
          await api.post('/v1/email/start', { email, deviceId: deviceId() });
          return;
        } catch (error) {
          const wait = error instanceof ServiceError ? error.body.retryAfterSeconds : undefined;
          if (typeof wait !== 'number' || wait > MAX_THROTTLE_WAIT_S || signal?.aborted)
            throw error;
          await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        }
      }
    },

    async connectOtp(otp: string): Promise<void> {
      const email = pendingEmail;
      if (!email) throw new Error('Enter your email first');
      const answer = await api.post<Tokens & { user: { id: string; email: string } }>(
        '/v1/email/verify',
        { email, deviceId: deviceId(), otp },
      );
      const session: StoredSession = {
        accessToken: answer.accessToken,
        refreshToken: answer.refreshToken,
        userId: answer.user.id,
        email: answer.user.email,
      };
      storage.setSession(session);
      keys = await loadKeys(session);
      pendingEmail = undefined;
    },

    /** Starts using a session another login (social) obtained: stores it and loads the keys. */
    async adoptSession(session: StoredSession): Promise<void> {
      storage.setSession(session);
      keys = await loadKeys(session);
      pendingEmail = undefined;
    },

    /** Whether a session is live; after a reload this rebuilds the keys from the shares. */
    async isConnected(): Promise<boolean> {
      const session = storage.session();
      if (!session) return false;
      try {
        keys ??= await loadKeys(session);
        return true;
      } catch {
        return false;
      }
    },

    email: () => storage.session()?.email,
    session: () => storage.session(),
    keys: () => keys,

    async signOut(): Promise<void> {
      const session = storage.session();
      keys = undefined;
      pendingEmail = undefined;
      storage.clearSession();
      if (session) {
        await api.post('/v1/session/revoke', {}, session.accessToken).catch(() => undefined);
      }
    },

    updateEmail: (email: string) =>
      withSession((token) =>
        api.post<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>(
          '/v1/email/update',
          { newEmail: email },
          token,
        ),
      ),
    updateEmailPrimaryOtp: (otp: string) =>
      withSession((token) => api.post('/v1/email/update/primary', { otp }, token)),
    async updateEmailSecondaryOtp(otp: string): Promise<{ newEmail: string }> {
      const answer = await withSession((token) =>
        api.post<{ newEmail: string }>('/v1/email/update/secondary', { otp }, token),
      );
      const session = storage.session();
      if (session) storage.setSession({ ...session, email: answer.newEmail });
      return answer;
    },
  };
}

export type FrameWallet = ReturnType<typeof createFrameWallet>;
