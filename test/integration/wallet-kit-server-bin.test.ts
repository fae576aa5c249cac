/**
 * The `wallet-kit-server` command: it refuses a bad environment before listening, naming each
 * variable, and with a good one serves until it is told to stop. It runs the built, bundled bin
 * (server/dist/bin/wallet-kit-server.js, what the tarball ships), so `npm run build -w
 * @wallet-kit/server` comes first.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@wallet-kit/local-stack/ports';
import { startSmtpInbox } from '@wallet-kit/local-stack/smtp';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(ROOT, 'server/dist/bin/wallet-kit-server.js');

function run(env: Record<string, string>) {
  if (!existsSync(BIN))
    throw new Error(`${BIN} is missing: run npm run build -w @wallet-kit/server`);
  const child = spawn(process.execPath, [BIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('wallet-kit-server', () => {
  it('refuses to start on a bad environment and names each variable', async () => {
    const server = run({
      WALLET_SHARE_KEY: 'short',
      PROJECTS: '{"demo":["http://localhost:5173"]}',
    });
    expect(await server.exited).toBe(2);
    const { stderr } = server.output();
    for (const variable of ['SMTP_URL', 'WALLET_SESSION_SECRET', 'WALLET_SHARE_KEY']) {
      expect(stderr).toContain(`- ${variable}:`);
    }
    expect(stderr).not.toContain('- PROJECTS:');
  }, 30_000);

  it('serves with a good environment and stops on SIGTERM', async () => {
    const inbox = await startSmtpInbox();
    const dataDir = mkdtempSync(join(tmpdir(), 'wallet-kit-bin-'));
    const port = await freePort();
    const server = run({
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: inbox.url,
      WALLET_SESSION_SECRET: randomBytes(32).toString('base64'),
      WALLET_SHARE_KEY: randomBytes(32).toString('hex'),
      PROJECTS: '{"demo":["http://localhost:5173"]}',
    });
    try {
      const deadline = Date.now() + 45_000;
      while (!server.output().stdout.includes('wallet service listening')) {
        if (Date.now() > deadline)
          throw new Error(`not listening: ${JSON.stringify(server.output())}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(await health.json()).toEqual({ ok: true, database: 'pglite' });
      const lines = server
        .output()
        .stdout.split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as { message?: string });
      expect(lines.find((line) => line.message === 'wallet service listening')).toMatchObject({
        level: 'info',
      });
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await inbox.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
