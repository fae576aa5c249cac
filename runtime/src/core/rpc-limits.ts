/**
 * The limits every RPC call of the kit keeps, whatever its chain family: how often and how long
 * it retries, and the total time one call may take. A misbehaving endpoint (a `Retry-After` of
 * an hour, a node that accepts the connection and never answers, a proxy that answers HTML)
 * must end in a clear error within seconds, never hang the kit. Chain-free: the eip155 and
 * solana clients both call `withRpcLimits`. See docs/security.md.
 */
import { withinTime } from '@wallet-kit/schemas';

export const RPC_LIMITS = {
  /** Retries after the first attempt. */
  retryCount: 3,
  /** Backoff base: 150 ms, doubled per attempt (150, 300, 600). */
  retryDelayMs: 150,
  /** One HTTP request. */
  timeoutMs: 10_000,
  /** A `Retry-After` asking for longer is waited only this long. */
  maxRetryAfterMs: 5_000,
  /** One call, across every attempt and wait. */
  deadlineMs: 15_000,
  /** HTTP statuses worth another attempt; any other status fails at once. */
  retryStatuses: [403, 408, 413, 429, 500, 502, 503, 504],
} as const;

/**
 * The call ran out of time: an attempt was still pending at the deadline, or the next wait would
 * end past it. Described as a time-out; the last failure, if any, is its `cause` and is named
 * in the message.
 */
export class RpcDeadlineError extends Error {
  override name = 'TimeoutError';
  constructor(
    readonly deadlineMs: number,
    readonly attempts: number,
    cause?: unknown,
  ) {
    const last = cause instanceof Error && cause.message ? `; last: ${cause.message}` : '';
    super(
      `The RPC endpoint did not answer within ${deadlineMs / 1000} s (${attempts} attempt${attempts === 1 ? '' : 's'}${last})`,
      cause === undefined ? undefined : { cause },
    );
  }
}

/** The endpoint answered 2xx with a body that is not JSON: a retry would read the same. */
export class RpcMalformedResponseError extends Error {
  override name = 'MalformedResponseError';
  constructor(cause?: unknown) {
    super(
      'The RPC endpoint answered with malformed JSON',
      cause === undefined ? undefined : { cause },
    );
  }
}

/**
 * The wait a `Retry-After` header asks for (whole seconds or an HTTP date), capped at `capMs`.
 * Undefined when the header is absent or unreadable, or the date has passed: the caller's
 * backoff applies instead.
 */
export function retryAfterMs(
  header: string | null | undefined,
  capMs: number = RPC_LIMITS.maxRetryAfterMs,
  now: number = Date.now(),
): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  let ms: number;
  if (/^\d+$/.test(value)) ms = Number(value) * 1000;
  else {
    const date = Date.parse(value);
    if (Number.isNaN(date) || date <= now) return undefined;
    ms = date - now;
  }
  return Math.min(ms, capMs);
}

export interface RpcLimitOptions {
  retryCount?: number;
  retryDelayMs?: number;
  deadlineMs?: number;
  maxRetryAfterMs?: number;
  /** Whether this failure is worth another attempt. */
  shouldRetry(error: unknown): boolean;
  /** The `Retry-After` header the failure carried, if any. */
  retryAfter?(error: unknown): string | null | undefined;
}

/**
 * Runs `attempt` until it succeeds, fails for good, runs out of retries, or the deadline
 * passes. An attempt still pending at the deadline is abandoned (its own time-out ends it), and
 * a wait that would end past the deadline is not started: either way the call rejects at once
 * with `RpcDeadlineError`, naming the last failure.
 */
export async function withRpcLimits<T>(
  attempt: () => Promise<T>,
  options: RpcLimitOptions,
): Promise<T> {
  const retryCount = options.retryCount ?? RPC_LIMITS.retryCount;
  const retryDelayMs = options.retryDelayMs ?? RPC_LIMITS.retryDelayMs;
  const deadlineMs = options.deadlineMs ?? RPC_LIMITS.deadlineMs;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? RPC_LIMITS.maxRetryAfterMs;
  const deadline = Date.now() + deadlineMs;
  let attempts = 0;
  let lastError: unknown;
  for (;;) {
    attempts += 1;
    try {
      return await beforeDeadline(
        attempt(),
        deadline,
        () => new RpcDeadlineError(deadlineMs, attempts, lastError),
      );
    } catch (error) {
      if (error instanceof RpcDeadlineError) throw error;
      lastError = error;
      if (attempts > retryCount || !options.shouldRetry(error)) throw error;
      const wait =
        retryAfterMs(options.retryAfter?.(error), maxRetryAfterMs) ??
        (1 << (attempts - 1)) * retryDelayMs;
      if (Date.now() + wait >= deadline) throw new RpcDeadlineError(deadlineMs, attempts, error);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

function beforeDeadline<T>(promise: Promise<T>, deadline: number, late: () => Error): Promise<T> {
  return withinTime(promise, deadline - Date.now(), () => {
    throw late();
  });
}
