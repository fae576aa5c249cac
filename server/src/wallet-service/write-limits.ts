/**
 * Limits on the routes that anyone may call and that write a row: a cap per client network
 * address and a cap for all clients together per window, counted in the database (so they hold
 * across instances). The per-address cap stops one client filling the disk; the global one
 * bounds what many addresses together can write. The numbers are in limits.ts.
 */
import type { MiddlewareHandler } from 'hono';
import { clientAddress, type ServiceDeps, type ServiceEnv } from './context.js';
import type { RateLimit } from './limits.js';
import { countAgainstAll } from './mail-limits.js';

interface WriteLimit {
  perIp: RateLimit;
  global: RateLimit;
}

/** Counts each request of `method` against the route's limits; 429 with Retry-After past them. */
export function writeLimit(
  deps: ServiceDeps,
  route: string,
  limit: (deps: ServiceDeps) => WriteLimit,
  method = 'POST',
): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    if (c.req.method !== method) return next();
    const { perIp, global } = limit(deps);
    const ip = clientAddress(c, deps.config.trustProxy);
    const refusal = await countAgainstAll(deps, [
      { key: `${route}-ip:${ip}`, limit: perIp },
      { key: `${route}-all`, limit: global },
    ]);
    if (refusal) {
      c.header('Retry-After', String(refusal.retryAfterSeconds));
      return c.json(refusal, 429);
    }
    return next();
  };
}
