/**
 * One embedded-database folder has one owner: a second process started on a folder another
 * process holds refuses to start and says to use PostgreSQL for several instances; a lock left
 * by a process that crashed is cleaned, and the folder serves again.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { databaseScratchRoot } from '@wallet-kit/local-stack/scratch-root';
import { join } from 'node:path';
import { freePort } from '@wallet-kit/local-stack/ports';
import { startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import { startWalletService } from '@wallet-kit/local-stack/wallet-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceEnv, startServiceProcess } from '../bin/testing/service-process.js';
import { LOCK_FILE } from '../db/data-folder-lock.js';
import { logIn, newDeviceId, serviceClient } from './testing/test-client.js';

const HOST = 'http://localhost:5173';
let inbox: SmtpInbox;
const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(join(databaseScratchRoot(), 'wallet-kit-owner-'));
  folders.push(folder);
  return folder;
};

beforeAll(async () => {
  inbox = await startSmtpInbox();
});

afterAll(async () => {
  await inbox?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the embedded database folder has one owner', () => {
  it('a second process on a folder another process holds refuses to start, naming PostgreSQL', async () => {
    const dataDir = newFolder();
    const owner = await startWalletService({
      projects: { demo: [HOST] },
      smtpPort: inbox.port,
      dataDir,
    });
    try {
      const second = startServiceProcess({
        ...serviceEnv(await freePort(), inbox.url),
        DATA_DIR: dataDir,
      });
      const outcome = await Promise.race([
        second.exited.then((code) => ({ exited: code })),
        second.listening(90_000).then(() => ({ exited: 'listening' as const })),
      ]);
      second.child.kill('SIGKILL');
      expect(outcome).toEqual({ exited: 1 });
      expect(second.output().stderr).toContain(`in use by process ${process.pid}`);
      expect(second.output().stderr).toMatch(/several instances.*DATABASE_URL.*PostgreSQL/s);
      // The owner still serves, on an intact folder.
      const client = serviceClient(owner.url, { project: 'demo', host: HOST });
      expect(
        (await logIn(client, inbox, `owner-${Date.now()}@example.com`, newDeviceId())).status,
      ).toBe(200);
    } finally {
      await owner.stop();
    }
  }, 180_000);

  it('a lock left by a process that was killed is cleaned and the folder serves again', async () => {
    const dataDir = newFolder();
    const first = startServiceProcess({
      ...serviceEnv(await freePort(), inbox.url),
      DATA_DIR: dataDir,
    });
    await first.listening(90_000);
    const firstClient = serviceClient(first.url, { project: 'demo', host: HOST });
    const email = `crash-${Date.now()}@example.com`;
    const device = newDeviceId();
    await logIn(firstClient, inbox, email, device);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(first.child.pid));

    const next = await startWalletService({
      projects: { demo: [HOST] },
      smtpPort: inbox.port,
      dataDir,
    });
    try {
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      const client = serviceClient(next.url, { project: 'demo', host: HOST });
      expect((await client.post('/v1/email/device', { email, deviceId: device })).body).toEqual({
        approved: true,
      });
    } finally {
      await next.stop();
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 180_000);

  it('a lock naming a process that no longer runs is taken over', async () => {
    const dataDir = newFolder();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(join(dataDir, LOCK_FILE), `${gone}\n`);
    const service = await startWalletService({
      projects: { demo: [HOST] },
      smtpPort: inbox.port,
      dataDir,
    });
    try {
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await service.stop();
    }
  }, 120_000);
});
