/**
 * SIGTERM drains: the service stops accepting connections, lets the requests in flight finish
 * (bounded by DRAIN_TIMEOUT_SECONDS), then closes its database; and a login start whose mail was
 * not sent never keeps the resend throttle. On PostgreSQL and on the embedded database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres, type PostgresServer } from '@wallet-kit/local-stack/postgres';
import { freePort } from '@wallet-kit/local-stack/ports';
import { startSmtpInbox } from '@wallet-kit/local-stack/smtp';
import { startWalletService } from '@wallet-kit/local-stack/wallet-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceEnv, startServiceProcess } from '../bin/testing/service-process.js';
import { MAIL_NOT_SENT, smtpMailer } from './mailer.js';
import { newDeviceId, serviceClient } from './testing/test-client.js';

const HOST = 'http://localhost:5173';
let postgres: PostgresServer;
const folders: string[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
}, 240_000);

// Stopping PostgreSQL on a busy two-core machine can take longer than vitest's default 10 s.
afterAll(async () => {
  await postgres?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}, 60_000);

let databases = 0;
const databases_ = {
  postgres: async () => ({ DATABASE_URL: await postgres.createDatabase(`drain${++databases}`) }),
  pglite: async () => {
    const folder = mkdtempSync(join(tmpdir(), 'wallet-kit-drain-'));
    folders.push(folder);
    return { DATA_DIR: folder };
  },
};

describe.each(['postgres', 'pglite'] as const)('stopping the service on %s', (kind) => {
  it('SIGTERM lets the login starts in flight finish and send their mail, then exits', async () => {
    // A slow mail server keeps each start in flight for a second.
    const inbox = await startSmtpInbox({ delayMs: 1000 });
    const service = startServiceProcess({
      ...serviceEnv(await freePort(), inbox.url),
      ...(await databases_[kind]()),
    });
    try {
      await service.listening(150_000);
      const client = serviceClient(service.url, { project: 'demo', host: HOST });
      const emails = Array.from({ length: 10 }, (_, i) => `drain${i}-${Date.now()}@example.com`);
      const starts = emails.map((email) => client.start(email, newDeviceId()));
      // Every start has reached the slow mail server, which holds each for a second: the last
      // ones are still in flight when the signal comes, however slow the machine.
      await expect.poll(() => inbox.arrived(), { timeout: 60_000 }).toBe(emails.length);
      service.child.kill('SIGTERM');
      const answers = await Promise.all(
        starts.map((start) =>
          start.then(
            (a) => a.status,
            (e: Error) => e.message,
          ),
        ),
      );
      expect(answers).toEqual(emails.map(() => 200));
      expect(await service.exited).toBe(0);
      for (const email of emails) {
        expect(inbox.messages.some((message) => message.to.includes(email))).toBe(true);
      }
      expect(service.output().stdout).not.toContain('"level":"error"');
    } finally {
      service.child.kill('SIGKILL');
      await inbox.stop();
    }
  }, 240_000);

  it('once SIGTERM is received no new connection is accepted', async () => {
    const inbox = await startSmtpInbox({ delayMs: 3000 });
    const service = startServiceProcess({
      ...serviceEnv(await freePort(), inbox.url),
      ...(await databases_[kind]()),
    });
    try {
      await service.listening(150_000);
      const client = serviceClient(service.url, { project: 'demo', host: HOST });
      const inFlight = client.start(`late-${Date.now()}@example.com`, newDeviceId());
      // In flight for sure: its mail has reached the slow mail server, however slow the machine.
      await expect.poll(() => inbox.arrived(), { timeout: 60_000 }).toBe(1);
      service.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(fetch(`${service.url}/health`)).rejects.toThrow();
      expect((await inFlight).status).toBe(200);
      expect(await service.exited).toBe(0);
    } finally {
      service.child.kill('SIGKILL');
      await inbox.stop();
    }
  }, 240_000);

  it('the drain is bounded by DRAIN_TIMEOUT_SECONDS', async () => {
    const inbox = await startSmtpInbox({ delayMs: 30_000 });
    const service = startServiceProcess({
      ...serviceEnv(await freePort(), inbox.url),
      ...(await databases_[kind]()),
      DRAIN_TIMEOUT_SECONDS: '1',
    });
    try {
      await service.listening(150_000);
      const client = serviceClient(service.url, { project: 'demo', host: HOST });
      void client.start(`stuck-${Date.now()}@example.com`, newDeviceId()).catch(() => {});
      await expect.poll(() => inbox.arrived(), { timeout: 60_000 }).toBe(1);
      const signalled = performance.now();
      service.child.kill('SIGTERM');
      await service.exited;
      expect(performance.now() - signalled).toBeLessThan(6000);
      expect(service.output().stdout).toContain('drain time over');
    } finally {
      service.child.kill('SIGKILL');
      await inbox.stop();
    }
  }, 240_000);

  it('a login start whose mail was not sent does not keep the resend throttle', async () => {
    const inbox = await startSmtpInbox();
    const env: Record<string, string | undefined> = await databases_[kind]();
    // The first email fails (the mail server is away), the next ones go out.
    const real = smtpMailer(inbox.url, 'wallet <wallet@localhost>');
    let calls = 0;
    const service = await startWalletService({
      projects: { demo: [HOST] },
      smtpPort: inbox.port,
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR! }),
      mailer: {
        async send(mail) {
          if (++calls === 1) {
            await smtpMailer(`smtp://127.0.0.1:${await freePort()}`, 'x <x@localhost>').send(mail);
          }
          await real.send(mail);
        },
        close: () => real.close(),
      },
    });
    try {
      const client = serviceClient(service.url, { project: 'demo', host: HOST });
      const email = `retry-${Date.now()}@example.com`;
      const device = newDeviceId();
      const failed = await client.start(email, device);
      expect(failed).toMatchObject({ status: 502, body: { error: MAIL_NOT_SENT } });
      expect((await client.start(email, device)).body).toEqual({ action: 'VERIFY_OTP' });
      expect(inbox.messages.filter((message) => message.to.includes(email))).toHaveLength(1);
    } finally {
      await service.stop();
      await inbox.stop();
    }
  }, 240_000);
});
