/**
 * A visitor pairs a real WalletConnect wallet (sign-client 2.21.8, driven by the test) with
 * the demo page through the local relay, in Debian chromium. The QR code is read
 * back from the page's pixels, so what is tested is what a phone camera would scan.
 * Nothing but 127.0.0.1 is contacted, and the relay only after the visitor picks WalletConnect.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { verifyMessage } from 'viem';
import { decodeQrCode } from '../fixtures/qr.js';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import {
  startDemoWithWalletConnectWallet,
  type DemoWithWalletConnectWallet,
} from '../fixtures/demo-walletconnect-wallet.js';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { seriousAxeViolations } from '../fixtures/axe.js';
import {
  SCREENSHOT_DIR,
  recordOffLoopbackRequests,
  recordPageErrors,
  screenshot,
} from '@wallet-kit/local-stack/browser';
import type { TestWallet } from '@wallet-kit/local-stack/relay';

const WAIT = { timeout: 20_000 };
const MODAL = '[data-testid=wk-modal]';
/** Another account than the page's Demo Wallet, so the account shown proves the pairing. */
const WALLET_ACCOUNT = ANVIL_ACCOUNTS[1];

let demo: RunningDemo;
let browser: Browser;
let wallet: TestWallet;
let running: DemoWithWalletConnectWallet | undefined;

beforeAll(async () => {
  running = await startDemoWithWalletConnectWallet({
    cacheDir: 'e2e-walletconnect',
    privateKey: WALLET_ACCOUNT.privateKey,
  });
  ({ demo, browser, wallet } = running);
});
afterAll(() => running?.close());

/** Decodes the QR code from a screenshot of the element: the pixels, not the DOM. */
async function readQrCode(page: Page): Promise<string> {
  // A frame mid-animation (the view fades and slides in, 150 ms) is not what a camera sees;
  // the spinners keep turning, so waiting for every animation would never end.
  await page.waitForTimeout(400);
  return decodeQrCode(page.getByTestId('wk-wc-qr'), 'walletconnect-undecodable-qr');
}

const connectButton = (page: Page) => page.getByTestId('wk-connect-button');

/**
 * The SDK answers a wallet's session delete and deletes the session on the next publish of
 * any message from the page (sign-client's `onSessionDeleteRequest` waits for
 * `relayer.once('relayer_publish')`). When the delete request is handled twice (a delivery
 * repeated by the relay after a slow acknowledgement) or another publish lands first, the
 * SDK logs that it could not encrypt the answer and throws "Record was recently deleted" from
 * its own listener. The page is already disconnected as it should be; these lines, and only
 * for the deleted session's topic, are the SDK's and not the kit's.
 */
function sdkLateDeleteNoise(error: string, topic: string): boolean {
  if (!error.includes(topic)) return false;
  return [
    /^console\.error: \{context: client\} sendResult\(\) -> core\.crypto\.encode\(\) for topic [0-9a-f]{64} failed$/,
    /^console\.error: \{context: client\} Error: No matching key\. keychain: [0-9a-f]{64}\n/,
    /^pageerror: Missing or invalid\. Record was recently deleted - session: [0-9a-f]{64}$/,
  ].some((pattern) => pattern.test(error));
}

