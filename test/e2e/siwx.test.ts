/**
 * Sign in with the wallet, required, in Debian chromium on the demo: the Demo Wallet
 * connects, SIWXSignMessage opens, the signature is verified by the demo's host backend
 * (/api/siwx, `@wallet-kit/server` against anvil), a reload keeps the session,
 * a decline shows "Signature declined" and can be retried, and signing out clears the session.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../scripts/demo/example-app.js';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { startDemoWithChromium, type DemoWithChromium } from '../fixtures/demo-app.js';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { seriousAxeViolations } from '../fixtures/axe.js';
import {
  recordOffLoopbackRequests,
  recordPageErrors,
  screenshot,
} from '@wallet-kit/local-stack/browser';

const ACCOUNT = ANVIL_ACCOUNTS[0].address;
const DEMO_WALLET = 'wk-wallet-dev.walletkit.demo';
const WAIT = { timeout: 15_000 };

let demo: RunningDemo;
let browser: Browser;
let running: DemoWithChromium | undefined;

beforeAll(async () => {
  running = await startDemoWithChromium({
    cacheDir: 'e2e-siwx',
    demo: { configFile: join(REPO_ROOT, 'test', 'e2e', 'siwx', 'walletkit.siwx.config.ts') },
  });
  ({ demo, browser } = running);
});
afterAll(async () => {
  await running?.close();
});

/** The sessions the demo backend holds for this browser (its cookie), read from the page. */
function backendSessions(page: Page): Promise<unknown[]> {
  return page.evaluate(async (address) => {
    const response = await fetch(`/api/siwx/sessions?chainId=eip155:31337&address=${address}`);
    return ((await response.json()) as { sessions: unknown[] }).sessions;
  }, ACCOUNT);
}

describe('a visitor signs in with the Demo Wallet (SIWX required)', () => {
  let context: BrowserContext;
  let page: Page;
  let offLoopback: string[];
  let pageErrors: string[];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    offLoopback = recordOffLoopbackRequests(page);
    pageErrors = recordPageErrors(page);
    await page.goto(demo.url);
    await page.getByTestId('wk-connect-button').waitFor(WAIT);
  });
  afterEach(() => {
    expect(offLoopback, 'requests to a host other than 127.0.0.1').toEqual([]);
    // A declined signature is the wallet's answer, not a page error.
    expect(pageErrors.filter((line) => !line.includes('rejected'))).toEqual([]);
  });
  afterAll(() => context?.close());

  test('connecting opens SIWXSignMessage with the message to sign and the close button disabled', async () => {
    await page.getByTestId('wk-connect-button').click();
    await page.getByTestId(DEMO_WALLET).click(WAIT);
    const message = page.getByTestId('wk-siwx-message');
    await message.waitFor(WAIT);
    const text = await message.innerText();
    expect(text).toContain(`wants you to sign in with your Ethereum account:\n${ACCOUNT}`);
    expect(text).toContain('Sign in to the wallet-kit demo');
    expect(text).toContain('Chain ID: 31337');
    expect(await page.getByTestId('wk-modal-close').isDisabled()).toBe(true);
    await screenshot(page, 'siwx-01-sign-message');
    expect(await seriousAxeViolations(page, '[data-testid=wk-modal]')).toEqual([]);
    // Escape cannot skip a required sign-in (the modal shakes instead).
    await page.keyboard.press('Escape');
    await page.waitForTimeout(600);
    expect(await message.isVisible()).toBe(true);
  });

  test('a decline shows "Signature declined" and the visitor can retry', async () => {
    await page.evaluate(() => window.demoWallet!.rejectNext());
    await page.getByTestId('wk-siwx-sign').click();
    await page.getByTestId('wk-snackbar').filter({ hasText: 'Signature declined' }).waitFor(WAIT);
    // The view stays (reopened) with Sign usable again.
    await page.locator('[data-testid=wk-siwx-sign]:enabled').waitFor(WAIT);
    await screenshot(page, 'siwx-02-declined');
    expect(await backendSessions(page)).toEqual([]);
  });

  test('signing stores a session the host backend verified and closes the modal', async () => {
    await page.getByTestId('wk-siwx-sign').click();
    await page.getByTestId('wk-modal').waitFor({ state: 'hidden', ...WAIT });
    const sessions = (await backendSessions(page)) as { data: { accountAddress: string } }[];
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.data.accountAddress).toBe(ACCOUNT);
    await screenshot(page, 'siwx-03-signed-in');
  });

  test('a reload keeps the session without asking again', async () => {
    await page.reload();
    await page.getByTestId('demo-address').filter({ hasText: ACCOUNT }).waitFor(WAIT);
    // Give the kit time to look for the session; it must not open the sign-in view.
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('wk-siwx-message').count()).toBe(0);
    expect(await page.getByTestId('wk-modal').isVisible()).toBe(false);
  });

  test('signing out clears the session', async () => {
    await page.getByTestId('wk-connect-button').click();
    await page.getByTestId('wk-disconnect').click(WAIT);
    await page.getByTestId('wk-modal').waitFor({ state: 'hidden', ...WAIT });
    expect(await backendSessions(page)).toEqual([]);
    await screenshot(page, 'siwx-04-signed-out');
  });
});
