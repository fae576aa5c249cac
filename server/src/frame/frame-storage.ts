/**
 * What the frame remembers in its own origin's storage, out of the host page's reach: this
 * browser's device id, the session tokens and, per user, this device's key share. A value that
 * does not read back as expected is treated as absent.
 */
import { randomHex } from './encoding.js';

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  userId: string;
  /** Null for a visitor who logged in with a social account. */
  email: string | null;
  /** The social login's provider and the name it gave, when the login was social. */
  socialProvider?: string | null | undefined;
  userName?: string | null | undefined;
}

const KEYS = {
  deviceId: 'wk-frame/device-id',
  session: 'wk-frame/session',
  deviceShare: (userId: string) => `wk-frame/device-share/${userId}`,
};

export function frameStorage(storage: StorageLike) {
  return {
    deviceId(): string {
      const stored = storage.getItem(KEYS.deviceId);
      if (stored && /^[a-f0-9]{32}$/.test(stored)) return stored;
      const id = randomHex(16);
      storage.setItem(KEYS.deviceId, id);
      return id;
    },
    session(): StoredSession | undefined {
      try {
        const value = JSON.parse(storage.getItem(KEYS.session) ?? 'null') as StoredSession | null;
        const valid =
          value !== null &&
          typeof value.accessToken === 'string' &&
          typeof value.refreshToken === 'string' &&
          typeof value.userId === 'string' &&
          (typeof value.email === 'string' || value.email === null);
        return valid ? value : undefined;
      } catch {
        return undefined;
      }
    },
    setSession(session: StoredSession): void {
      storage.setItem(KEYS.session, JSON.stringify(session));
    },
    clearSession(): void {
      storage.removeItem(KEYS.session);
    },
    deviceShare(userId: string): string | undefined {
      return storage.getItem(KEYS.deviceShare(userId)) ?? undefined;
    },
    setDeviceShare(userId: string, share: string): void {
      storage.setItem(KEYS.deviceShare(userId), share);
    },
  };
}

export type FrameStorage = ReturnType<typeof frameStorage>;
