/**
 * Sessions: a row per login holding the hash of an opaque refresh token, which is replaced at
 * every refresh; a short access token signed for the session; revocation written to the row.
 */
import { randomUUID } from 'node:crypto';
import { signAccessToken } from './access-tokens.js';
import type { ServiceDeps } from './context.js';
import { hashToken, newToken } from './secrets.js';
import type { SessionRow } from './store.js';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export async function startSession(
  deps: ServiceDeps,
  session: { userId: string; projectId: string; deviceId: string; newDevice: boolean },
): Promise<Tokens> {
  const now = deps.clock();
  const id = randomUUID();
  const refreshToken = newToken();
  await deps.store.insertSession({
    id,
    ...session,
    refreshHash: hashToken(refreshToken),
    expiresAt: new Date(now.getTime() + deps.limits.sessionLifetimeMs),
    now,
  });
  return { accessToken: await accessTokenFor(deps, { ...session, id }), refreshToken };
}

function accessTokenFor(
  deps: ServiceDeps,
  session: Pick<SessionRow, 'id' | 'userId' | 'projectId'>,
): Promise<string> {
  return signAccessToken(
    deps.config.sessionSecret,
    { userId: session.userId, sessionId: session.id, projectId: session.projectId },
    deps.clock(),
    deps.limits.accessTokenSeconds,
  );
}

/** New tokens for a refresh token, or undefined when the session is over (or the token was reused). */
export async function refreshSession(
  deps: ServiceDeps,
  refreshToken: string,
): Promise<{ tokens: Tokens; session: SessionRow } | undefined> {
  const now = deps.clock();
  const oldHash = hashToken(refreshToken);
  const next = newToken();
  const session = await deps.store.rotateRefresh(oldHash, hashToken(next), now);
  if (!session) {
    await deps.store.revokeByReplacedRefresh(oldHash, now);
    return undefined;
  }
  return {
    tokens: { accessToken: await accessTokenFor(deps, session), refreshToken: next },
    session,
  };
}
