/**
 * The modal's code (views, text, dialog) is a chunk of its own, not in the page's first load:
 * checked on the demo page in chromium with that chunk held back by the test, as a slow
 * network would. The button still draws, restores a stored session, and a click that comes
 * before the chunk opens the modal when it arrives. The connected account's button is a chunk
 * too: when it cannot be fetched, a plain button with the address stands in and fetches it again.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { recordPageErrors, screenshot } from '@wallet-kit/local-stack/browser';
import { startDemoWithChromium, type DemoWithChromium } from '../fixtures/demo-app.js';

const WAIT = { timeout: 20_000 };
const ACCOUNT = ANVIL_ACCOUNTS[0].address;
const DEMO_WALLET = 'wk-wallet-dev.walletkit.demo';
/** The account as the connect button shortens it. */
const SHORT_ACCOUNT = `${ACCOUNT.slice(0, 6)}…${ACCOUNT.slice(-4)}`;
/** The generated `WalletModalContent.tsx`'s chunk. */
const MODAL_CHUNK = /\/assets\/WalletModalContent-[^/]*\.js$/;
/** The connected account's button (avatar, short address, balance), fetched on connecting. */
const ACCOUNT_BUTTON_CHUNK = /\/assets\/ConnectedAccountButton-[^/]*\.js$/;
/**
 * The code only a connection needs, fetched on use: the kit's actions (connect, restore,
 * disconnect, switch network, sign, balance, wallet events) and the eip155 adapter's wallet code.
 */
const ACTIONS_CHUNKS = /\/assets\/(actions|wallet-session)-[^/]*\.js$/;

let demo: RunningDemo;
let browser: Browser;
let running: DemoWithChromium | undefined;

beforeAll(async () => {
  running = await startDemoWithChromium({ cacheDir: 'e2e-modal-on-demand' });
  ({ demo, browser } = running);
});
afterAll(() => running?.close());

