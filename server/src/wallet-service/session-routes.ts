/** Refreshing a session (the refresh token is replaced each time) and ending it. */
import { Hono } from 'hono';
import { z } from 'zod';
import { INVALID_KEY, SESSION_EXPIRED } from './access-tokens.js';
import { fail, jsonBody, type ServiceDeps, type ServiceEnv } from './context.js';
import { allowedHost, liveSession } from './guards.js';
import { refreshSession } from './sessions.js';

const refreshBody = z.object({ refreshToken: z.string().min(1).max(512) });

export function sessionRoutes(deps: ServiceDeps) {
  const routes = new Hono<ServiceEnv>();
  routes.use('*', allowedHost(deps));

  routes.post('/refresh', async (c) => {
    const body = refreshBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, 'Invalid request');
    const refreshed = await refreshSession(deps, body.data.refreshToken);
    if (!refreshed) return fail(c, 401, SESSION_EXPIRED);
    if (refreshed.session.projectId !== c.get('projectId')) return fail(c, 401, INVALID_KEY);
    return c.json(refreshed.tokens);
  });

  routes.post('/revoke', liveSession(deps), async (c) => {
    await deps.store.revokeSession(c.get('session').id, deps.clock());
    return c.body(null, 204);
  });

  return routes;
}