describe('a visitor connects a WalletConnect wallet by QR code', () => {
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
    await connectButton(page).waitFor(WAIT);
  });
  let sessionTopic: string | undefined;
  /** The topic of a session the wallet deleted: only its SDK noise is set aside. */
  let deletedTopic: string | undefined;
  afterEach(() => {
    // Each test answers for its own errors: the list starts empty for the next one.
    const errors = pageErrors.splice(0);
    expect(offLoopback, 'requests to a host other than 127.0.0.1').toEqual([]);
    expect(sockets.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([]);
    expect(
      errors.filter((error) => !deletedTopic || !sdkLateDeleteNoise(error, deletedTopic)),
    ).toEqual([]);
  });
  afterAll(() => context?.close());

  test('the page contacts no relay before the visitor picks WalletConnect', async () => {
    await connectButton(page).click();
    await page.getByTestId('wk-wallet-walletConnect').waitFor(WAIT);
    expect(await page.getByTestId('wk-wallet-walletConnect').innerText()).toContain(
      'WalletConnect',
    );
    expect(sockets).toEqual([]);
  });

  test('choosing WalletConnect shows a QR code that decodes to the pairing URI', async () => {
    await page.getByTestId('wk-wallet-walletConnect').click();
    await page.getByTestId('wk-wc-qr').waitFor(WAIT);
    const uri = await readQrCode(page);
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(sockets.some((url) => url.startsWith(demo.relayUrl))).toBe(true);
    // Not screenshot(): it waits for every animation, and the pairing spinner never ends.
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'walletconnect-01-qr-code.png') });
    expect(await seriousAxeViolations(page, MODAL)).toEqual([]);
  });

  test('the wallet scans the code and approves: the page shows its account', async () => {
    const uri = await readQrCode(page);
    await wallet.pair(uri);
    ({ topic: sessionTopic } = await wallet.approve(await wallet.nextProposal(15_000)));
    await page
      .getByTestId('demo-address')
      .filter({ hasText: WALLET_ACCOUNT.address })
      .waitFor(WAIT);
    await page.locator('[data-testid=wk-connect-button][data-wk-status=connected]').waitFor(WAIT);
    await screenshot(page, 'walletconnect-02-connected');
  });

  test('a message signed over WalletConnect verifies against the account', async () => {
    const message = 'wallet-kit signs over WalletConnect';
    await page.getByTestId('demo-message').fill(message);
    await page.getByTestId('demo-sign').click();
    const signature = (await page.getByTestId('demo-signature').innerText(WAIT)).trim();
    expect(
      await verifyMessage({
        address: WALLET_ACCOUNT.address,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true);
    const request = await wallet.requests.next(5_000);
    expect(request.method).toBe('personal_sign');
  });

  test('after a reload the page is still connected, without a new QR code', async () => {
    // WalletConnect's client and session code are held back: the remembered account shows
    // without them, and they are asked for at start (the session is restored behind it).
    const HELD = ['**/assets/on-demand-*.js', '**/assets/client-code-*.js'];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested = new Set<string>();
    const continued: Promise<void>[] = [];
    for (const glob of HELD) {
      await page.route(glob, (route) => {
        requested.add(glob);
        const going = held.then(() => route.continue());
        continued.push(going);
        return going;
      });
    }
    await page.reload();
    await page
      .getByTestId('demo-address')
      .filter({ hasText: WALLET_ACCOUNT.address })
      .waitFor(WAIT);
    // The code was asked for, and is still held: the account came from the kit's storage.
    await expect.poll(() => [...requested].sort()).toEqual([...HELD].sort());
    release();
    await Promise.all(continued);
    for (const glob of HELD) await page.unroute(glob);
    await connectButton(page).click();
    await page.getByTestId('wk-account-address').waitFor(WAIT);
    expect(await page.getByTestId('wk-wc-qr').count()).toBe(0);
    // The wallet got no second proposal: the stored session was restored.
    await expect(wallet.nextProposal(1_000)).rejects.toThrow();
    await page.keyboard.press('Escape');
    await page.locator(MODAL).waitFor({ state: 'hidden', ...WAIT });
  });

  test('a disconnect from the wallet side returns the page to disconnected', async () => {
    deletedTopic = sessionTopic;
    await wallet.disconnect();
    await page
      .locator('[data-testid=wk-connect-button][data-wk-status=disconnected]')
      .waitFor(WAIT);
    expect(await page.getByTestId('demo-address').count()).toBe(0);
    await screenshot(page, 'walletconnect-03-disconnected-by-wallet');
  });

  test('AllWallets lists the bundled catalogue offline and searches it', async () => {
    await connectButton(page).click();
    await page.getByTestId('wk-connect-all-wallets').click(WAIT);
    await page.getByTestId('wk-all-wallets-list').waitFor(WAIT);
    // Pages of 40, the installed Demo Wallet first.
    expect(await page.getByTestId('wk-all-wallets-list').locator('li').count()).toBe(40);
    expect(
      await page.getByTestId('wk-all-wallets-list').locator('li').first().innerText(),
    ).toContain('Demo Wallet');
    await screenshot(page, 'walletconnect-04-all-wallets');
    expect(await seriousAxeViolations(page, MODAL)).toEqual([]);
    await page.getByTestId('wk-all-wallets-search').fill('rain');
    await page.getByTestId('wk-all-wallets-rainbow').waitFor(WAIT);
    expect(await page.getByTestId('wk-all-wallets-list').locator('li').count()).toBe(1);
    await screenshot(page, 'walletconnect-05-all-wallets-search');
  });
});
