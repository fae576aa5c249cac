/**
 * A page on another origin cannot drive the embedded-wallet frame, in chromium against the real
 * wallet service. The project allows one host origin; a second loopback origin plays the
 * attacker: it embeds the frame itself, opens it as a window, embeds the allowed host page
 * around it, and posts well-formed requests to the frame from inside the allowed host page.
 * None of these reaches the wallet service or gets an answer, and the allowed host still does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FRAME_CHANNEL } from '@wallet-kit/schemas';
import {
  startSmtpInbox,
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack';
import type { SmtpInbox } from '@wallet-kit/local-stack';
import { launchChromium } from '@wallet-kit/local-stack/browser';

const PROJECT = 'origin-test';
const WAIT = { timeout: 20_000 };
/** How long a request may go unanswered before the test calls it ignored. */
const QUIET_MS = 3_000;

/**
 * The script both pages use: embeds nothing by itself, but can post a request to a window and
 * collects every message of the frame channel that reaches this page.
 */
const CHANNEL_SCRIPT = `<script>
  window.received = [];
  addEventListener('message', (event) => {
    if (event.data && event.data.channel === ${JSON.stringify(FRAME_CHANNEL)})
      window.received.push({ origin: event.origin, data: event.data });
  });
  window.ask = (target, type, payload) => {
    const id = crypto.randomUUID();
    target.postMessage({ channel: ${JSON.stringify(FRAME_CHANNEL)}, id, type, payload }, '*');
    return id;
  };
</script>`;

let smtp: SmtpInbox;
let service: LocalWalletService;
let browser: Browser;
let host: Server;
let attacker: Server;
let hostOrigin: string;
let attackerOrigin: string;

/** A loopback server answering every path with the page `render()` builds. */
async function servePage(render: () => string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(render());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const frameUrl = () => `${service.url}/frame?projectId=${PROJECT}&chainId=eip155%3A1`;

beforeAll(async () => {
  // Both pages are built lazily: the frame URL is known only once the service runs.
  ({ server: host, origin: hostOrigin } = await servePage(
    () => `<!doctype html><title>host</title>${CHANNEL_SCRIPT}
      <iframe id="wallet" src="${frameUrl()}"></iframe>`,
  ));
  ({ server: attacker, origin: attackerOrigin } = await servePage(
    () => `<!doctype html><title>attacker</title>${CHANNEL_SCRIPT}`,
  ));
  smtp = await startSmtpInbox();
  service = await startWalletService({
    projects: { [PROJECT]: [hostOrigin] },
    smtpPort: smtp.port,
  });
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await service?.stop();
  await smtp?.stop();
  host?.close();
  attacker?.close();
});

/** A fresh page that records every request made to the wallet service's API. */
async function freshPage(): Promise<{ context: BrowserContext; page: Page; apiCalls: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const apiCalls: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === service.url && url.pathname.startsWith('/v1/'))
      apiCalls.push(`${request.method()} ${url.pathname}`);
  });
  return { context, page, apiCalls };
}

/** The frame channel messages that reached `frame`'s window so far. */
function received(frame: Page | Frame): Promise<{ origin: string; data: { type: string } }[]> {
  return frame.evaluate(() => (window as unknown as { received: never[] }).received);
}

/** Whether the wallet frame loaded its page (not chromium's blocked-frame error page). */
async function walletFrameLoaded(frame: Frame): Promise<boolean> {
  return frame.url().startsWith(service.url);
}

