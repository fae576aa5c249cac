/**
 * The demo's names service: `@wallet-kit/server/names` under /api/names on the demo's own
 * server, storing names in PGlite in a temporary folder (gone when the demo stops), verifying
 * registrations against the demo's anvil chains. The demo config's `endpoints.namesUrl` points
 * here (DEMO_NAMES_URL).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createNamesHandler, openNameStore, type NamesHandler } from '@wallet-kit/server/names';
import { writeFetchAnswer } from './fetch-answer.js';
import type { DemoApi } from './siwx-api.js';

export const NAMES_API_PATH = '/api/names';
/** A registration body is a few hundred bytes. */
const MAX_BODY_BYTES = 32 * 1024;

export function createDemoNamesApi(options: {
  origin: string;
  rpcUrls: Record<`eip155:${number}`, string>;
}): { api: DemoApi; stop(): Promise<void> } {
  // PGlite starts on the first names request: a demo run that never uses names pays nothing.
  let opened: Promise<{ handle: NamesHandler; stop(): Promise<void> }> | undefined;
  const open = () =>
    (opened ??= (async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'wallet-kit-demo-names-'));
      const store = await openNameStore({ dataDir });
      return {
        handle: createNamesHandler({
          basePath: NAMES_API_PATH,
          domain: new URL(options.origin).host,
          store,
          rpcUrls: options.rpcUrls,
        }),
        async stop() {
          await store.close();
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    })());
  const api: DemoApi = async (request, response) => {
    if (!request.url?.startsWith(`${NAMES_API_PATH}/`)) return false;
    // A declared length over the cap is refused before a byte is read.
    if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      response.writeHead(413, { connection: 'close' }).end();
      request.destroy();
      return true;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) {
        response.writeHead(413, { connection: 'close' }).end();
        request.destroy();
        return true;
      }
      chunks.push(chunk as Buffer);
    }
    const method = request.method ?? 'GET';
    const init: RequestInit = { method };
    if (method !== 'GET' && method !== 'HEAD') init.body = new Uint8Array(Buffer.concat(chunks));
    const { handle } = await open();
    const answer = await handle(new Request(`${options.origin}${request.url}`, init));
    if (!answer) return false;
    await writeFetchAnswer(response, answer);
    return true;
  };
  return {
    api,
    async stop() {
      if (opened) await (await opened).stop();
    },
  };
}
