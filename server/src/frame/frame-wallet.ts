/**
 * The frame's login and wallet: email codes and device approval through the wallet service,
 * the session tokens (refreshed once when they expire), and the visitor's keys, rebuilt from two
 * of the three seed shares after each login or reload and held only in this frame's memory.
 * A new device rebuilds them with the recovery share, which by default only the visitor's
 * passkey opens (docs/security.md, "Custody model").
 */
import {
  combineShares,
  newSeed,
  newShareFrom,
  splitSeed,
  walletAddresses,
  walletKeys,
  type WalletKeys,
} from './keys.js';
import { PASSKEY_CANCELLED, type PasskeyCeremony } from './passkey-ceremony.js';
import { openShare, sealShare, toBase64Url } from './passkey-seal.js';
import { ServiceError, type ServiceApi } from './service-api.js';
import type { FrameStorage, StoredSession } from './frame-storage.js';

type EmailAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';

interface WalletAnswer {
  addresses: { eip155: string; solana: string };
  authShare: string;
  /** How this service recovers wallets: the visitor's passkey, or the operator (custodial). */
  recovery?: 'passkey' | 'custodial';
  /** The passkeys that seal this wallet's recovery share. */
  passkeys?: { credentialId: string }[];
  /** Custodial only, to a new device's fresh session. */
  recoveryShare?: string;
  /** Why a custodial service handed this new device no recovery share. */
  recoveryUnavailable?: string;
}

interface SealedPasskey {
  credentialId: string;
  prfSalt: string;
  sealedShare: string;
}

/** What the visitor's passkey is needed for now: open the wallet here, or protect it. */
export type PasskeyStep = 'recover' | 'create' | 'none';
export type PasskeyPrompt = (step: Exclude<PasskeyStep, 'none'>) => Promise<boolean>;

export const PASSKEY_NEEDED =
  'This device needs your passkey to open your wallet. Use the passkey you made for this wallet, or sign in on a device that has it.';
export const NO_PASSKEY_ON_WALLET =
  'This wallet has no passkey, so it opens only on the device it was created on: sign in there and add a passkey';
const PASSKEYS_UNAVAILABLE = 'Passkeys cannot be used in this browser';

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

interface FrameWalletOptions {
  api: ServiceApi;
  storage: FrameStorage;
  /** Called when the session ends without the visitor asking (refresh refused, revoked elsewhere). */
  onLogout: () => void;
  /** How long to wait between two device-approval checks, in milliseconds. */
  devicePollMs?: number;
  /** The browser's passkeys (WebAuthn with PRF); absent, no passkey can be made or used. */
  passkeys?: PasskeyCeremony;
}

const SESSION_EXPIRED = 'Session Expired';
/** The longest resend throttle the frame sits out by itself after a device approval, in seconds. */
const MAX_THROTTLE_WAIT_S = 30;

