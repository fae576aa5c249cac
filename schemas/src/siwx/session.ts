/**
 * When a sign-in session counts: a session is ignored once expired or before its
 * notBefore time. A time that does not parse makes the session count as invalid rather than
 * as "forever". Times are RFC 3339 date-times with real calendar dates (grammar/rfc3339.ts).
 */
import { parseRfc3339DateTime } from './grammar/rfc3339.js';
import type { SiwxSession } from './types.js';

function parseTime(value: string | undefined): number | undefined | null {
  if (value === undefined) return undefined;
  return parseRfc3339DateTime(value) ?? null;
}

export function isSessionActive(session: SiwxSession, now: number = Date.now()): boolean {
  const expires = parseTime(session.data.expirationTime);
  const notBefore = parseTime(session.data.notBefore);
  if (expires === null || notBefore === null) return false;
  if (expires !== undefined && now >= expires) return false;
  if (notBefore !== undefined && now < notBefore) return false;
  return true;
}

export function activeSessions(sessions: SiwxSession[], now: number = Date.now()): SiwxSession[] {
  return sessions.filter((session) => isSessionActive(session, now));
}

/** eip155 addresses differ only by checksum case; other families are case-sensitive. */
export function sameAccount(chainId: string, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b;
}
