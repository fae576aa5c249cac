import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort } from '@wallet-kit/local-stack/ports';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from './config.js';
import type { Logger } from './log.js';
import { runWalletService } from './service.js';

const folder = mkdtempSync(join(tmpdir(), 'wallet-kit-warm-up-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const TABLES = ['users', 'devices', 'email_codes', 'sessions', 'rate_limits', 'email_throttle'];

describe('the embedded database is warmed up after the start', () => {
  it(
    "after the first answer the service runs a login's queries once and keeps nothing they wrote",
    { timeout: 60_000 },
    async () => {
      const lines: string[] = [];
      const log: Logger = {
        info: (message) => lines.push(message),
        error: (message, fields) => lines.push(`error: ${message} ${JSON.stringify(fields)}`),
      };
      const config = configFromEnv({
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATA_DIR: join(folder, 'data'),
        SMTP_URL: 'smtp://127.0.0.1:9',
        WALLET_SESSION_SECRET: randomBytes(32).toString('base64'),
        WALLET_SHARE_KEY: randomBytes(32).toString('hex'),
        PROJECTS: '{"demo":["http://localhost:5173"]}',
      });
      const service = await runWalletService(config, { log });
      try {
        // Not during the start: it waits for the first answer.
        expect(lines).not.toContain('database warmed up');
        expect((await fetch(`${service.url}/health`)).status).toBe(200);
        const deadline = Date.now() + 30_000;
        while (!lines.includes('database warmed up') && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(lines.filter((line) => line.startsWith('error'))).toEqual([]);
        expect(lines).toContain('database warmed up');
        for (const table of TABLES) {
          const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from ${sql.table(table)}`.execute(service.store.db);
          expect({ table, rows: rows[0]!.n }).toEqual({ table, rows: 0 });
        }
      } finally {
        await service.stop();
      }
    },
  );
});
