/**
 * Libraries only some configurations use are loaded at their first use, not at start: the
 * OpenID client for social logins, the Farcaster client and viem's chain client for Farcaster
 * and smart accounts. Checked on the real service process, from its sources, with a loader hook
 * recording every module it loads.
 */
import {
  startOAuthServer,
  type LocalOAuthServer,
} from '@wallet-kit/local-stack/social-oauth-server';
import { freePort } from '@wallet-kit/local-stack/ports';
import { startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleRecorderArgs, recordedModules } from '../bin/testing/module-recorder.js';
import {
  serviceEnv,
  startServiceProcess,
  type ServiceProcess,
} from '../bin/testing/service-process.js';
import { newDeviceId, serviceClient } from './testing/test-client.js';

const HOST = 'http://localhost:5173';
const folder = mkdtempSync(join(tmpdir(), 'wallet-kit-on-first-use-'));
const running: ServiceProcess[] = [];
let inbox: SmtpInbox;
let github: LocalOAuthServer;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  github = await startOAuthServer({ flavour: 'github', clientId: 'gh-client', clientSecret: 's' });
});

afterAll(async () => {
  for (const service of running) {
    service.child.kill('SIGKILL');
    await service.exited;
  }
  await github?.stop();
  await inbox?.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** Libraries a start must not load unless configured and used, by the path of their files. */
const ON_DEMAND = {
  'openid-client': /\/node_modules\/openid-client\//,
  'the Farcaster client': /\/node_modules\/@farcaster\/auth-client\//,
  "viem's main entry (its chain client)": /\/node_modules\/viem\/_esm\/index\.js$/,
  'smart-account reads': /\/own-smart-account\.ts$/,
};

function loaded(modules: string[]) {
  return Object.entries(ON_DEMAND)
    .filter(([, pattern]) => modules.some((url) => pattern.test(url)))
    .map(([name]) => name);
}

async function start(name: string, env: Record<string, string> = {}) {
  const record = join(folder, `${name}.modules`);
  const service = startServiceProcess(
    { ...serviceEnv(await freePort(), inbox.url), DATA_DIR: join(folder, name), ...env },
    { nodeArgs: moduleRecorderArgs(record) },
  );
  running.push(service);
  await service.listening();
  expect((await fetch(`${service.url}/health`)).status).toBe(200);
  return { service, modules: () => recordedModules(record) };
}

describe('libraries only some configurations use are loaded at their first use', () => {
  it(
    'a service without social logins, Farcaster or smart accounts loads none of them',
    { timeout: 120_000 },
    async () => {
      const { modules } = await start('plain');
      // The recorder works: the service's own modules are there.
      expect(modules().some((url) => url.endsWith('/wallet-service/social-routes.ts'))).toBe(true);
      expect(loaded(modules())).toEqual([]);
    },
  );

  it(
    'a service with a social login loads the OpenID client at the first login, which then works',
    { timeout: 120_000 },
    async () => {
      const { service, modules } = await start('social', {
        SOCIAL_PROVIDERS: JSON.stringify({
          github: {
            clientId: 'gh-client',
            clientSecret: 's',
            baseUrl: github.url,
            apiUrl: github.url,
          },
        }),
      });
      expect(loaded(modules())).toEqual([]);
      const secret = randomBytes(32).toString('base64url');
      const client = serviceClient(service.url, { project: 'demo', host: HOST });
      const answer = await client.post('/v1/social/start', {
        provider: 'github',
        deviceId: newDeviceId(),
        binding: createHash('sha256').update(secret).digest('base64url'),
      });
      expect(answer.status).toBe(200);
      expect(answer.body.uri).toMatch(/\/v1\/social\/begin\?state=/);
      expect(loaded(modules())).toEqual(['openid-client']);
    },
  );
});
