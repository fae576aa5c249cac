/**
 * The sign-in handler's sessions, in memory, bounded: each visitor keeps at most
 * `maxPerVisitor` sessions, each source (the client's IP) `maxPerSource`, and all together
 * `maxTotal`; past a cap the oldest session of that visitor, source or of all is dropped (its
 * visitor signs in again). No session lives longer than `maxLifetimeMs` after it was verified,
 * whatever its message says, and one without an expiry is no exception. See docs/security.md.
 */
import { isSessionActive, parseRfc3339DateTime, type SiwxSession } from '@wallet-kit/schemas';

/** The longest a session is kept after it was verified (7 days), expiry or not. */
export const SIWX_MAX_SESSION_LIFETIME_MS = 7 * 24 * 3600_000;
export const MAX_SESSIONS_PER_VISITOR = 20;
export const MAX_SESSIONS_PER_SOURCE = 200;
export const MAX_SESSIONS = 20_000;

interface SessionLimits {
  maxLifetimeMs?: number;
  maxPerVisitor?: number;
  maxPerSource?: number;
  maxTotal?: number;
}

interface Kept {
  visitor: string;
  source: string | undefined;
  session: SiwxSession;
  keptUntil: number;
}

interface SessionStore {
  /** The visitor's sessions still active now. */
  list(visitor: string): SiwxSession[];
  add(visitor: string, session: SiwxSession, source?: string): void;
  /** Replaces all of the visitor's sessions. */
  replace(visitor: string, sessions: SiwxSession[], source?: string): void;
  remove(visitor: string, drop: (session: SiwxSession) => boolean): void;
}

export function createSessionStore(limits: SessionLimits, now: () => number): SessionStore {
  const maxLifetime = limits.maxLifetimeMs ?? SIWX_MAX_SESSION_LIFETIME_MS;
  const maxPerVisitor = limits.maxPerVisitor ?? MAX_SESSIONS_PER_VISITOR;
  const maxPerSource = limits.maxPerSource ?? MAX_SESSIONS_PER_SOURCE;
  const maxTotal = limits.maxTotal ?? MAX_SESSIONS;
  // Every kept session, oldest first (a Set keeps insertion order).
  const all = new Set<Kept>();
  const byVisitor = new Map<string, Kept[]>();
  const bySource = new Map<string, Kept[]>();

  const live = (kept: Kept, time: number) =>
    time < kept.keptUntil && isSessionActive(kept.session, time);

  function drop(kept: Kept): void {
    all.delete(kept);
    const unlink = (groups: Map<string, Kept[]>, key: string | undefined) => {
      if (key === undefined) return;
      const rest = (groups.get(key) ?? []).filter((item) => item !== kept);
      if (rest.length > 0) groups.set(key, rest);
      else groups.delete(key);
    };
    unlink(byVisitor, kept.visitor);
    unlink(bySource, kept.source);
  }

  function dropDead(kept: Kept[] | Iterable<Kept>): void {
    const time = now();
    for (const item of [...kept]) if (!live(item, time)) drop(item);
  }

  function add(visitor: string, session: SiwxSession, source?: string): void {
    const time = now();
    const expires = parseRfc3339DateTime(session.data.expirationTime ?? '') ?? Infinity;
    const kept: Kept = {
      visitor,
      source,
      session,
      keptUntil: Math.min(expires, time + maxLifetime),
    };
    dropDead(byVisitor.get(visitor) ?? []);
    while ((byVisitor.get(visitor)?.length ?? 0) >= maxPerVisitor)
      drop(byVisitor.get(visitor)![0]!);
    if (source !== undefined) {
      dropDead(bySource.get(source) ?? []);
      while ((bySource.get(source)?.length ?? 0) >= maxPerSource) drop(bySource.get(source)![0]!);
    }
    if (all.size >= maxTotal) dropDead(all);
    while (all.size >= maxTotal) drop(all.values().next().value!);
    all.add(kept);
    byVisitor.set(visitor, [...(byVisitor.get(visitor) ?? []), kept]);
    if (source !== undefined) bySource.set(source, [...(bySource.get(source) ?? []), kept]);
  }

  return {
    list(visitor) {
      dropDead(byVisitor.get(visitor) ?? []);
      return (byVisitor.get(visitor) ?? []).map((kept) => kept.session);
    },
    add,
    replace(visitor, sessions, source) {
      for (const kept of [...(byVisitor.get(visitor) ?? [])]) drop(kept);
      for (const session of sessions) add(visitor, session, source);
    },
    remove(visitor, predicate) {
      for (const kept of [...(byVisitor.get(visitor) ?? [])]) {
        if (predicate(kept.session)) drop(kept);
      }
    },
  };
}
