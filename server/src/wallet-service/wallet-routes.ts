/**
 * The user's wallet: its public addresses and the two key shares the service keeps, sealed at
 * rest under separate keys. The recovery share goes only to a session started on a device that
 * had never logged in before (it becomes that device's share), and only in the first minutes
 * after that login, so a token stolen later cannot fetch two shares.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { fail, jsonBody, type ServiceDeps, type ServiceEnv } from './context.js';
import { allowedHost, liveSession } from './guards.js';
import { openShare, sealShare } from './secrets.js';

const share = z.string().min(1).max(4096);
const walletBody = z.object({
  addresses: z.object({
    eip155: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid eip155 address'),
    solana: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Invalid solana address'),
  }),
  authShare: share,
  recoveryShare: share,
});

export function walletRoutes(deps: ServiceDeps) {
  const routes = new Hono<ServiceEnv>();
  routes.use('*', allowedHost(deps), liveSession(deps));
  const { shareKey, recoveryKey } = deps.config;

  routes.get('/', async (c) => {
    const session = c.get('session');
    const wallet = await deps.store.findWallet(session.userId);
    // A first login has no wallet yet: an expected answer, not an error the browser logs.
    if (!wallet) return c.json({ wallet: null });
    return c.json({
      addresses: wallet.addresses,
      authShare: openShare(shareKey, 'auth', session.userId, wallet.authShare),
      ...(session.newDevice &&
      deps.clock().getTime() - session.createdAt.getTime() < deps.limits.recoveryShareWindowMs
        ? {
            recoveryShare: openShare(recoveryKey, 'recovery', session.userId, wallet.recoveryShare),
          }
        : {}),
    });
  });

  routes.post('/', async (c) => {
    const body = walletBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, body.error.issues[0]?.message ?? 'Invalid request');
    const { userId } = c.get('session');
    const created = await deps.store.insertWallet(userId, {
      addresses: body.data.addresses,
      authShare: sealShare(shareKey, 'auth', userId, body.data.authShare),
      recoveryShare: sealShare(recoveryKey, 'recovery', userId, body.data.recoveryShare),
    });
    if (!created) return fail(c, 409, 'This user already has a wallet');
    deps.log.info('wallet created', { userId });
    return c.json({}, 201);
  });

  return routes;
}
