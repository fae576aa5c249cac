/**
 * Routes anyone may call that write a row hold under a flood: per network address and global
 * limits on opening Farcaster relay channels and starting social logins, a size cap on what a
 * channel keeps, and behind a trusted proxy the client is the address the proxy added, so a
 * forged first `X-Forwarded-For` entry no longer escapes the per-address limits.
 */
import {
  startOAuthServer,
  type LocalOAuthServer,
} from '@wallet-kit/local-stack/social-oauth-server';
import { startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farcasterStore } from './farcaster-store.js';
import { newDeviceId, serviceClient } from './testing/test-client.js';

const HOST = 'http://localhost:5173';
let inbox: SmtpInbox;
let github: LocalOAuthServer;
let service: LocalWalletService;

const channelBody = { siweUri: 'https://app.example.com/login', domain: 'app.example.com' };
const openChannel = (headers: Record<string, string> = {}) =>
  fetch(`${service.url}/v1/channel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(channelBody),
  });

beforeAll(async () => {
  inbox = await startSmtpInbox();
  github = await startOAuthServer({ flavour: 'github', clientId: 'gh', clientSecret: 'secret' });
  service = await startWalletService({
    projects: { demo: [HOST] },
    smtpPort: inbox.port,
    // No Optimism node is asked here: opening a channel reads nothing on chain.
    env: { FARCASTER_RPC_URL: 'http://127.0.0.1:9', TRUST_PROXY: '1' },
    socialProviders: {
      github: { clientId: 'gh', clientSecret: 'secret', baseUrl: github.url, apiUrl: github.url },
    },
    limits: {
      channelOpens: {
        perIp: { limit: 5, windowMs: 3600_000 },
        global: { limit: 12, windowMs: 3600_000 },
      },
      socialStarts: {
        perIp: { limit: 5, windowMs: 3600_000 },
        global: { limit: 1000, windowMs: 3600_000 },
      },
      sendsPerIp: { limit: 3, windowMs: 3600_000 },
      resendIntervalMs: 0,
    },
  });
}, 120_000);

afterAll(async () => {
  await service?.stop();
  await github?.stop();
  await inbox?.stop();
});

describe('a flood of writes from anyone', () => {
  // Runs first: the global channel count below includes it.
  it('a channel keeps at most 256 characters of the User-Agent', async () => {
    const opened = await openChannel({
      'X-Forwarded-For': '198.51.100.99',
      'User-Agent': 'A'.repeat(12 * 1024),
    });
    expect(opened.status).toBe(201);
    const { channelToken } = (await opened.json()) as { channelToken: string };
    const channel = await farcasterStore(service.service.store.db).readChannel(
      channelToken,
      new Date(),
    );
    expect(channel!.metadata.userAgent).toHaveLength(256);
  });

  it('opening Farcaster relay channels is limited per network address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await openChannel({ 'X-Forwarded-For': '198.51.100.1' })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const refused = await openChannel({ 'X-Forwarded-For': '198.51.100.1' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: string }).error).toMatch(/try again after/);
  });

  it('opening Farcaster relay channels is limited for all addresses together', async () => {
    const statuses: number[] = [];
    // Each from its own address: 6 were opened above, the global cap is 12.
    for (let i = 0; i < 9; i++) {
      statuses.push((await openChannel({ 'X-Forwarded-For': `198.51.100.${10 + i}` })).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(6);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('starting social logins is limited per network address', async () => {
    const client = serviceClient(service.url, { project: 'demo', host: HOST });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await client.call(
        'POST',
        '/v1/social/start',
        // The hash of a per-login secret, as a frame sends it.
        { provider: 'github', deviceId: newDeviceId(), binding: 'A'.repeat(43) },
        { 'X-Forwarded-For': '198.51.100.50' },
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('behind a trusted proxy', () => {
  it('rotating the first X-Forwarded-For entry does not escape the per-address limits', async () => {
    const client = serviceClient(service.url, { project: 'demo', host: HOST });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // The client forges the first entry; the proxy appends the address it saw, 192.0.2.7.
      const answer = await client.call(
        'POST',
        '/v1/email/start',
        { email: `rotate${i}-${Date.now()}@example.com`, deviceId: newDeviceId() },
        { 'X-Forwarded-For': `10.0.${i}.1, 192.0.2.7` },
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });
});
