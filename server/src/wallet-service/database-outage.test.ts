/**
 * The wallet service outlives its database: a PostgreSQL restart or outage never ends the
 * process; meanwhile requests get 503 with a clear error and `/health` says the database does
 * not answer; when the database is back the service serves again by itself. On the embedded
 * database, a busy database never holds `/health` beyond its own bounded check.
 */
import { startPostgres, type PostgresServer } from '@wallet-kit/local-stack/postgres';
import { freePort } from '@wallet-kit/local-stack/ports';
import { startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import { startWalletService } from '@wallet-kit/local-stack/wallet-service';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../db/database-unavailable.js';
import {
  serviceEnv,
  startServiceProcess,
  type ServiceProcess,
} from '../bin/testing/service-process.js';
import { HEALTH_CHECK_TIMEOUT_MS } from './database-health.js';
import { logIn, newDeviceId, serviceClient, type ServiceClient } from './testing/test-client.js';

const HOST = 'http://localhost:5173';
let postgres: PostgresServer;
let inbox: SmtpInbox;
let service: ServiceProcess;
let client: ServiceClient;
let counter = 0;
const newEmail = () => `outage${++counter}-${Date.now()}@example.com`;
const health = async (url: string) => {
  const response = await fetch(`${url}/health`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const alive = () => service.child.exitCode === null && service.child.signalCode === null;

async function eventually<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the wallet service on a PostgreSQL that restarts', () => {
  beforeAll(async () => {
    [postgres, inbox] = await Promise.all([startPostgres(), startSmtpInbox()]);
    const port = await freePort();
    service = startServiceProcess({
      ...serviceEnv(port, inbox.url),
      DATABASE_URL: await postgres.createDatabase('outage'),
    });
    await service.listening(150_000);
    client = serviceClient(service.url, { project: 'demo', host: HOST });
  }, 120_000);

  afterAll(async () => {
    service?.child.kill('SIGKILL');
    await inbox?.stop();
    await postgres?.stop();
  });

  it('a PostgreSQL restart right after requests does not end the service', async () => {
    await logIn(client, inbox, newEmail(), newDeviceId());
    await postgres.restart();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(alive(), JSON.stringify(service.output().stderr)).toBe(true);
    // The pool dropped its dead connections and opens new ones.
    await eventually(
      () => logIn(client, inbox, newEmail(), newDeviceId()),
      (a) => a.status === 200,
    );
  }, 60_000);

  it('while PostgreSQL is down, requests are answered 503 with a clear error', async () => {
    await postgres.halt();
    try {
      const answer = await client.start(newEmail(), newDeviceId());
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ error: DATABASE_UNAVAILABLE });
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(alive()).toBe(true);
    } finally {
      await postgres.resume();
    }
  }, 60_000);

  it('/health says whether the database answers', async () => {
    expect(await health(service.url)).toEqual({
      status: 200,
      body: { ok: true, database: 'postgres' },
    });
    await postgres.halt();
    try {
      const started = performance.now();
      const down = await health(service.url);
      expect(performance.now() - started).toBeLessThan(HEALTH_CHECK_TIMEOUT_MS + 500);
      expect(down).toEqual({
        status: 503,
        body: { ok: false, database: 'postgres', error: DATABASE_UNAVAILABLE },
      });
    } finally {
      await postgres.resume();
    }
  }, 60_000);

  it('the service serves again by itself once PostgreSQL is back', async () => {
    await postgres.halt();
    expect((await client.start(newEmail(), newDeviceId())).status).toBe(503);
    await postgres.resume();
    await eventually(
      () => health(service.url),
      (answer) => answer.status === 200,
    );
    expect((await logIn(client, inbox, newEmail(), newDeviceId())).status).toBe(200);
    expect(alive()).toBe(true);
  }, 60_000);
});

describe('the wallet service on a busy embedded database', () => {
  it('/health answers within its own bound and says the database is slow', async () => {
    const smtp = await startSmtpInbox();
    const local = await startWalletService({ projects: { demo: [HOST] }, smtpPort: smtp.port });
    try {
      expect(await health(local.url)).toEqual({
        status: 200,
        body: { ok: true, database: 'pglite' },
      });
      // The embedded database serves one query or transaction at a time: this one holds it from
      // its first query until /health has answered (waiting on a promise, as a transaction
      // waiting on its caller does, the event loop free). The check starts once it holds it.
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const busy = local.service.store.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        holding();
        await released;
      });
      try {
        await held;
        const started = performance.now();
        const answer = await health(local.url);
        expect(performance.now() - started).toBeLessThan(HEALTH_CHECK_TIMEOUT_MS + 500);
        expect(answer.status).toBe(503);
        expect(answer.body).toMatchObject({ ok: false, database: 'pglite' });
        expect(answer.body.error).toMatch(/did not answer within/);
      } finally {
        release();
      }
      await busy;
      expect((await health(local.url)).status).toBe(200);
    } finally {
      await local.stop();
      await smtp.stop();
    }
  }, 120_000);
});
