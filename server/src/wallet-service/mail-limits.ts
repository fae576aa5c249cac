/**
 * Before any email goes out: one email of a kind per address every 30 seconds (answered with the
 * seconds left, rounded up), and a cap per address and per client network address per window.
 * The counters live in the database, so they hold across service instances.
 */
import { hashToken } from './secrets.js';
import type { RateLimit } from './limits.js';
import type { ServiceDeps } from './context.js';
import type { Counter } from './rate-counters.js';

interface Refusal {
  error: string;
  retryAfterSeconds: number;
}

const tryAgainAfter = (ms: number): Refusal => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return { error: `Please try again after ${seconds} seconds`, retryAfterSeconds: seconds };
};

/** A limit and the key it counts under. */
export interface LimitKey {
  key: string;
  limit: RateLimit;
}

/**
 * Counts one hit against each limit in order, in one statement, stopping at the first one
 * passed: a refusal naming when that one's window ends.
 */
export async function countAgainstAll(
  deps: ServiceDeps,
  limits: readonly LimitKey[],
  /** The statement that counts (for one that also reads what the request needs next). */
  hit: (counters: readonly Counter[]) => Promise<number[]> = (counters) =>
    deps.store.hitInOrder(counters),
): Promise<Refusal | undefined> {
  const now = deps.clock().getTime();
  const counters = countersAt(now, limits);
  return refusalOf(now, counters, await hit(counters));
}

/** Counts one hit against a limit; a refusal once the window's limit is passed. */
export function countAgainst(
  deps: ServiceDeps,
  key: string,
  limit: RateLimit,
): Promise<Refusal | undefined> {
  return countAgainstAll(deps, [{ key, limit }]);
}

const countersAt = (now: number, limits: readonly LimitKey[]) =>
  limits.map(({ key, limit }) => ({
    key,
    windowStart: new Date(now - (now % limit.windowMs)),
    limit: limit.limit,
    windowMs: limit.windowMs,
  }));

/** The refusal of the first counter past its limit, if any. */
function refusalOf(
  now: number,
  counters: readonly { windowStart: Date; limit: number; windowMs: number }[],
  counts: readonly number[],
): Refusal | undefined {
  const over = counts.findIndex((count, i) => count > counters[i]!.limit);
  if (over < 0) return undefined;
  const { windowStart, windowMs } = counters[over]!;
  return tryAgainAfter(windowStart.getTime() + windowMs - now);
}

/** Keys never hold an address in clear. */
const addressKey = (email: string) => hashToken(`address\0${email}`);

/** The send kind whose slot an email of this code purpose took. */
export const sendKindOf = (purpose: string) => (purpose === 'login' ? 'login' : 'update');

/**
 * The send slots this process has taken and not yet used: the claim's time per key, so a failed
 * send frees exactly its own claim (never a later one).
 */
const openClaims = new Map<string, Date>();

export async function allowSend(
  deps: ServiceDeps,
  kind: string,
  email: string,
  ip: string,
): Promise<Refusal | undefined> {
  const key = `${kind}:${addressKey(email)}`;
  const claimedAt = deps.clock();
  const now = claimedAt.getTime();
  // The slot first, then the network address's cap, then the recipient's: one statement.
  const counters = countersAt(now, [
    { key: `send-ip:${ip}`, limit: deps.limits.sendsPerIp },
    { key: `send-address:${addressKey(email)}`, limit: deps.limits.sendsPerAddress },
  ]);
  const slot = await deps.store.claimSendSlotAndHit(
    key,
    claimedAt,
    deps.limits.resendIntervalMs,
    counters,
  );
  if (!slot.claimed) return tryAgainAfter(slot.retryAfterMs);
  openClaims.set(key, claimedAt);
  // A claim is open only while its mail is on its way; a forgotten one must not grow the map.
  setTimeout(() => openClaims.get(key) === claimedAt && openClaims.delete(key), 120_000).unref();
  return refusalOf(now, counters, slot.counts);
}

/**
 * Sends an email for which `allowSend` took the slot. When it cannot be sent (the mail server
 * is away, or the service is stopping) the slot is freed, so the visitor may retry at once
 * rather than wait out a resend interval for an email that never came.
 */
export async function sendWithSlot(
  deps: ServiceDeps,
  kind: string,
  email: string,
  send: () => Promise<void>,
): Promise<void> {
  const key = `${kind}:${addressKey(email)}`;
  const claimedAt = openClaims.get(key);
  try {
    await send();
  } catch (error) {
    if (claimedAt) {
      await deps.store
        .releaseSendSlot(key, claimedAt)
        .catch((releaseError: Error) =>
          deps.log.error('send slot not freed', { error: releaseError.message }),
        );
    }
    throw error;
  } finally {
    if (claimedAt && openClaims.get(key) === claimedAt) openClaims.delete(key);
  }
}
