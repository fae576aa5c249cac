/**
 * The embedded wallet when the wallet service is on another site than the host page, in
 * chromium: the demo page on 127.0.0.1 and the wallet service (its frame) on `localhost`. There
 * chromium denies the frame its local storage ("Access is denied for this document"), as it
 * does on any site that blocks third-party storage. The visitor still logs in with the emailed
 * code, is told in the kit's modal that the login lasts until the page reloads, and after a
 * reload is offered Connect again rather than a page that waits forever. A frame that never
 * starts ends in an error in the modal. No console error is logged along the way (the first
 * login's wallet lookup included). Screenshots land in test-results/e2e/.
 */
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import type { SmtpInbox } from '@wallet-kit/local-stack';
import { recordPageErrors, screenshot } from '@wallet-kit/local-stack/browser';
import { openEmailConnect, openEmailWalletDemo } from '../fixtures/embedded/email-wallet-demo.js';
import {
  codeFromInbox,
  nextEmailStep,
  submitEmail,
  typeCode,
} from '../fixtures/embedded/email-login.js';

const WAIT = { timeout: 30_000 };
/** What the kit's modal tells a visitor whose browser keeps the wallet from remembering them. */
const NOT_REMEMBERED = /log in again after (reloading|a reload)/i;

let demo: RunningDemo;
let browser: Browser;
let page: Page;
let smtp: SmtpInbox;
let pageErrors: string[];
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ demo, browser, page, smtp, pageErrors, close } = await openEmailWalletDemo({
    cacheDir: 'e2e-embedded-cross-site',
    demo: { walletServiceHostname: 'localhost' },
  }));
});
afterAll(async () => {
  await close?.();
});

/** The wallet frame inside `target`, once the kit created it. */
async function walletFrame(target: Page): Promise<Frame> {
  const serviceOrigin = new URL(demo.email!.url).origin;
  await expect
    .poll(() => target.frames().some((frame) => frame.url().startsWith(serviceOrigin)), WAIT)
    .toBe(true);
  return target.frames().find((frame) => frame.url().startsWith(serviceOrigin))!;
}

describe('the wallet frame on another site than the host page', () => {
  test('a visitor logs in with the emailed code, and the modal says the login lasts until a reload', async () => {
    const email = 'cross-site@example.com';
    await openEmailConnect(page);
    const sentAt = await submitEmail(page, email);
    expect(await nextEmailStep(page)).toBe('otp');
    await expect
      .poll(() => page.getByTestId('wk-alert').textContent(), WAIT)
      .toMatch(NOT_REMEMBERED);
    await screenshot(page, 'embedded-cross-site-01-notice');
    await typeCode(page, await codeFromInbox(smtp, email, sentAt));
    await page.getByTestId('demo-address').waitFor(WAIT);
    expect((await page.getByTestId('demo-address').textContent())!.trim()).toMatch(
      /^0x[0-9a-fA-F]{40}$/,
    );
  });

  test('the service is on another site than the page, and chromium denies the frame its storage there', async () => {
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');
    expect(new URL(demo.email!.url).hostname).toBe('localhost');
    const frame = await walletFrame(page);
    const storage = await frame.evaluate(() => {
      try {
        window.localStorage.getItem('probe');
        return 'readable';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(storage).toMatch(/Access is denied/);
  });

  test('a first email login logs no console error', () => {
    expect(pageErrors).toEqual([]);
  });

  test('after a reload the page offers Connect again instead of waiting forever', async () => {
    await page.reload();
    await page.getByTestId('wk-connect-button').waitFor(WAIT);
    await expect.poll(() => page.getByTestId('demo-address').count(), WAIT).toBe(0);
  });

  test('a frame that never says it is ready ends in an error in the modal, not a silent wait', async () => {
    const context = await browser.newContext();
    const stuck = await context.newPage();
    recordPageErrors(stuck);
    // The frame's page loads, but its script never runs: no ready message ever comes.
    await stuck.route('**/frame/main.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await stuck.goto(demo.url);
    await openEmailConnect(stuck);
    await submitEmail(stuck, 'stuck@example.com');
    await expect
      .poll(() => stuck.getByTestId('wk-email-error').textContent(), { timeout: 45_000 })
      .toMatch(/\S/);
    await expect.poll(() => stuck.getByTestId('wk-alert').textContent(), WAIT).toMatch(/\S/);
    await screenshot(stuck, 'embedded-cross-site-02-never-ready');
    await context.close();
  }, 90_000);
});
