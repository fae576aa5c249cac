import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestKit,
  EVM_ADDRESS,
  flush,
  ScriptedAdapter,
  testConfig,
} from '../core/testing/test-support.js';
import { createSiwx } from './flow.js';
import { createLocalSiwxStorage, type KeyValueStorage } from './local-storage.js';
import { createSiweEndpoints } from './siwe-endpoints.js';
import type { SiwxSession } from './types.js';

/** A host backend on loopback: what it answers is set per test. */
let server: Server;
let base: string;
let answer: (request: IncomingMessage, body: string, response: ServerResponse) => void;
const received: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', body });
      answer(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const reply = (status: number, body: string, type = 'application/json') =>
  (answer = (_request, _body, response) => {
    response.writeHead(status, { 'content-type': type }).end(body);
  });

class Memory implements KeyValueStorage {
  map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
}

function legacyKit() {
  const adapter = new ScriptedAdapter('eip155');
  adapter.signMessage = async () => '0xsigned';
  const config = { siwe: { nonceUrl: `${base}/nonce`, verifyUrl: `${base}/verify` } };
  const siwx = createSiwx(testConfig(config), {
    location: { host: 'app.example', origin: 'https://app.example' },
    storage: createLocalSiwxStorage({ storage: new Memory() }),
  });
  const { kit } = createTestKit({ adapters: [adapter], config, siwx });
  return {
    kit,
    siwx,
    connect: async () => (await kit.connect(adapter.connectors[0]!), await flush()),
  };
}

describe('legacy siwe nonceUrl / verifyUrl', () => {
  it('the nonce of the message comes from nonceUrl (plain text or { nonce })', async () => {
    reply(200, 'abc123def456', 'text/plain');
    expect(await createSiweEndpoints({ nonceUrl: `${base}/nonce` }).getNonce!()).toBe(
      'abc123def456',
    );
    reply(200, JSON.stringify({ nonce: 'XYZ987abc654' }));
    expect(await createSiweEndpoints({ nonceUrl: `${base}/nonce` }).getNonce!()).toBe(
      'XYZ987abc654',
    );
  });

  it('a failing or malformed nonceUrl answer is a clear error naming the URL', async () => {
    const endpoints = createSiweEndpoints({ nonceUrl: `${base}/nonce` });
    reply(500, JSON.stringify({ error: 'database down' }));
    await expect(endpoints.getNonce!()).rejects.toThrow(
      `Could not get a sign-in nonce from ${base}/nonce: database down`,
    );
    reply(503, 'busy', 'text/plain');
    await expect(endpoints.getNonce!()).rejects.toThrow('HTTP status code: 503');
    reply(200, 'no!', 'text/plain');
    await expect(endpoints.getNonce!()).rejects.toThrow('not a valid nonce');
    await expect(
      createSiweEndpoints({ nonceUrl: 'http://127.0.0.1:1/nonce' }).getNonce!(),
    ).rejects.toThrow(/^Could not get a sign-in nonce from http:\/\/127\.0\.0\.1:1\/nonce: /);
  });

  it('the signed message is POSTed to verifyUrl; a refusal is a clear error naming the URL', async () => {
    const endpoints = createSiweEndpoints({ verifyUrl: `${base}/verify` });
    const session = {
      message: 'm',
      signature: '0xsig',
      data: { nonce: 'n' },
    } as unknown as SiwxSession;
    reply(204, '');
    await endpoints.verify!(session);
    expect(received.at(-1)).toEqual({
      method: 'POST',
      url: '/verify',
      body: JSON.stringify({ message: 'm', signature: '0xsig', data: { nonce: 'n' } }),
    });
    reply(401, JSON.stringify({ error: 'Invalid signature' }));
    await expect(endpoints.verify!(session)).rejects.toThrow(
      `The sign-in could not be verified by ${base}/verify: Invalid signature`,
    );
  });

  it('ConnectingSiwe signs a message with the nonceUrl nonce and keeps the session only after verifyUrl accepts it', async () => {
    answer = (request, _body, response) => {
      if (request.url === '/nonce') response.writeHead(200).end('hostnonce1234');
      else response.writeHead(200).end('{"ok":true}');
    };
    const t = legacyKit();
    await t.connect();
    // The view opens once the nonce has come back from nonceUrl: an HTTP round trip.
    await vi.waitFor(() => expect(t.kit.stores.router.getState().view).toBe('ConnectingSiwe'));
    expect(t.siwx.store.getState().pending?.message).toContain('Nonce: hostnonce1234');
    await t.siwx.requestSignMessage();
    expect(t.siwx.hasSession()).toBe(true);
    const verified = JSON.parse(received.find((r) => r.url === '/verify')!.body) as SiwxSession;
    expect(verified.signature).toBe('0xsigned');
    expect(verified.data.accountAddress).toBe(EVM_ADDRESS);
  });

  it('when verifyUrl refuses, the visitor is not signed in and sees the reason', async () => {
    answer = (request, _body, response) => {
      if (request.url === '/nonce') response.writeHead(200).end('hostnonce1234');
      else
        response
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"error":"Nonce already used"}');
    };
    const t = legacyKit();
    await t.connect();
    await t.siwx.requestSignMessage();
    expect(t.siwx.hasSession()).toBe(false);
    expect(t.siwx.store.getState().error).toBe(
      `The sign-in could not be verified by ${base}/verify: Nonce already used`,
    );
  });
});
