/**
 * Two service instances on one PostgreSQL server act as one service: nothing is kept in a
 * process, so a code, a session's revocation and the rate limits hold whichever instance a
 * request reaches.
 */
import { codeFrom, startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import { startPostgres, type PostgresServer } from '@wallet-kit/local-stack/postgres';
import {
  randomWalletServiceSecrets,
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@wallet-kit/local-stack/ports';
import { SESSION_EXPIRED } from './access-tokens.js';
import { MAIL_NOT_SENT } from './mailer.js';
import { logIn, newDeviceId, serviceClient, type ServiceClient } from './testing/test-client.js';

const HOST = 'http://localhost:5173';
let postgres: PostgresServer;
let inbox: SmtpInbox;
let first: LocalWalletService;
let second: LocalWalletService;
let one: ServiceClient;
let two: ServiceClient;

beforeAll(async () => {
  [postgres, inbox] = await Promise.all([startPostgres(), startSmtpInbox()]);
  const databaseUrl = await postgres.createDatabase('two_instances');
  const shared = {
    projects: { demo: [HOST] },
    smtpPort: inbox.port,
    databaseUrl,
    secrets: randomWalletServiceSecrets(),
    limits: {
      sendsPerAddress: { limit: 2, windowMs: 3600_000 },
      sendsPerIp: { limit: 12, windowMs: 3600_000 },
      verifiesPerIp: { limit: 10, windowMs: 3600_000 },
      resendIntervalMs: 0,
    },
  };
  [first, second] = await Promise.all([startWalletService(shared), startWalletService(shared)]);
  one = serviceClient(first.url, { project: 'demo', host: HOST });
  two = serviceClient(second.url, { project: 'demo', host: HOST });
}, 60_000);

afterAll(async () => {
  await first?.stop();
  await second?.stop();
  await inbox?.stop();
  await postgres?.stop();
});

let counter = 0;
const newEmail = () => `pair${++counter}-${Date.now()}@example.com`;

describe('two service instances on one PostgreSQL', () => {
  it('both run on PostgreSQL', async () => {
    expect(first.service.databaseKind).toBe('postgres');
    expect(await (await fetch(`${second.url}/health`)).json()).toEqual({
      ok: true,
      database: 'postgres',
    });
  });

  it('a code sent by one instance is accepted by the other', async () => {
    const email = newEmail();
    const device = newDeviceId();
    const after = new Date();
    expect((await one.start(email, device)).body).toEqual({ action: 'VERIFY_OTP' });
    const code = codeFrom(await inbox.waitForMessage({ to: email, after }));
    const answer = await two.verify(email, device, code);
    expect(answer.status).toBe(200);
    expect(answer.body.user.email).toBe(email);
  });

  it('a session revoked on one instance is refused by the other', async () => {
    const session = (await logIn(one, inbox, newEmail(), newDeviceId())).body;
    expect((await two.get('/v1/wallet', session.accessToken)).status).toBe(200);
    expect((await one.post('/v1/session/revoke', {}, session.accessToken)).status).toBe(204);
    const answer = await two.get('/v1/wallet', session.accessToken);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe(SESSION_EXPIRED);
  });

  it('a refresh token rotated on one instance is dead on the other', async () => {
    const session = (await logIn(one, inbox, newEmail(), newDeviceId())).body;
    const refreshed = await one.post('/v1/session/refresh', { refreshToken: session.refreshToken });
    expect(refreshed.status).toBe(200);
    const replay = await two.post('/v1/session/refresh', { refreshToken: session.refreshToken });
    expect(replay.status).toBe(401);
  });

  it('the per-address limit counts emails sent by both instances', async () => {
    const email = newEmail();
    expect((await one.start(email, newDeviceId())).status).toBe(200);
    expect((await two.start(email, newDeviceId())).status).toBe(200);
    const refused = await one.start(email, newDeviceId());
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Please try again after \d+ seconds$/);
    expect((await two.start(email, newDeviceId())).status).toBe(429);
  });

  it('the per-network-address limit counts emails to any address, through both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      statuses.push((await (i % 2 ? two : one).start(newEmail(), newDeviceId())).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  // Runs last here: it uses up this network address's code entries.
  it('the per-network-address cap on code entries counts entries on both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await (i % 2 ? two : one).verify(newEmail(), newDeviceId(), '123456')).status);
    }
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(statuses).toContain(401);
  });
});

describe('mail delivery', () => {
  it('when the mail server cannot be reached the visitor is told to try again later', async () => {
    const unreachable = await startWalletService({
      projects: { demo: [HOST] },
      smtpPort: await freePort(),
      databaseUrl: first.env.DATABASE_URL!,
      // The limit above is used up on this network address by now.
      limits: { sendsPerIp: { limit: 1000, windowMs: 3600_000 } },
    });
    try {
      const client = serviceClient(unreachable.url, { project: 'demo', host: HOST });
      const answer = await client.start(newEmail(), newDeviceId());
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({ error: MAIL_NOT_SENT });
    } finally {
      await unreachable.stop();
    }
  });
});

describe('the resend throttle across instances', () => {
  const extra: LocalWalletService[] = [];

  beforeAll(async () => {
    // 30 s between emails, same database and secrets as the pair above.
    const options = {
      limits: { sendsPerIp: { limit: 1000, windowMs: 3600_000 } },
      projects: { demo: [HOST] },
      smtpPort: inbox.port,
      databaseUrl: first.env.DATABASE_URL!,
      secrets: {
        sessionSecret: first.env.WALLET_SESSION_SECRET!,
        shareKey: first.env.WALLET_SHARE_KEY!,
        recoveryKey: first.env.WALLET_RECOVERY_KEY!,
      },
    };
    extra.push(...(await Promise.all([startWalletService(options), startWalletService(options)])));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(extra.map((service) => service.stop()));
  });

  it('a second request within 30 seconds is refused even on another instance', async () => {
    const [three, four] = extra.map((service) =>
      serviceClient(service.url, { project: 'demo', host: HOST }),
    );
    const email = `throttle-${Date.now()}@example.com`;
    expect((await three!.start(email, newDeviceId())).status).toBe(200);
    const refused = await four!.start(email, newDeviceId());
    expect(refused.status).toBe(429);
    expect(refused.body.retryAfterSeconds).toBeGreaterThanOrEqual(29);
  });
});
