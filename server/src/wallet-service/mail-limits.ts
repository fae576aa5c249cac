/**
 * Before any email goes out: one email of a kind per address every 30 seconds (answered with the
 * seconds left, rounded up), and a cap per address and per client network address per window.
 * The counters live in the database, so they hold across service instances.
 */
import { hashToken } from './secrets.js';
import type { RateLimit } from './limits.js';
import type { ServiceDeps } from './context.js';

export interface Refusal {
  error: string;
  retryAfterSeconds: number;
}

export const tryAgainAfter = (ms: number): Refusal => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return { error: `Please try again after ${seconds} seconds`, retryAfterSeconds: seconds };
};

/** Counts one hit against a limit; a refusal once the window's limit is passed. */
export async function countAgainst(
  deps: ServiceDeps,
  key: string,
  limit: RateLimit,
): Promise<Refusal | undefined> {
  const now = deps.clock().getTime();
  const windowStart = now - (now % limit.windowMs);
  const count = await deps.store.hit(key, new Date(windowStart));
  return count > limit.limit ? tryAgainAfter(windowStart + limit.windowMs - now) : undefined;
}

/** Keys never hold an address in clear. */
const addressKey = (email: string) => hashToken(`address\0${email}`);

export async function allowSend(
  deps: ServiceDeps,
  kind: string,
  email: string,
  ip: string,
): Promise<Refusal | undefined> {
  const slot = await deps.store.claimSendSlot(
    `${kind}:${addressKey(email)}`,
    deps.clock(),
    deps.limits.resendIntervalMs,
  );
  if (!slot.claimed) return tryAgainAfter(slot.retryAfterMs);
  return (
    (await countAgainst(deps, `send-ip:${ip}`, deps.limits.sendsPerIp)) ??
    (await countAgainst(deps, `send-address:${addressKey(email)}`, deps.limits.sendsPerAddress))
  );
}
