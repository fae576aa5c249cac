/**
 * One-click sign-in through WalletConnect (eip155 only) in Debian chromium on the
 * demo with SIWX required and the demo's /api/siwx backend: the visitor picks WalletConnect,
 * the QR code is read from the page's pixels, a real wallet (sign-client 2.21.8) approves the
 * `wc_sessionAuthenticate` request, and the page is connected and signed in without a
 * SIWXSignMessage step; the backend verified the CACAO's signature against anvil.
 * Nothing but 127.0.0.1 is contacted.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { decodeQrCode } from '../fixtures/qr.js';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../scripts/demo/example-app.js';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { startDemoWithChromium, type DemoWithChromium } from '../fixtures/demo-app.js';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import {
  SCREENSHOT_DIR,
  recordOffLoopbackRequests,
  recordPageErrors,
  screenshot,
} from '@wallet-kit/local-stack/browser';
import { startWallet, type TestWallet } from '@wallet-kit/local-stack/relay';

const WAIT = { timeout: 20_000 };
/** Another account than the page's Demo Wallet, so the account shown proves the pairing. */
const WALLET_ACCOUNT = ANVIL_ACCOUNTS[1];

let demo: RunningDemo;
let browser: Browser;
let running: DemoWithChromium | undefined;
let wallet: TestWallet;

beforeAll(async () => {
  running = await startDemoWithChromium({
    cacheDir: 'e2e-siwx-walletconnect',
    // SIWX required, both demo networks eip155, sessions verified by /api/siwx.
    demo: { configFile: join(REPO_ROOT, 'test', 'e2e', 'siwx', 'walletkit.siwx.config.ts') },
  });
  ({ demo, browser } = running);
  wallet = await startWallet({
    relayUrl: demo.relayUrl,
    evmPrivateKey: WALLET_ACCOUNT.privateKey,
    oneClickAuth: true,
  });
});
afterAll(async () => {
  await wallet?.close();
  await running?.close();
});

async function readQrCode(page: Page): Promise<string> {
  // Past the 150 ms view animation: a frame mid-animation is not what a camera sees.
  await page.waitForTimeout(400);
  return decodeQrCode(page.getByTestId('wk-wc-qr'), 'siwx-walletconnect-undecodable-qr');
}

/** The sessions the demo backend holds for this browser (its cookie), read from the page. */
function backendSessions(
  page: Page,
): Promise<{ cacao?: { p: { iss: string } }; message: string }[]> {
  return page.evaluate(async (address) => {
    const response = await fetch(`/api/siwx/sessions?chainId=eip155:31337&address=${address}`);
    return ((await response.json()) as { sessions: never[] }).sessions;
  }, WALLET_ACCOUNT.address);
}

describe('a visitor signs in with one click through WalletConnect (SIWX required, eip155 only)', () => {
  let context: BrowserContext;
  let page: Page;
  let offLoopback: string[];
  let pageErrors: string[];
  const sockets: string[] = [];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    offLoopback = recordOffLoopbackRequests(page);
    pageErrors = recordPageErrors(page);
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto(demo.url);
    await page.getByTestId('wk-connect-button').waitFor(WAIT);
  });
  afterEach(() => {
    expect(offLoopback, 'requests to a host other than 127.0.0.1').toEqual([]);
    expect(sockets.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
  afterAll(() => context?.close());

  test('choosing WalletConnect shows a QR code; the wallet gets a sign-in request, not a bare proposal', async () => {
    await page.getByTestId('wk-connect-button').click();
    await page.getByTestId('wk-wallet-walletConnect').click(WAIT);
    await page.getByTestId('wk-wc-qr').waitFor(WAIT);
    const uri = await readQrCode(page);
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    // The pairing offers one-click auth (the URI lists wc_sessionAuthenticate).
    expect(decodeURIComponent(uri)).toContain('wc_sessionAuthenticate');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'siwx-walletconnect-01-qr-code.png') });
    await wallet.pair(uri);
    const request = await wallet.nextAuthRequest(15_000);
    const origin = new URL(demo.url).origin;
    expect(request.params.authPayload.domain).toBe(new URL(demo.url).host);
    expect(request.params.authPayload.aud).toBe(origin);
    expect(request.params.authPayload.statement).toContain('Sign in to the wallet-kit demo');
    expect(request.params.authPayload.chains).toEqual(['eip155:31337', 'eip155:31338']);
    await wallet.approveAuth(request);
  });

  test('after the wallet approves, the page is connected and signed in without a SIWXSignMessage step', async () => {
    await page
      .getByTestId('demo-address')
      .filter({ hasText: WALLET_ACCOUNT.address })
      .waitFor(WAIT);
    await page.locator('[data-testid=wk-connect-button][data-wk-status=connected]').waitFor(WAIT);
    await page.locator('[data-testid=wk-modal]').waitFor({ state: 'hidden', ...WAIT });
    expect(await page.getByTestId('wk-siwx-message').count()).toBe(0);
    // Nothing was asked of the wallet after the one-click approval.
    await expect(wallet.requests.next(500)).rejects.toThrow();
    await screenshot(page, 'siwx-walletconnect-02-signed-in');
  });

  test('the demo backend holds the session it verified, with the CACAO', async () => {
    const sessions = await backendSessions(page);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.cacao?.p.iss).toBe(`did:pkh:eip155:31337:${WALLET_ACCOUNT.address}`);
    expect(sessions[0]!.message).toContain(`${new URL(demo.url).host} wants you to sign in`);
  });

  test('after a reload the visitor is still signed in and not asked again', async () => {
    await page.reload();
    await page
      .getByTestId('demo-address')
      .filter({ hasText: WALLET_ACCOUNT.address })
      .waitFor(WAIT);
    await page.waitForTimeout(500);
    expect(await page.getByTestId('wk-siwx-message').count()).toBe(0);
    expect(await page.locator('[data-testid=wk-modal]').isVisible()).toBe(false);
    await screenshot(page, 'siwx-walletconnect-03-after-reload');
  });
});
