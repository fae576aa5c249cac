/**
 * Sign In With Farcaster end to end in chromium: the demo page, its wallet service (which is
 * also the Farcaster auth relay) verifying against an IdRegistry placed on the demo's anvil at
 * the real contract's address, and a Node Farcaster app. The visitor presses Farcaster on
 * Connect, the ConnectingFarcaster view shows a QR code of the connect link, the app approves,
 * and the Account view shows the Farcaster name. While the visitor has not approved, the
 * frame's checks log nothing, and once the visitor leaves the view they stop. Screenshots land
 * in test-results/e2e/.
 */
import type { Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { screenshot } from '@wallet-kit/local-stack/browser';
import { farcasterApp } from '@wallet-kit/local-stack/farcaster-app';
import { installIdRegistry, registerFid } from '@wallet-kit/local-stack/farcaster-id-registry';
import { openAccountView, openDemoInChromium } from '../fixtures/demo-app.js';

const FID = 9001;
const USERNAME = 'ada';
const WAIT = { timeout: 30_000 };
const custodyKey = generatePrivateKey();

let demo: RunningDemo;
let page: Page;
let offLoopback: string[];
let pageErrors: string[];
/** The frame's checks of the login, by the time each was sent. */
const finishRequests: number[] = [];
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ demo, page, offLoopback, pageErrors, close } = await openDemoInChromium({
    cacheDir: 'e2e-embedded-wallet-farcaster',
  }));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/farcaster/finish') finishRequests.push(Date.now());
  });
  const deployer = ANVIL_ACCOUNTS[0].address;
  await installIdRegistry(demo.rpcUrls[0]!, deployer);
  await registerFid(demo.rpcUrls[0]!, deployer, FID, privateKeyToAccount(custodyKey).address);
});

afterAll(async () => {
  expect(offLoopback).toEqual([]);
  await close?.();
});

/** Connect, then Farcaster: the view shows a QR code and the frame checks the login. */
async function openFarcasterView(): Promise<string> {
  await page.getByTestId('wk-connect-button').click(WAIT);
  await page.getByTestId('wk-farcaster-login').click(WAIT);
  await page.getByTestId('wk-farcaster-qr').waitFor(WAIT);
  const checked = finishRequests.length;
  await expect.poll(() => finishRequests.length, WAIT).toBeGreaterThan(checked + 1);
  return (await page.getByTestId('wk-farcaster-link').getAttribute('href'))!;
}

/**
 * How many checks the frame sends in the 3 s after the visitor left. One sent just as they left
 * may still be on its way, so the count starts a moment later.
 */
async function checksAfterLeaving(): Promise<number> {
  await page.waitForTimeout(600);
  const left = Date.now();
  await page.waitForTimeout(3000);
  return finishRequests.filter((sentAt) => sentAt > left).length;
}

describe('Leaving a Farcaster login the app has not approved', () => {
  // Each test starts from the closed modal, whatever the one before left open.
  afterEach(async () => {
    const closeButton = page.getByTestId('wk-modal-close');
    if (await closeButton.isVisible()) await closeButton.click(WAIT);
    await page.getByTestId('wk-modal').waitFor({ state: 'hidden', ...WAIT });
  });

  test('the waiting logs nothing in the console', async () => {
    const before = pageErrors.length;
    await openFarcasterView();
    expect(pageErrors.slice(before)).toEqual([]);
  });

  test('Back stops the checks, and closing the modal after it starts none', async () => {
    await openFarcasterView();
    await page.getByTestId('wk-modal-back').click(WAIT);
    expect(await checksAfterLeaving()).toBe(0);
    await page.getByTestId('wk-modal-close').click(WAIT);
    expect(await checksAfterLeaving()).toBe(0);
  });

  test('closing the modal on the Farcaster view stops the checks; coming back gives a fresh link', async () => {
    const first = await openFarcasterView();
    await page.getByTestId('wk-modal-close').click(WAIT);
    expect(await checksAfterLeaving()).toBe(0);
    expect(await openFarcasterView()).not.toBe(first);
    await page.getByTestId('wk-modal-close').click(WAIT);
    expect(await checksAfterLeaving()).toBe(0);
  });
});

describe('Sign In With Farcaster', () => {
  test('Connect, Farcaster, the QR code, approval in the app: connected with the Farcaster name', async () => {
    await page.getByTestId('wk-connect-button').click(WAIT);
    await page.getByTestId('wk-farcaster-login').click(WAIT);
    const qr = page.getByTestId('wk-farcaster-qr');
    await qr.waitFor(WAIT);
    expect(await qr.getAttribute('aria-label')).toBe('Farcaster QR code');
    const connectUri = (await page.getByTestId('wk-farcaster-link').getAttribute('href'))!;
    expect(new URL(connectUri).searchParams.get('channelToken')).toBeTruthy();
    await screenshot(page, 'farcaster-qr');

    const app = farcasterApp({
      relayUrl: demo.email!.url,
      rpcUrl: demo.rpcUrls[0]!,
      fid: FID,
      username: USERNAME,
      custodyKey,
    });
    expect((await app.approve(connectUri)).status).toBe(201);

    await page.getByTestId('demo-address').waitFor(WAIT);
    await openAccountView(page);
    const name = page.getByTestId('wk-account-farcaster');
    await name.waitFor(WAIT);
    expect(await name.textContent()).toBe(`Farcaster · @${USERNAME}`);
    expect(await page.getByTestId('demo-address').textContent()).toMatch(/0x[0-9a-fA-F]{40}/);
    await screenshot(page, 'farcaster-connected');
  });

  test('a reload reconnects the Farcaster account without the app and still shows its name', async () => {
    const address = await page.getByTestId('demo-address').textContent();
    await page.reload();
    await page.getByTestId('demo-address').waitFor(WAIT);
    expect(await page.getByTestId('demo-address').textContent()).toBe(address);
    await openAccountView(page);
    const name = page.getByTestId('wk-account-farcaster');
    await name.waitFor(WAIT);
    expect(await name.textContent()).toBe(`Farcaster · @${USERNAME}`);
    expect(await page.getByTestId('wk-account-social').count()).toBe(0);
  });
});