export function createFrameWallet(options: FrameWalletOptions) {
  const { api, storage } = options;
  let pendingEmail: string | undefined;
  let keys: WalletKeys | undefined;
  /** A new device's login waiting for the visitor's passkey to open the wallet. */
  let awaitingPasskey: { session: StoredSession; wallet: WalletAnswer } | undefined;
  /** This device can seal a recovery share for a passkey, and the wallet has none yet. */
  let passkeyOffer: { userId: string; deviceShare: string; authShare: string } | undefined;
  /** "Not now" is remembered until the frame reloads. */
  let offerDeclined = false;

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

  /**
   * Fetches the wallet (creating it on the first login) and rebuilds the keys from two shares;
   * undefined when this new device must first open the recovery share with the passkey.
   */
  async function loadKeys(session: StoredSession): Promise<WalletKeys | undefined> {
    awaitingPasskey = undefined;
    passkeyOffer = undefined;
    let wallet: WalletAnswer | undefined;
    let mode: WalletAnswer['recovery'] = 'passkey';
    // `{ wallet: null, recovery }` until the first login made one: an expected answer, not an error.
    const answer = await withSession((token) =>
      api.get<WalletAnswer | { wallet: null; recovery?: WalletAnswer['recovery'] }>(
        '/v1/wallet',
        token,
      ),
    );
    if ('addresses' in answer) wallet = answer;
    else if (answer.recovery === 'custodial') mode = 'custodial';
    if (!wallet) return createWallet(session, mode);
    const deviceShare = storage.deviceShare(session.userId);
    if (deviceShare) {
      const rebuilt = await keysFrom(wallet, deviceShare, wallet.authShare);
      if (wallet.recovery !== 'custodial' && (wallet.passkeys ?? []).length === 0) {
        passkeyOffer = { userId: session.userId, deviceShare, authShare: wallet.authShare };
      }
      return rebuilt;
    }
    if (wallet.recoveryShare) {
      // Custodial: the operator's recovery process opened the recovery share for this device.
      const rebuilt = await keysFrom(wallet, wallet.authShare, wallet.recoveryShare);
      await keepDeviceShare(session.userId, wallet.authShare, wallet.recoveryShare);
      return rebuilt;
    }
    if (wallet.recovery !== 'custodial' && (wallet.passkeys ?? []).length > 0) {
      awaitingPasskey = { session, wallet };
      return undefined;
    }
    if (wallet.recovery !== 'custodial') throw new Error(NO_PASSKEY_ON_WALLET);
    throw new Error(
      wallet.recoveryUnavailable ?? 'This device has no key share: sign in again with a new code',
    );
  }

  async function keysFrom(wallet: WalletAnswer, first: string, second: string) {
    const rebuilt = await walletKeys(await combineShares(first, second));
    if (rebuilt.eip155.address.toLowerCase() !== wallet.addresses.eip155.toLowerCase()) {
      throw new Error('The key shares do not match this wallet');
    }
    return rebuilt;
  }

  /** A share of this browser's own, at a fresh point, so no other holder has the same one. */
  async function keepDeviceShare(userId: string, first: string, second: string) {
    storage.setDeviceShare(userId, await newShareFrom(first, second));
  }

  async function createWallet(
    session: StoredSession,
    mode: WalletAnswer['recovery'],
  ): Promise<WalletKeys | undefined> {
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
            // Only a custodial service takes the recovery share; otherwise a passkey seals one.
            ...(mode === 'custodial' ? { recoveryShare: shares.recovery } : {}),
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
    if (mode !== 'custodial') {
      passkeyOffer = { userId: session.userId, deviceShare: shares.device, authShare: shares.auth };
    }
    return created;
  }

  /** Opens the recovery share with the visitor's passkey and keeps a device share of its own. */
  async function recoverWithPasskey(ceremony: PasskeyCeremony): Promise<void> {
    const { session, wallet } = awaitingPasskey!;
    const { passkeys } = await withSession((token) =>
      api.post<{ passkeys: SealedPasskey[] }>('/v1/wallet/recovery', {}, token),
    );
    const secret = await ceremony.get(passkeys).catch((error: Error) => {
      throw error.message === PASSKEY_CANCELLED ? new Error(PASSKEY_NEEDED) : error;
    });
    const sealed = passkeys.find((passkey) => passkey.credentialId === secret.credentialId);
    if (!sealed) throw new Error('This passkey does not open this wallet');
    const recoveryShare = await openShare(secret.prfOutput, sealed.sealedShare, {
      userId: session.userId,
      credentialId: sealed.credentialId,
    });
    keys = await keysFrom(wallet, wallet.authShare, recoveryShare);
    await keepDeviceShare(session.userId, wallet.authShare, recoveryShare);
    awaitingPasskey = undefined;
  }

  /** Mints a recovery share, seals it with a new passkey's secret, gives the service the ciphertext. */
  async function protectWithPasskey(ceremony: PasskeyCeremony): Promise<void> {
    const offer = passkeyOffer!;
    const session = storage.session();
    const salt = crypto.getRandomValues(new Uint8Array(32));
    const name = session?.email ?? session?.userName ?? 'Wallet';
    const secret = await ceremony.create({ id: offer.userId, name }, salt);
    const recoveryShare = await newShareFrom(offer.deviceShare, offer.authShare);
    const sealedShare = await sealShare(secret.prfOutput, recoveryShare, {
      userId: offer.userId,
      credentialId: secret.credentialId,
    });
    await withSession((token) =>
      api.post(
        '/v1/wallet/passkeys',
        { credentialId: secret.credentialId, prfSalt: toBase64Url(salt), sealedShare },
        token,
      ),
    );
    passkeyOffer = undefined;
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
        return keys !== undefined;
      } catch {
        return false;
      }
    },

    /** What the passkey is needed for after this login: nothing, opening the wallet, protecting it. */
    async passkeyStep(): Promise<PasskeyStep> {
      if (awaitingPasskey) return 'recover';
      if (passkeyOffer && !offerDeclined && (await options.passkeys?.available())) return 'create';
      return 'none';
    },

    /** Asks the visitor in the frame, then runs the passkey ceremony the step needs. */
    async runPasskeyStep(prompt: PasskeyPrompt): Promise<void> {
      const step = await this.passkeyStep();
      if (step === 'none') return;
      const ceremony = options.passkeys;
      if (step === 'recover') {
        if (!ceremony) throw new Error(PASSKEYS_UNAVAILABLE);
        if (!(await prompt('recover'))) throw new Error(PASSKEY_NEEDED);
        return recoverWithPasskey(ceremony);
      }
      if (!(await prompt('create'))) {
        offerDeclined = true;
        return;
      }
      return protectWithPasskey(ceremony!);
    },

    email: () => storage.session()?.email,
    session: () => storage.session(),
    keys: () => keys,

    async signOut(): Promise<void> {
      const session = storage.session();
      keys = undefined;
      awaitingPasskey = undefined;
      passkeyOffer = undefined;
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
