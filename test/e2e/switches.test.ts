/**
 * The Connect-view switches in Debian chromium, on the demo generated with the legal checkbox
 * and the folded wallet list: the wallets open from "Continue with a wallet", stay locked
 * (announced, not connectable) until the visitor agrees, and then the Demo Wallet connects to
 * the local anvil chain. Screenshots land in test-results/e2e/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../scripts/demo/example-app.js';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { screenshot } from '@wallet-kit/local-stack/browser';
import { seriousAxeViolations } from '../fixtures/axe.js';
import { openDemoInChromium } from '../fixtures/demo-app.js';

const CONFIG = join(REPO_ROOT, 'test', 'e2e', 'switches', 'walletkit.switches.config.ts');
const DEMO_WALLET = 'wk-wallet-dev.walletkit.demo';
const ACCOUNT = ANVIL_ACCOUNTS[0].address;
const WAIT = { timeout: 20_000 };

let page: Page;
let offLoopback: string[];
let pageErrors: string[];
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ page, offLoopback, pageErrors, close } = await openDemoInChromium({
    cacheDir: 'e2e-switches',
    demo: { configFile: CONFIG },
  }));
});
afterAll(async () => {
  await close?.();
});

describe('Connect view with the legal checkbox and the folded wallet list', () => {
  test('the Connect view shows the agreement with both links and one "Continue with a wallet" row', async () => {
    await page.getByTestId('wk-connect-button').click();
    const toggle = page.getByTestId('wk-connect-wallets-toggle');
    await toggle.waitFor(WAIT);
    expect(await toggle.innerText()).toBe('Continue with a wallet');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId(DEMO_WALLET).count()).toBe(0);
    expect(await page.getByTestId('wk-legal-terms').getAttribute('href')).toBe(
      'http://127.0.0.1/demo-terms',
    );
    expect(await page.getByTestId('wk-legal-privacy').getAttribute('href')).toBe(
      'http://127.0.0.1/demo-privacy',
    );
    await screenshot(page, 'switches-01-connect-folded-unticked');
    expect(await seriousAxeViolations(page, '[data-testid=wk-modal]')).toEqual([]);
  });

  test('opened, the wallets are announced as disabled with the reason, and pressing one does not connect', async () => {
    await page.getByTestId('wk-connect-wallets-toggle').click();
    const wallet = page.getByTestId(DEMO_WALLET);
    await wallet.waitFor(WAIT);
    expect(await wallet.getAttribute('aria-disabled')).toBe('true');
    const hintId = await wallet.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${hintId}"]`).innerText()).toBe('Tick the box to connect.');
    // A real press on the locked button (force: playwright itself refuses aria-disabled buttons).
    await wallet.click({ force: true });
    expect(await page.getByTestId('wk-connect-button').getAttribute('data-wk-status')).toBe(
      'disconnected',
    );
    // The press sent the visitor to the box that unlocks the wallets (focus may move a frame later).
    await expect
      .poll(() =>
        page.getByTestId('wk-legal-checkbox').evaluate((box) => box === document.activeElement),
      )
      .toBe(true);
    await screenshot(page, 'switches-02-connect-open-locked');
    expect(await seriousAxeViolations(page, '[data-testid=wk-modal]')).toEqual([]);
  });

  test('the email Continue and the Farcaster button wait for the box too', async () => {
    const focusedOnCheckbox = () =>
      page.getByTestId('wk-legal-checkbox').evaluate((box) => box === document.activeElement);
    await page.getByTestId('wk-email-input').fill('visitor@example.com');
    const submit = page.getByTestId('wk-email-submit');
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    await page.getByTestId('wk-email-input').press('Enter');
    await submit.click({ force: true });
    await expect.poll(focusedOnCheckbox).toBe(true);
    const farcaster = page.getByTestId('wk-farcaster-login');
    expect(await farcaster.getAttribute('aria-disabled')).toBe('true');
    await page.getByTestId('wk-email-input').focus();
    await farcaster.click({ force: true });
    await expect.poll(focusedOnCheckbox).toBe(true);
    // Give a login that had started the time to move on: the visitor is still on Connect.
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('wk-email-otp-digit').count()).toBe(0);
    expect(await page.getByTestId('wk-email-input').inputValue()).toBe('visitor@example.com');
    expect(await page.getByTestId('wk-farcaster-status').count()).toBe(0);
    await screenshot(page, 'switches-02b-email-and-farcaster-locked');
    expect(await seriousAxeViolations(page, '[data-testid=wk-modal]')).toEqual([]);
  });

  test('after ticking the box the Demo Wallet connects', async () => {
    await page.getByTestId('wk-legal-checkbox').check();
    const wallet = page.getByTestId(DEMO_WALLET);
    expect(await wallet.getAttribute('aria-disabled')).toBeNull();
    expect(await page.getByTestId('wk-legal-hint').count()).toBe(0);
    await screenshot(page, 'switches-03-connect-open-ticked');
    await wallet.click();
    await page.getByTestId('demo-address').filter({ hasText: ACCOUNT }).waitFor(WAIT);
    expect(offLoopback).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
