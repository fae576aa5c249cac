import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchWalletRegistry, parseWalletRegistry } from './registry.js';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A real HTTP server on loopback answering with `body` (or never, for the time-out). */
async function registry(status: number, body: unknown, hang = false): Promise<string> {
  server = createServer((_, response) => {
    if (hang) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/wallets`;
}

describe('wallet registry', () => {
  it('a configured registry replaces the snapshot with its wallets', async () => {
    const url = await registry(200, {
      wallets: [{ id: 'acme', name: 'Acme', mobileLink: 'acme://' }],
    });
    expect(await fetchWalletRegistry(url)).toEqual([
      { id: 'acme', name: 'Acme', mobileLink: 'acme://' },
    ]);
  });

  it('drops entries with unsafe links and keeps the rest', () => {
    expect(
      parseWalletRegistry([
        { id: 'bad', name: 'Bad', mobileLink: 'javascript:alert(1)' },
        { id: 'img', name: 'Img', imageUrl: 'javascript:alert(1)' },
        { id: 'ok', name: 'Ok' },
      ]),
    ).toEqual([{ id: 'ok', name: 'Ok' }]);
  });

  it('a wrong shape is refused', () => {
    expect(() => parseWalletRegistry({ items: 3 })).toThrow('unexpected shape');
    expect(() => parseWalletRegistry([{ nope: true }])).toThrow('no valid wallet');
  });

  it('an HTTP failure reads "HTTP status code: {n}"', async () => {
    const url = await registry(503, {});
    await expect(fetchWalletRegistry(url)).rejects.toThrow('HTTP status code: 503');
  });

  it('gives up after the time-out', async () => {
    const url = await registry(200, [], true);
    await expect(fetchWalletRegistry(url, { timeoutMs: 100 })).rejects.toThrow('timed out');
  });
});
