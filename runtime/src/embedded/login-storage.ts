/**
 * What the kit remembers of an email login between visits, and when it forgets it:
 * a successful login stores the email and the login-used flag and drops the last-email time;
 * a failed connection check or a sign-out deletes the cached login (flag, email, last chain,
 * social username).
 */
import type { KitStorage } from '../core/storage.js';

/** Minimum time between two email code requests, kit side. */
export const EMAIL_THROTTLE_MS = 30_000;

export function createLoginStorage(storage: KitStorage) {
  const email = storage.field('embeddedEmail');
  const loginUsed = storage.field('embeddedLoginUsed');
  const lastEmailLoginTime = storage.field('embeddedLastEmailLoginTime');
  const lastUsedChainId = storage.field('embeddedLastUsedChainId');
  const socialUsername = storage.field('connectedSocialUsername');
  const smartAccountNetworks = storage.field('embeddedSmartAccountNetworks');
  return {
    hasLogin: () => loginUsed.get() === true,
    email: () => email.get(),
    lastUsedChainId: () => lastUsedChainId.get(),
    setLastUsedChainId: (chainId: Parameters<typeof lastUsedChainId.set>[0]) =>
      lastUsedChainId.set(chainId),
    lastEmailLoginTime: () => lastEmailLoginTime.get(),
    markEmailRequested: (now: number) => lastEmailLoginTime.set(now),
    /** No code was sent for the last request: no wait is owed for it. */
    forgetEmailRequested: () => lastEmailLoginTime.remove(),
    recordLogin(loggedInEmail: string | undefined) {
      if (loggedInEmail) email.set(loggedInEmail);
      loginUsed.set(true);
      lastEmailLoginTime.remove();
    },
    clearLogin() {
      loginUsed.remove();
      email.remove();
      lastUsedChainId.remove();
      socialUsername.remove();
    },
    smartAccountNetworks: () =>
      (smartAccountNetworks.get() ?? '').split(',').filter(Boolean).map(Number),
    setSmartAccountNetworks: (ids: readonly number[]) => smartAccountNetworks.set(ids.join(',')),
  };
}

export type LoginStorage = ReturnType<typeof createLoginStorage>;

/** The seconds a "Please try again after {n} seconds" refusal names; undefined for any other text. */
export function secondsToWaitIn(message: string): number | undefined {
  const match = /^Please try again after (\d+) seconds$/.exec(message);
  return match ? Number(match[1]) : undefined;
}

/** "Please try again after {n} seconds", n rounded up; undefined when a code may be asked for. */
export function emailThrottleMessage(
  lastRequest: number | undefined,
  now: number,
): string | undefined {
  if (lastRequest === undefined) return undefined;
  const left = lastRequest + EMAIL_THROTTLE_MS - now;
  if (left <= 0) return undefined;
  return `Please try again after ${Math.ceil(left / 1000)} seconds`;
}
