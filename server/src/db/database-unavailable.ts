/**
 * Tells a database that cannot be reached (stopped, restarting, refusing connections, or a
 * connection cut under a query) from a query that failed on its own. The first is answered 503
 * and passes by itself when the database is back; the second is a bug and stays a 500.
 */

export const DATABASE_UNAVAILABLE =
  'The service cannot reach its database right now. Please try again in a few seconds';

/** PostgreSQL error classes and codes that mean the server is away, not that the query is bad. */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-4]|53300)/;

/** Node socket errors on the way to the server. */
const UNAVAILABLE_NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg's own messages for a connection that ended or never came (they carry no code). */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Cannot use a pool after calling end|the database system is (starting up|shutting down)|PGlite is closed/i;

/** A query failed because the database is away; the cause is the driver's error. */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    super(DATABASE_UNAVAILABLE, { cause });
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NETWORK.has(code))
    )
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
