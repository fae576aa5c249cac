/**
 * The rate-limit counters and the email send slot, taken in one statement per request instead of
 * one per counter: each statement is a round trip to the database and most of a query's CPU in
 * the service (docs/benchmarks.md). The decisions are the ones separate statements made, in the
 * same order: a counter is counted only when the send slot was taken (if there is one) and every
 * counter before it is within its limit, so a client refused by one limit does not use up the
 * next (an address's sends are not spent by someone else's over-limit network address). Each
 * counter is still a conditional upsert on its own row, so two service instances counting at once
 * both count. The WITH parts are chained through what they return, which is what orders them in
 * PostgreSQL (and in PGlite, the same engine).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { WalletDatabase } from './schema.js';

/** One fixed-window counter: the window it counts in and the most hits the window allows. */
export interface Counter {
  key: string;
  windowStart: Date;
  limit: number;
}

/** The WITH parts c0, c1, … counting each counter when `first` holds and the one before is within its limit. */
export function counterParts(counters: readonly Counter[], first: RawBuilder<unknown>) {
  return counters.map((counter, i) => {
    const previous = counters[i - 1];
    const when = previous
      ? sql`(select count from ${sql.raw(`c${i - 1}`)}) <= ${previous.limit}::integer`
      : first;
    return sql`${sql.raw(`c${i}`)} as (
      insert into rate_limits (key, window_start, count)
      select ${counter.key}::text, ${counter.windowStart}::timestamptz, 1 where ${when}
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count
    )`;
  });
}

/** `(select count from c0) as count0, …` */
export const countColumns = (counters: readonly Counter[]) =>
  counters.map((_, i) => sql`(select count from ${sql.raw(`c${i}`)}) as ${sql.raw(`count${i}`)}`);

/** The counts taken, in order, up to and including the first over its limit. */
export function countsOf(row: Record<string, unknown>, counters: readonly Counter[]): number[] {
  const counts: number[] = [];
  for (let i = 0; i < counters.length; i++) {
    const count = row[`count${i}`];
    if (count === null || count === undefined) break;
    counts.push(Number(count));
  }
  return counts;
}

/** Counts `counters` in order, stopping after the first one past its limit: the counts taken. */
export async function hitInOrder(
  db: Kysely<WalletDatabase>,
  counters: readonly Counter[],
): Promise<number[]> {
  if (counters.length === 0) return [];
  const parts = counterParts(counters, sql`true`);
  const { rows } = await sql<Record<string, unknown>>`
    with ${sql.join(parts)} select ${sql.join(countColumns(counters))}`.execute(db);
  return countsOf(rows[0]!, counters);
}

export type SendSlotAndCounts =
  { claimed: true; counts: number[] } | { claimed: false; retryAfterMs: number };

/**
 * Takes the send slot of `slotKey` when its last send is at least `intervalMs` old, and only then
 * counts `counters` in order as `hitInOrder` does. When the slot is taken by another send, how
 * long until it frees up (the whole interval when that send was made by a statement this one's
 * snapshot does not see).
 */
export async function claimSendSlotAndHit(
  db: Kysely<WalletDatabase>,
  slotKey: string,
  now: Date,
  intervalMs: number,
  counters: readonly Counter[],
): Promise<SendSlotAndCounts> {
  const cutoff = new Date(now.getTime() - intervalMs);
  const parts = [
    sql`slot as (
      insert into email_throttle (key, last_sent_at) values (${slotKey}::text, ${now}::timestamptz)
      on conflict (key) do update set last_sent_at = excluded.last_sent_at
      where email_throttle.last_sent_at <= ${cutoff}::timestamptz
      returning key
    )`,
    ...counterParts(counters, sql`exists (select 1 from slot)`),
  ];
  const { rows } = await sql<Record<string, unknown>>`
    with ${sql.join(parts)}
    select exists (select 1 from slot) as claimed,
      (select last_sent_at from email_throttle where key = ${slotKey}::text) as last_sent_at
      ${sql.join(
        countColumns(counters).map((column) => sql`, ${column}`),
        sql``,
      )}`.execute(db);
  const row = rows[0]!;
  if (row.claimed) return { claimed: true, counts: countsOf(row, counters) };
  const lastSentAt = row.last_sent_at ? new Date(row.last_sent_at as string | Date) : undefined;
  const retryAfterMs = lastSentAt ? lastSentAt.getTime() + intervalMs - now.getTime() : intervalMs;
  return { claimed: false, retryAfterMs: Math.max(retryAfterMs, 1) };
}
