/**
 * The kit's frame client in chromium, against a real cross-origin frame: the host page and the
 * frame are served from two origins, so `event.origin` and `event.source` are the browser's own.
 * A request is answered by the real frame; the ready and logout events and well-formed answers
 * posted by a sibling frame of the same origin, by a frame of another origin and by the page
 * itself are all dropped.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium } from '@wallet-kit/local-stack/browser';

const CHANNEL = 'wallet-kit/frame';
const entry = fileURLToPath(new URL('./embedded-frame-client/page-entry.ts', import.meta.url));

/** The wallet frame: says ready, and answers every request of its parent by echoing its type. */
const FRAME_PAGE = `<!doctype html><script>
  const channel = ${JSON.stringify(CHANNEL)};
  addEventListener('message', (event) => {
    if (event.source !== parent) return;
    const { id, type } = event.data;
    parent.postMessage({ channel, id, type: 'success', payload: { echo: type, from: event.origin } }, event.origin);
  });
  parent.postMessage({ channel, type: 'ready' }, '*');
</script>`;

/** A frame that is not the kit's: it posts the frame's events and guessed answers to the page. */
const HOSTILE_PAGE = `<!doctype html><script>
  const channel = ${JSON.stringify(CHANNEL)};
  for (let i = 0; i < 50; i += 1) {
    parent.postMessage({ channel, type: 'ready' }, '*');
    parent.postMessage({ channel, type: 'logout' }, '*');
    parent.postMessage({ channel, id: crypto.randomUUID(), type: 'success', payload: {} }, '*');
  }
  parent.postMessage('done', '*');
</script>`;

let browser: Browser;
let page: Page;
const servers: Server[] = [];

function serve(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(handler);
  servers.push(server);
  return new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

let hostUrl: string;
/** The frame's origin (`localhost`) differs from the page's (`127.0.0.1`) by host name. */
let frameBase: string;
let otherOriginBase: string;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'browser',
  });
  const script = bundle.outputFiles[0]!.text;
  const framePort = await serve((request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(request.url?.startsWith('/frame') ? FRAME_PAGE : HOSTILE_PAGE);
  });
  frameBase = `http://localhost:${framePort}`;
  otherOriginBase = `http://127.0.0.1:${framePort}`;
  const hostPort = await serve((request, response) => {
    if (request.url === '/client.js') {
      response.setHeader('content-type', 'text/javascript');
      response.end(script);
      return;
    }
    response.setHeader('content-type', 'text/html');
    response.end('<!doctype html><body><script type="module" src="/client.js"></script></body>');
  });
  hostUrl = `http://127.0.0.1:${hostPort}/`;
  browser = await launchChromium();
  page = await browser.newPage();
  await page.goto(hostUrl);
  await page.waitForFunction(() => 'startClient' in window);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

test('a real cross-origin frame answers, and messages from any other window or origin are dropped', async () => {
  await page.evaluate((base) => window.startClient(base), frameBase);
  const answer = await page.evaluate(() => window.request('getChainId'));
  expect(answer).toEqual({ echo: 'getChainId', from: new URL(hostUrl).origin });
  const before = await page.evaluate(() => window.clientStats());

  // A sibling on the frame's own origin, a frame of another origin, and the page itself.
  for (const src of [`${frameBase}/hostile`, `${otherOriginBase}/hostile`]) {
    await page.evaluate(async (url) => {
      const frame = document.createElement('iframe');
      frame.src = url;
      const done = new Promise<void>((resolve) =>
        addEventListener('message', (event) => event.data === 'done' && resolve()),
      );
      document.body.appendChild(frame);
      await done;
    }, src);
  }
  await page.evaluate((channel) => {
    for (let i = 0; i < 50; i += 1) {
      window.postMessage({ channel, type: 'logout' }, '*');
      window.postMessage({ channel, id: crypto.randomUUID(), type: 'success', payload: {} }, '*');
    }
  }, CHANNEL);
  await page.waitForTimeout(200);

  const after = await page.evaluate(() => window.clientStats());
  // 2 × 150 from the frames, 100 from the page, 2 'done' notes from the frames.
  expect(after.handled - before.handled).toBe(0);
  expect(after.logouts).toBe(0);
  expect(after.dropped - before.dropped).toBe(402);
  const again = await page.evaluate(() => window.request('isConnected'));
  expect(again).toEqual({ echo: 'isConnected', from: new URL(hostUrl).origin });
  const frame = await page.evaluate(() => {
    const element = document.getElementById('w3m-iframe') as HTMLIFrameElement;
    return { name: element.name, zIndex: element.style.zIndex, display: element.style.display };
  });
  expect(frame).toEqual({ name: 'w3m-secure-iframe', zIndex: '999999', display: 'none' });
});

declare global {
  interface Window {
    startClient(frameBase: string): void;
    request(type: string): Promise<unknown>;
    clientStats(): { handled: number; dropped: number; logouts: number };
  }
}
