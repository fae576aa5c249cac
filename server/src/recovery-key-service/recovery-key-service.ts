/**
 * The recovery-key process of a `custodial` wallet service: the only holder of the recovery
 * key. It seals and opens recovery shares for the wallet service, which calls it over loopback
 * with a token of its own; the wallet service's environment never holds the key, so a copy of
 * the wallet service's data and environment opens no recovery share. Run it as another user
 * (or on another machine) than the wallet service: see the server README.
 */
import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { decodeKey } from '../wallet-service/config.js';
import { openShare, sealShare } from '../wallet-service/secrets.js';

export interface RecoveryKeyServiceConfig {
  host: string;
  port: number;
  recoveryKey: Uint8Array;
  /** The bearer token the wallet service presents. */
  token: string;
}

export class RecoveryKeyConfigError extends Error {
  override readonly name = 'RecoveryKeyConfigError';
}

/** Reads RECOVERY_KEY, RECOVERY_KEY_SERVICE_TOKEN, HOST (127.0.0.1) and PORT (8788). */
export function recoveryKeyConfigFromEnv(
  env: Record<string, string | undefined>,
): RecoveryKeyServiceConfig {
  const problems: string[] = [];
  const key = env.RECOVERY_KEY ? decodeKey(env.RECOVERY_KEY) : undefined;
  if (!key) problems.push('RECOVERY_KEY: must be 32 bytes, as 64 hex digits or base64');
  const token = env.RECOVERY_KEY_SERVICE_TOKEN ?? '';
  if (Buffer.byteLength(token) < 32)
    problems.push('RECOVERY_KEY_SERVICE_TOKEN: must be at least 32 bytes long');
  const port = Number(env.PORT ?? 8788);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push('PORT: must be a port');
  if (problems.length > 0) {
    throw new RecoveryKeyConfigError(
      `The recovery-key service cannot start: fix these environment variables\n${problems
        .map((problem) => `  - ${problem}`)
        .join('\n')}`,
    );
  }
  return { host: env.HOST || '127.0.0.1', port, recoveryKey: key!, token };
}

const request = z.object({
  userId: z.string().min(1).max(128),
  share: z.string().min(1).max(4096).optional(),
  sealed: z.string().min(1).max(8192).optional(),
});

function sameToken(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

function recoveryKeyApp(config: RecoveryKeyServiceConfig) {
  const app = new Hono();
  app.use('*', bodyLimit({ maxSize: 16 * 1024 }));
  app.use('*', async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
    if (!match || !sameToken(match[1]!, config.token))
      return c.json({ error: 'Unauthorized' }, 401);
    await next();
  });
  const body = async (c: { req: { json(): Promise<unknown> } }) =>
    request.safeParse(await c.req.json().catch(() => undefined));

  app.post('/v1/seal', async (c) => {
    const parsed = await body(c);
    if (!parsed.success || !parsed.data.share) return c.json({ error: 'Invalid request' }, 400);
    const { userId, share } = parsed.data;
    return c.json({ sealed: sealShare(config.recoveryKey, 'recovery', userId, share) });
  });

  app.post('/v1/open', async (c) => {
    const parsed = await body(c);
    if (!parsed.success || !parsed.data.sealed) return c.json({ error: 'Invalid request' }, 400);
    try {
      const share = openShare(
        config.recoveryKey,
        'recovery',
        parsed.data.userId,
        parsed.data.sealed,
      );
      return c.json({ share });
    } catch {
      return c.json({ error: 'This share does not open with the recovery key' }, 422);
    }
  });
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  return app;
}

export interface RunningRecoveryKeyService {
  url: string;
  stop(): Promise<void>;
}

export async function runRecoveryKeyService(
  config: RecoveryKeyServiceConfig,
): Promise<RunningRecoveryKeyService> {
  const app = recoveryKeyApp(config);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const listening = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(listening),
    );
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
