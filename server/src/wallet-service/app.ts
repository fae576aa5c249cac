/**
 * The wallet service's HTTP routes on Hono: health, the frame, the public origin list, the
 * network list, email login, sessions and wallets. One JSON log line per request.
 */
import { Hono } from 'hono';
import { DATABASE_UNAVAILABLE, DatabaseUnavailableError } from '../db/database-unavailable.js';
import { fail, type ServiceDeps, type ServiceEnv } from './context.js';
import { databaseHealthCheck, HEALTH_CHECK_TIMEOUT_MS } from './database-health.js';
import { emailRoutes } from './email-routes.js';
import { farcasterRelayRoutes } from './farcaster-relay-routes.js';
import { farcasterRoutes } from './farcaster-routes.js';
import { frameRoutes } from './frame-routes.js';
import { MAIL_NOT_SENT, MailDeliveryError } from './mailer.js';
import { allowedHost, INVALID_PROJECT, sameOriginOnly } from './guards.js';
import { requestBodyLimit } from './body-limit.js';
import { smartAccountRoutes } from './smart-account-routes.js';
import { sessionRoutes } from './session-routes.js';
import { socialRoutes } from './social-routes.js';
import { availableSocialProviders } from './social-config.js';
import { walletRoutes } from './wallet-routes.js';
import { writeLimit } from './write-limits.js';

/** The largest request body the API reads (a wallet with its shares is well under 16 KB). */
const MAX_BODY_BYTES = 64 * 1024;

const DATABASE_RETRY_AFTER_SECONDS = 5;

const causeOf = (error: Error) =>
  error.cause instanceof Error ? error.cause.message : String(error.cause ?? error.message);

export function createWalletServiceApp(deps: ServiceDeps) {
  const app = new Hono<ServiceEnv>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    deps.log.info('request', {
      method: c.req.method,
      // The path only: the query may hold a device link token.
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });

  app.onError((error, c) => {
    if (error instanceof MailDeliveryError) {
      deps.log.error('mail not sent', { path: c.req.path, error: error.message });
      return fail(c, 502, MAIL_NOT_SENT);
    }
    if (error instanceof DatabaseUnavailableError) {
      // Passes by itself once the database is back: the client may simply retry.
      deps.log.error('database unavailable', { path: c.req.path, error: causeOf(error) });
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return fail(c, 503, DATABASE_UNAVAILABLE);
    }
    deps.log.error('request failed', { path: c.req.path, error: error.message });
    return fail(c, 500, 'Internal error');
  });

  app.notFound((c) => fail(c, 404, 'Not found'));

  // Healthy means the database answers, within a bounded wait (see database-health.ts).
  const checkDatabase = databaseHealthCheck(deps.store.db);
  app.get('/health', async (c) => {
    const database = deps.databaseKind;
    const health = await checkDatabase();
    if (health === 'answers') return c.json({ ok: true, database });
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(
      {
        ok: false,
        database,
        error:
          health === 'slow'
            ? `The database did not answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`
            : DATABASE_UNAVAILABLE,
      },
      503,
    );
  });

  app.route('/frame', frameRoutes(deps));

  // The kit's start-up check runs on the host page, so this one answer is open to any origin.
  app.on(['GET', 'OPTIONS'], '/v1/projects/:projectId/origins', async (c) => {
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Access-Control-Allow-Methods', 'GET');
    if (c.req.method === 'OPTIONS') return c.body(null, 204);
    const origins = await deps.store.projectOrigins(c.req.param('projectId'));
    if (!origins) return fail(c, 404, INVALID_PROJECT);
    // The social logins this service can run, so the kit shows only their buttons.
    const socials: string[] = availableSocialProviders(deps.config.socialProviders ?? {});
    if (deps.config.farcaster) socials.push('farcaster');
    return c.json({ origins, socials });
  });

  // The Farcaster auth relay is called by apps and the Farcaster app, not by the frame.
  if (deps.config.farcaster)
    app.route('/v1/channel', farcasterRelayRoutes(deps, deps.config.farcaster));

  app.use('/v1/*', sameOriginOnly(deps));
  app.use('/v1/*', async (c, next) => {
    // Answers carry tokens and key shares: never kept by a cache. Set before the answer is
    // made, so every answer (errors too) is made with it: a header added to a finished answer
    // makes the Node adapter rebuild it as a web Response, about 0.1 ms of CPU each.
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.use(
    '/v1/*',
    requestBodyLimit(MAX_BODY_BYTES, (c) => fail(c, 413, 'Request too large')),
  );

  app.get('/v1/networks', allowedHost(deps), (c) => c.json({ rpcUrls: deps.config.rpcUrls }));
  app.route('/v1/email', emailRoutes(deps));
  app.route('/v1/session', sessionRoutes(deps));
  app.route('/v1/wallet', walletRoutes(deps));
  // Each start keeps a row until it expires: limited per network address and overall.
  app.use(
    '/v1/social/start',
    writeLimit(deps, 'social-start', (d) => d.limits.socialStarts),
  );
  app.route('/v1/social', socialRoutes(deps));
  app.route('/v1/smart-accounts', smartAccountRoutes(deps, deps.config.smartAccounts ?? {}));
  app.route('/v1/farcaster', farcasterRoutes(deps));

  return app;
}
