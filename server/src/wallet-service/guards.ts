/**
 * The checks in front of the API. A browser `Origin` must be the service's own (the frame calls
 * the API from the service's origin; no other page may). The project header must name a known
 * project and the host header one of that project's origins. Authenticated routes also need a
 * live session of that project.
 */
import type { MiddlewareHandler } from 'hono';
import {
  AccessTokenError,
  INVALID_KEY,
  SESSION_EXPIRED,
  verifyAccessToken,
} from './access-tokens.js';
import { fail, type ServiceDeps, type ServiceEnv } from './context.js';

export const ORIGIN_NOT_ALLOWED = 'Unauthorized: origin not allowed';
export const INVALID_PROJECT = 'Invalid Project ID';

export const PROJECT_HEADER = 'X-Wallet-Kit-Project';
export const HOST_HEADER = 'X-Wallet-Kit-Host';

export function sameOriginOnly(deps: ServiceDeps): MiddlewareHandler<ServiceEnv> {
  const own = new URL(deps.config.publicUrl).origin;
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin !== undefined && origin !== own) return fail(c, 403, ORIGIN_NOT_ALLOWED);
    await next();
  };
}

export function allowedHost(deps: ServiceDeps): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    const projectId = c.req.header(PROJECT_HEADER);
    const origins = projectId ? await deps.store.projectOrigins(projectId) : undefined;
    if (!projectId || !origins) return fail(c, 403, INVALID_PROJECT);
    const host = c.req.header(HOST_HEADER);
    if (!host || !origins.includes(host)) return fail(c, 403, ORIGIN_NOT_ALLOWED);
    c.set('projectId', projectId);
    await next();
  };
}

export function liveSession(
  deps: ServiceDeps,
  /** Also read the user's wallet, in the same statement as the session. */
  options: { withWallet?: boolean } = {},
): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
    if (!match) return fail(c, 401, INVALID_KEY);
    const now = deps.clock();
    let claims;
    try {
      claims = await verifyAccessToken(deps.config.sessionSecret, match[1]!, now);
    } catch (error) {
      return fail(c, 401, error instanceof AccessTokenError ? error.message : INVALID_KEY);
    }
    if (claims.projectId !== c.get('projectId')) return fail(c, 401, INVALID_KEY);
    const found = options.withWallet
      ? await deps.store.findSessionWithWallet(claims.sessionId)
      : { session: await deps.store.findSession(claims.sessionId), wallet: undefined };
    const session = found?.session;
    if (!session || session.userId !== claims.userId) return fail(c, 401, INVALID_KEY);
    if (session.revokedAt || session.expiresAt <= now) return fail(c, 401, SESSION_EXPIRED);
    c.set('session', session);
    if (options.withWallet) c.set('wallet', found!.wallet);
    await next();
  };
}
