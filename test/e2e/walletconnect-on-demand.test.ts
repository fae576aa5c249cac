/**
 * What the generated `adapters.ts` says of WalletConnect, checked on the demo page in chromium:
 * creating the client loads nothing, not even the client itself; the WalletConnect code (the
 * client, the session code and the SDK) is fetched when the visitor points at WalletConnect,
 * before any click; the relay is contacted only when a pairing starts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { startDemoWithChromium, type DemoWithChromium } from '../fixtures/demo-app.js';

const WAIT = { timeout: 20_000 };
/** WalletConnect's session code, the chunk that loads the SDK (load-on-demand.ts). */
const SESSION_CODE = /\/assets\/on-demand-[^/]*\.js$/;
/** A string of `@walletconnect/universal-provider`'s own code: the chunk holding it is the SDK. */
const SDK_MARK = 'universal_provider';
/** A string of the WalletConnect client's own code (client.ts): the chunk holding it is the client. */
const CLIENT_MARK = 'No WalletConnect pairing URI yet';

let demo: RunningDemo;
let browser: Browser;
let running: DemoWithChromium | undefined;

beforeAll(async () => {
  running = await startDemoWithChromium({ cacheDir: 'e2e-walletconnect-on-demand' });
  ({ demo, browser } = running);
});
afterAll(() => running?.close());

describe('when the WalletConnect code and the relay are reached', () => {
  let context: BrowserContext;
  let page: Page;
  const scripts: string[] = [];
  /** The scripts the page received so far, read whole: which of them carry the SDK. */
  const scriptBodies: Promise<string>[] = [];
  const sockets: string[] = [];
  const fetchedWith = async (mark: string) =>
    (await Promise.all(scriptBodies)).some((body) => body.includes(mark));
  const sdkFetched = () => fetchedWith(SDK_MARK);

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scriptBodies.push(response.text().catch(() => ''));
    });
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto(demo.url);
    await page.getByTestId('wk-connect-button').waitFor(WAIT);
  });
  afterAll(() => context?.close());

  test("the page's first load carries no WalletConnect client: its button draws without it", async () => {
    expect(scriptBodies.length).toBeGreaterThan(0);
    expect(await fetchedWith(CLIENT_MARK)).toBe(false);
  });

  test('opening the modal fetches no WalletConnect code and contacts no relay', async () => {
    await page.getByTestId('wk-connect-button').click();
    // Away from every wallet row, so only the test's own pointing below can warm one up.
    await page.mouse.move(1, 1);
    await page.getByTestId('wk-wallet-walletConnect').waitFor(WAIT);
    await page.waitForTimeout(1_000);
    expect(scripts.filter((url) => SESSION_CODE.test(url))).toEqual([]);
    expect(await fetchedWith(CLIENT_MARK)).toBe(false);
    expect(await sdkFetched()).toBe(false);
    expect(sockets).toEqual([]);
  });

  test('pointing at WalletConnect fetches its code before any click, and contacts no relay', async () => {
    const sessionCode = page.waitForRequest((request) => SESSION_CODE.test(request.url()), WAIT);
    await page.getByTestId('wk-wallet-walletConnect').hover();
    await sessionCode;
    await expect.poll(() => fetchedWith(CLIENT_MARK), WAIT).toBe(true);
    await expect.poll(sdkFetched, WAIT).toBe(true);
    // The SDK is started too: time enough for it to open a socket, which it must not.
    await page.waitForTimeout(1_000);
    expect(sockets).toEqual([]);
    expect(await page.getByTestId('wk-wc-qr').count()).toBe(0);
  });

  test('picking WalletConnect starts the pairing: the relay is contacted', async () => {
    await page.getByTestId('wk-wallet-walletConnect').click();
    await page.getByTestId('wk-wc-qr').waitFor(WAIT);
    expect(sockets.some((url) => url.startsWith(demo.relayUrl))).toBe(true);
  });
});