describe('a page on another origin cannot drive the frame', () => {
  test('the allowed host page gets the ready message and an answer, as a control', async () => {
    const { context, page, apiCalls } = await freshPage();
    await page.goto(hostOrigin);
    await expect
      .poll(async () => (await received(page)).map((m) => m.data.type), WAIT)
      .toContain('ready');
    const id = await page.evaluate(() =>
      (window as unknown as { ask: (...a: unknown[]) => string }).ask(
        (document.getElementById('wallet') as HTMLIFrameElement).contentWindow,
        'connectEmail',
        { email: 'host@example.com' },
      ),
    );
    await expect
      .poll(
        async () => (await received(page)).find((m) => 'id' in m.data && m.data.id === id),
        WAIT,
      )
      .toMatchObject({ origin: service.url, data: { type: 'success' } });
    expect(apiCalls).toContain('POST /v1/email/start');
    await context.close();
  });

  test('a page on another origin that embeds the frame gets a blocked frame and no message', async () => {
    const { context, page, apiCalls } = await freshPage();
    await page.goto(attackerOrigin);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, frameUrl());
    await page.waitForTimeout(QUIET_MS);
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    expect(await walletFrameLoaded(frame)).toBe(false);
    await page.evaluate(() => {
      const target = document.querySelector('iframe')!.contentWindow;
      (window as unknown as { ask: (...a: unknown[]) => string }).ask(target, 'connectEmail', {
        email: 'victim@example.com',
      });
    });
    await page.waitForTimeout(QUIET_MS);
    expect(await received(page)).toEqual([]);
    expect(apiCalls).toEqual([]);
    await context.close();
  });

  test('the frame opened as a window of another origin refuses to run and answers nothing', async () => {
    const { context, page, apiCalls } = await freshPage();
    await page.goto(attackerOrigin);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((src) => void window.open(src, 'wallet'), frameUrl()),
    ]);
    await popup.waitForLoadState();
    expect(await popup.textContent('body')).toContain('only runs inside');
    await page.evaluate(() => {
      const target = window.open('', 'wallet');
      (window as unknown as { ask: (...a: unknown[]) => string }).ask(target, 'connectEmail', {
        email: 'victim@example.com',
      });
    });
    await page.waitForTimeout(QUIET_MS);
    expect(await received(page)).toEqual([]);
    expect(apiCalls).toEqual([]);
    await context.close();
  });

  test('the allowed host page framed by another origin does not get a working wallet frame', async () => {
    const { context, page, apiCalls } = await freshPage();
    await page.goto(attackerOrigin);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, hostOrigin);
    await page.waitForTimeout(QUIET_MS);
    const walletFrame = page.frames().find((f) => f.parentFrame()?.url().startsWith(hostOrigin))!;
    // Every ancestor counts: the attacker around the host page blocks the wallet frame.
    expect(await walletFrameLoaded(walletFrame)).toBe(false);
    const hostFrame = walletFrame.parentFrame()!;
    expect((await received(hostFrame)).map((m) => m.data.type)).not.toContain('ready');
    expect(apiCalls).toEqual([]);
    await context.close();
  });

  test('a frame of another origin inside the allowed host page posts requests that are dropped', async () => {
    const { context, page, apiCalls } = await freshPage();
    await page.goto(hostOrigin);
    await expect
      .poll(async () => (await received(page)).map((m) => m.data.type), WAIT)
      .toContain('ready');
    // An advert or widget of another origin on the host page finds the wallet frame among its
    // parent's frames and posts well-formed requests to it.
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.id = 'widget';
      frame.src = src;
      document.body.append(frame);
    }, attackerOrigin);
    const widget =
      page.frames().find((f) => f.url().startsWith(attackerOrigin)) ?? (await waitForWidget(page));
    await widget.waitForLoadState();
    await widget.evaluate(() => {
      const wallet = window.parent.frames[0];
      const ask = (window as unknown as { ask: (...a: unknown[]) => string }).ask;
      ask(wallet, 'connectEmail', { email: 'victim@example.com' });
      ask(wallet, 'rpcRequest', { method: 'personal_sign', params: ['0x68690a', '0x0'] });
      ask(wallet, 'signOut', {});
    });
    await page.waitForTimeout(QUIET_MS);
    expect(await received(widget)).toEqual([]);
    expect(apiCalls).toEqual([]);
    // The frame still answers its own host afterwards.
    const id = await page.evaluate(() =>
      (window as unknown as { ask: (...a: unknown[]) => string }).ask(
        (document.getElementById('wallet') as HTMLIFrameElement).contentWindow,
        'getChainId',
        {},
      ),
    );
    await expect
      .poll(
        async () => (await received(page)).find((m) => 'id' in m.data && m.data.id === id),
        WAIT,
      )
      .toMatchObject({ data: { type: 'success' } });
    await context.close();
  });
});

async function waitForWidget(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith(attackerOrigin)), WAIT)
    .toBe(true);
  return page.frames().find((f) => f.url().startsWith(attackerOrigin))!;
}
