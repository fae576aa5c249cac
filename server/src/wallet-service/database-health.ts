/**
 * `/health` asks the database a trivial question with a deadline of its own, so it says whether
 * the database answers without ever waiting on it longer than that: a database that is away or
 * too busy (the embedded one serves one query at a time) is reported, not waited for. One check
 * runs at a time; callers arriving meanwhile share it, so a flood of health checks never queues
 * work in front of the real requests.
 */
import { withinTime } from '@wallet-kit/schemas';
import { sql, type Kysely } from 'kysely';

/** The longest `/health` waits for the database's answer. */
export const HEALTH_CHECK_TIMEOUT_MS = 1_000;

type DatabaseHealth = 'answers' | 'unavailable' | 'slow';

export function databaseHealthCheck(
  db: Kysely<any>,
  timeoutMs = HEALTH_CHECK_TIMEOUT_MS,
): () => Promise<DatabaseHealth> {
  let running: Promise<DatabaseHealth> | undefined;
  const ask = async (): Promise<DatabaseHealth> => {
    try {
      await sql`select 1`.execute(db);
      return 'answers';
    } catch {
      return 'unavailable';
    }
  };
  return () => {
    // A check still out past its deadline is shared too: it says 'slow' until it comes back.
    running ??= ask().finally(() => (running = undefined));
    return withinTime(running, timeoutMs, (): DatabaseHealth => 'slow');
  };
}
