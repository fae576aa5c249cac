/**
 * Who may call the service and embed its frame: the project's own origins only, and the API only
 * from the service's own origin. Also the health answer, the frame's files, and the request log.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_PROJECT, ORIGIN_NOT_ALLOWED } from './guards.js';
import type { Logger, LogFields } from './log.js';
import { fileInside } from './frame-routes.js';
import { logIn, newDeviceId, serviceClient } from './testing/test-client.js';

const HOST = 'http://localhost:5173';
const RPC = 'http://127.0.0.1:8545';
let inbox: SmtpInbox;
let service: LocalWalletService;
let folder: string;
const logLines: (LogFields & { message: string })[] = [];
const log: Logger = {
  info: (message, fields) => logLines.push({ message, ...fields }),
  error: (message, fields) => logLines.push({ message, ...fields }),
};

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'wallet-kit-frame-'));
  mkdirSync(join(folder, 'frame'));
  writeFileSync(join(folder, 'frame', 'main.js'), 'console.log("frame")');
  writeFileSync(join(folder, 'frame', '.hidden.js'), 'hidden');
  writeFileSync(join(folder, 'secret.js'), 'outside');
  inbox = await startSmtpInbox();
  service = await startWalletService({
    projects: { demo: [HOST, 'https://shop.example'] },
    smtpPort: inbox.port,
    rpcUrls: { 'eip155:31337': RPC },
    frameDir: join(folder, 'frame'),
    log,
  });
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await inbox?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('health', () => {
  it('answers ok and which database it runs on', async () => {
    const answer = await fetch(`${service.url}/health`);
    expect(await answer.json()).toEqual({ ok: true, database: 'pglite' });
  });
});

describe('origin checks', () => {
  it('a host page the project does not list is refused', async () => {
    const client = serviceClient(service.url, { project: 'demo', host: 'https://evil.example' });
    const answer = await client.start('someone@example.com', newDeviceId());
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: ORIGIN_NOT_ALLOWED });
  });

  it('a call without the host header is refused', async () => {
    const answer = await fetch(`${service.url}/v1/networks`, {
      headers: { 'X-Wallet-Kit-Project': 'demo' },
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ error: ORIGIN_NOT_ALLOWED });
  });

  it('an unknown project is refused', async () => {
    const client = serviceClient(service.url, { project: 'nobody', host: HOST });
    const answer = await client.get('/v1/networks');
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: INVALID_PROJECT });
  });

  it("a browser call from another origin than the service's is refused", async () => {
    const client = serviceClient(service.url, { project: 'demo', host: HOST, origin: HOST });
    const answer = await client.start('someone@example.com', newDeviceId());
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: ORIGIN_NOT_ALLOWED });
  });

  it("a browser call from the service's own origin is accepted", async () => {
    const client = serviceClient(service.url, { project: 'demo', host: HOST, origin: service.url });
    const answer = await client.get('/v1/networks');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ rpcUrls: { 'eip155:31337': RPC } });
  });

  it("the project's origins are open to any page", async () => {
    const answer = await fetch(`${service.url}/v1/projects/demo/origins`, {
      headers: { Origin: 'https://anyone.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(await answer.json()).toEqual({
      origins: [HOST, 'https://shop.example'].sort(),
      socials: [],
    });
  });

  it('the origins of an unknown project are "Invalid Project ID"', async () => {
    const answer = await fetch(`${service.url}/v1/projects/nobody/origins`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: INVALID_PROJECT });
  });
});

describe('API answers', () => {
  const client = () => serviceClient(service.url, { project: 'demo', host: HOST });

  it('are never cached', async () => {
    const answer = await client().get('/v1/networks');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('are never cached, refusals and errors included', async () => {
    const refusals = [
      await client().get('/v1/wallet'),
      await client().post('/v1/email/start', { email: 'not an email', deviceId: 'device-1234' }),
      await client().post('/v1/email/start', {
        email: 'a@example.com',
        deviceId: 'x'.repeat(70_000),
      }),
      await serviceClient(service.url, { project: 'demo', host: 'https://evil.example' }).get(
        '/v1/networks',
      ),
      await client().get('/v1/nothing-here'),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([401, 400, 413, 403, 404]);
    for (const answer of refusals) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('a request body over 64 KB is refused', async () => {
    const answer = await client().post('/v1/email/start', {
      email: 'a@example.com',
      deviceId: 'x'.repeat(70_000),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: 'Request too large' });
  });

  it('a request body over 64 KB sent without its length (chunked) is refused', async () => {
    const json = JSON.stringify({ email: 'a@example.com', deviceId: 'x'.repeat(70_000) });
    const bytes = new TextEncoder().encode(json);
    const answer = await fetch(`${service.url}/v1/email/start`, {
      method: 'POST',
      headers: {
        'X-Wallet-Kit-Project': 'demo',
        'X-Wallet-Kit-Host': HOST,
        'Content-Type': 'application/json',
      },
      // A stream has no length up front: fetch sends it chunked.
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 8192) {
            controller.enqueue(bytes.subarray(at, at + 8192));
          }
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: 'Request too large' });
  });

  it('a chunked request body under 64 KB is read', async () => {
    const json = JSON.stringify({ email: 'not an email', deviceId: 'device-1234' });
    const answer = await fetch(`${service.url}/v1/email/start`, {
      method: 'POST',
      headers: {
        'X-Wallet-Kit-Project': 'demo',
        'X-Wallet-Kit-Host': HOST,
        'Content-Type': 'application/json',
      },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(json));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'Invalid email' });
  });
});

describe('the frame', () => {
  it("may be embedded by the project's origins only, and runs only the service's scripts", async () => {
    const answer = await fetch(`${service.url}/frame?projectId=demo&chainId=eip155:31337`);
    expect(answer.status).toBe(200);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${HOST} https://shop.example`);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain(`connect-src 'self' ${RPC}`);
    expect(await answer.text()).toContain('<script');
  });

  it('an unknown project gets no frame', async () => {
    const answer = await fetch(`${service.url}/frame?projectId=nobody`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('serves its built script', async () => {
    const answer = await fetch(`${service.url}/frame/main.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/javascript');
    expect(await answer.text()).toBe('console.log("frame")');
  });

  it('never serves a file outside its folder, nor a hidden one', async () => {
    for (const path of ['/frame/..%2fsecret.js', '/frame/%2e%2e/secret.js', '/frame/.hidden.js']) {
      expect((await fetch(`${service.url}${path}`)).status).toBe(404);
    }
    expect(fileInside('/srv/frame', '../secret.js')).toBeUndefined();
    expect(fileInside('/srv/frame', 'a/../../secret.js')).toBeUndefined();
    expect(fileInside('/srv/frame', 'chunks/a.js')).toBe('/srv/frame/chunks/a.js');
  });
});

describe('request log', () => {
  it('logs one line per request with method, path, status and time', async () => {
    logLines.length = 0;
    await fetch(`${service.url}/health`);
    expect(logLines).toEqual([
      { message: 'request', method: 'GET', path: '/health', status: 200, ms: expect.any(Number) },
    ]);
  });

  it('never logs a code, a token or a whole email address', async () => {
    logLines.length = 0;
    const email = `private-${Date.now()}@example.com`;
    const client = serviceClient(service.url, { project: 'demo', host: HOST });
    const session = (await logIn(client, inbox, email, newDeviceId())).body;
    await client.post('/v1/session/refresh', { refreshToken: session.refreshToken });
    const text = JSON.stringify(logLines);
    const mail = inbox.messages.find((message) => message.to.includes(email))!;
    expect(text).not.toContain(email);
    expect(text).not.toContain(/\d{6}/.exec(mail.text)![0]);
    expect(text).not.toContain(session.refreshToken);
    expect(text).not.toContain(session.accessToken);
    expect(logLines.filter((line) => line.message === 'request')).toHaveLength(3);
  });
});