/** Holds the modal's chunk until `release()`; `requested()` says whether the page asked. */
async function holdModalChunk(page: Page) {
  const held: Route[] = [];
  const hold = (route: Route) => void held.push(route);
  await page.route(MODAL_CHUNK, hold);
  return {
    requested: () => held.length > 0,
    release: async () => {
      await page.unroute(MODAL_CHUNK, hold);
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

/** Runs `visit` in a page of its own browser context (no storage shared with other tests). */
async function inFreshPage(visit: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The URLs of the requests the page makes from now on whose path matches `pattern`. */
function requestsMatching(page: Page, pattern: RegExp): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

/** Loads the demo and waits until the page has fetched the modal's code at idle time and gone quiet. */
async function loadPastIdleFetch(page: Page): Promise<void> {
  const chunk = await holdModalChunk(page);
  await page.goto(demo.url);
  await page.getByTestId('wk-connect-button').waitFor(WAIT);
  await expect.poll(chunk.requested, WAIT).toBe(true);
  await chunk.release();
  await page.waitForLoadState('networkidle');
}

/** Where keyboard focus is: inside the open dialog or not. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'));

describe('the modal on demand', () => {
  test("the modal's code is not in the first load: the button draws while it is held back", () =>
    inFreshPage(async (page) => {
      const pageErrors = recordPageErrors(page);
      const chunk = await holdModalChunk(page);
      await page.goto(demo.url);
      await page.getByTestId('wk-connect-button').waitFor(WAIT);
      expect(await page.getByTestId('wk-connect-button').innerText()).toBe('Connect Wallet');
      // Not preloaded with the page's modules either: the page's HTML names no preload of it.
      // (Links vite adds at run time, when the idle-time fetch starts, are that fetch itself.)
      const html = await (await fetch(demo.url)).text();
      expect(html).not.toMatch(/WalletModalContent/);
      // Fetched at idle time, without a click.
      await expect.poll(chunk.requested, WAIT).toBe(true);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await chunk.release();
      expect(pageErrors).toEqual([]);
    }));

  test('a click before the modal code has come opens the modal when it arrives, with focus in it', () =>
    inFreshPage(async (page) => {
      const pageErrors = recordPageErrors(page);
      const chunk = await holdModalChunk(page);
      await page.goto(demo.url);
      await page.getByTestId('wk-connect-button').click(WAIT);
      await page.waitForTimeout(300);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await chunk.release();
      await page.getByRole('dialog').waitFor(WAIT);
      await page.getByTestId(DEMO_WALLET).waitFor(WAIT);
      await expect.poll(() => focusInDialog(page), WAIT).toBe(true);
      await screenshot(page, 'modal-on-demand-01-early-click-opened');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'wk-connect-button',
      );
      expect(pageErrors).toEqual([]);
    }));

  test('pointing at the connect button fetches the modal code, on a page that never idles', () =>
    inFreshPage(async (page) => {
      // A busy page: its idle callbacks never run.
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
      const chunk = await holdModalChunk(page);
      await page.goto(demo.url);
      await page.getByTestId('wk-connect-button').waitFor(WAIT);
      await page.waitForTimeout(500);
      expect(chunk.requested()).toBe(false);
      await page.getByTestId('wk-connect-button').hover();
      await expect.poll(chunk.requested, WAIT).toBe(true);
      await chunk.release();
    }));

  test('a browser without idle callbacks (Safari) prepares the dialog after the page has loaded: the click reveals it', () =>
    inFreshPage(async (page) => {
      const pageErrors = recordPageErrors(page);
      await page.addInitScript(() => {
        const win = window as unknown as Record<string, unknown>;
        win.requestIdleCallback = undefined;
        win.cancelIdleCallback = undefined;
      });
      await page.goto(demo.url);
      await page.getByTestId('wk-connect-button').waitFor(WAIT);
      const prepared = page.locator('.wk-dialog-holder [data-testid=wk-modal]');
      await expect.poll(() => prepared.count(), WAIT).toBe(1);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await prepared.evaluate((dialog) => dialog.setAttribute('data-prepared-ahead', ''));
      await page.getByTestId('wk-connect-button').click(WAIT);
      await page.getByRole('dialog').waitFor(WAIT);
      // The dialog shown is the one prepared ahead, not one built on the click.
      expect(await page.getByRole('dialog').getAttribute('data-prepared-ahead')).toBe('');
      await page.getByTestId(DEMO_WALLET).waitFor(WAIT);
      await expect.poll(() => focusInDialog(page), WAIT).toBe(true);
      expect(pageErrors).toEqual([]);
    }));

  test("a new visitor's page does not fetch the account button's code; connecting a wallet does", () =>
    inFreshPage(async (page) => {
      const pageErrors = recordPageErrors(page);
      const fetched = requestsMatching(page, ACCOUNT_BUTTON_CHUNK);
      // The page's idle-time fetch has happened (the modal's chunk), and it left this one out.
      await loadPastIdleFetch(page);
      expect(fetched).toEqual([]);
      await page.getByTestId('wk-connect-button').click(WAIT);
      await page.getByTestId(DEMO_WALLET).click(WAIT);
      const button = page.locator('[data-testid=wk-connect-button][data-wk-status=connected]');
      await button.waitFor(WAIT);
      expect(await button.innerText()).toContain(ACCOUNT.slice(0, 6));
      expect(fetched).toHaveLength(1);
      await screenshot(page, 'modal-on-demand-03-connected-account-button');
      expect(pageErrors).toEqual([]);
    }));

  test("a new visitor's page does not fetch the code only a connection needs before the modal opens; opening it does", () =>
    inFreshPage(async (page) => {
      const pageErrors = recordPageErrors(page);
      const fetched = requestsMatching(page, ACTIONS_CHUNKS);
      // The page's idle-time fetch has happened (the modal's chunk), and it left the actions out.
      await loadPastIdleFetch(page);
      expect(fetched).toEqual([]);
      // The click that opens the modal fetches them, before any wallet is picked.
      await page.getByTestId('wk-connect-button').click(WAIT);
      await page.getByTestId(DEMO_WALLET).waitFor(WAIT);
      await expect.poll(() => fetched.length, WAIT).toBe(2);
      await page.getByTestId(DEMO_WALLET).click(WAIT);
      const button = page.locator('[data-testid=wk-connect-button][data-wk-status=connected]');
      await button.waitFor(WAIT);
      expect(fetched).toHaveLength(2);
      expect(pageErrors).toEqual([]);
    }));

  test('after a reload the button shows the restored account while the modal code is held back', () =>
    inFreshPage(async (page) => {
      const pageErrors = recordPageErrors(page);
      await page.goto(demo.url);
      await page.getByTestId('wk-connect-button').click(WAIT);
      await page.getByTestId(DEMO_WALLET).click(WAIT);
      await page.getByTestId('demo-address').filter({ hasText: ACCOUNT }).waitFor(WAIT);

      const chunk = await holdModalChunk(page);
      await page.reload();
      const button = page.locator('[data-testid=wk-connect-button][data-wk-status=connected]');
      await button.waitFor(WAIT);
      expect(await button.innerText()).toContain(ACCOUNT.slice(0, 6));
      await screenshot(page, 'modal-on-demand-02-restored-account');
      await chunk.release();
      await button.click();
      await page.getByTestId('wk-account-address').waitFor(WAIT);
      expect(pageErrors).toEqual([]);
    }));

  test("the account button's code failing to come: the address still shows, opens the account, and is fetched again", () =>
    inFreshPage(async (page) => {
      const pageErrors = recordPageErrors(page);
      // The chunk cannot be fetched (a deployment replaced it, the network dropped).
      const refused: string[] = [];
      const refuse = (route: Route) => {
        refused.push(route.request().url());
        return route.abort('failed');
      };
      await page.route(ACCOUNT_BUTTON_CHUNK, refuse);
      await page.goto(demo.url);
      await page.getByTestId('wk-connect-button').click(WAIT);
      await page.getByTestId(DEMO_WALLET).click(WAIT);
      await page.getByTestId('demo-address').filter({ hasText: ACCOUNT }).waitFor(WAIT);
      const button = page.locator('[data-testid=wk-connect-button][data-wk-status=connected]');
      await button.waitFor(WAIT);
      expect(refused.length).toBeGreaterThan(0);
      // The plain form: the short address, no avatar or balance, and no "Connecting…".
      expect(await button.innerText()).toBe(SHORT_ACCOUNT);
      await screenshot(page, 'modal-on-demand-04-account-button-code-missing');
      // Opens the visitor's account like the real button; the click also fetches the code again,
      // still refused here.
      const tries = refused.length;
      await button.click();
      await page.getByTestId('wk-account-address').waitFor(WAIT);
      await expect.poll(() => refused.length, WAIT).toBeGreaterThan(tries);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });

      // A remembered session after a reload: "Connecting…" does not stay while connected.
      await page.reload();
      await button.waitFor(WAIT);
      expect(await button.innerText()).toBe(SHORT_ACCOUNT);

      // Once the code can be fetched, pointing at the button brings the real one.
      await page.unroute(ACCOUNT_BUTTON_CHUNK, refuse);
      // The pointer rests where the click left it, over the button: it comes from elsewhere.
      await page.mouse.move(0, 0);
      await button.hover();
      const real = page.locator(
        '[data-testid=wk-connect-button][data-wk-status=connected].wk-account-pill',
      );
      await real.waitFor(WAIT);
      expect(await real.innerText()).toContain(SHORT_ACCOUNT);
      // The failed fetches are network errors the browser reports, not the page's own errors.
      expect(pageErrors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    }));

  test("the account button's code stalled: after its deadline the address shows; the real button when it comes", () =>
    inFreshPage(async (page) => {
      const pageErrors = recordPageErrors(page);
      // The chunk's request hangs, answered only when the test lets it through.
      const held: Route[] = [];
      const hold = (route: Route) => void held.push(route);
      await page.route(ACCOUNT_BUTTON_CHUNK, hold);
      await page.goto(demo.url);
      await page.getByTestId('wk-connect-button').click(WAIT);
      await page.getByTestId(DEMO_WALLET).click(WAIT);
      await page.getByTestId('demo-address').filter({ hasText: ACCOUNT }).waitFor(WAIT);
      expect(held.length).toBeGreaterThan(0);
      const button = page.locator('[data-testid=wk-connect-button][data-wk-status=connected]');
      await button.waitFor(WAIT);
      expect(await button.innerText()).toBe(SHORT_ACCOUNT);
      await button.click();
      await page.getByTestId('wk-account-address').waitFor(WAIT);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
      await page.unroute(ACCOUNT_BUTTON_CHUNK, hold);
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
      await page
        .locator('[data-testid=wk-connect-button][data-wk-status=connected].wk-account-pill')
        .waitFor(WAIT);
      expect(pageErrors).toEqual([]);
    }));
});
