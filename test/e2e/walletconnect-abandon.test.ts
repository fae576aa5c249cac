/**
 * A visitor who leaves a WalletConnect QR code (Back, or closing the modal) is back where they
 * started: the host's button says "Connect Wallet" and the host's account card "Not connected."
 * at once, not minutes later when the pairing would have expired; a wallet that answers the
 * abandoned pairing afterwards does not connect the page; picking WalletConnect again pairs
 * afresh. The demo page in Debian chromium, a real WalletConnect wallet (sign-client 2.21.8,
 * driven by the test) over the local relay; the QR code is read from the page's pixels.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import {
  startDemoWithWalletConnectWallet,
  type DemoWithWalletConnectWallet,
} from '../fixtures/demo-walletconnect-wallet.js';
import { decodeQrCode } from '../fixtures/qr.js';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import {
  recordOffLoopbackRequests,
  recordPageErrors,
  screenshot,
} from '@wallet-kit/local-stack/browser';
import type { TestWallet } from '@wallet-kit/local-stack/relay';

const WAIT = { timeout: 20_000 };
const MODAL = '[data-testid=wk-modal]';
/** Another account than the page's Demo Wallet, so the account shown proves the pairing. */
const WALLET_ACCOUNT = ANVIL_ACCOUNTS[2];

let demo: RunningDemo;
let browser: Browser;
let wallet: TestWallet;
let running: DemoWithWalletConnectWallet | undefined;

beforeAll(async () => {
  running = await startDemoWithWalletConnectWallet({
    cacheDir: 'e2e-walletconnect-abandon',
    privateKey: WALLET_ACCOUNT.privateKey,
  });
  ({ demo, browser, wallet } = running);
});
afterAll(() => running?.close());

const connectButton = (page: Page) => page.getByTestId('wk-connect-button');

/** The QR code as a phone camera reads it, once the view has stopped moving. */
async function readQrCode(page: Page): Promise<string> {
  await page.getByTestId('wk-wc-qr').waitFor(WAIT);
  await page.waitForTimeout(400);
  return decodeQrCode(page.getByTestId('wk-wc-qr'), 'walletconnect-abandon-undecodable-qr');
}

/** What the host shows of the kit's connection: its button and its own account card. */
async function expectNotConnecting(page: Page): Promise<void> {
  await page.locator('[data-testid=wk-connect-button][data-wk-status=disconnected]').waitFor(WAIT);
  expect((await connectButton(page).innerText()).trim()).toBe('Connect Wallet');
  expect((await page.getByTestId('demo-account-status').innerText()).trim()).toBe('Not connected.');
}

async function pick(page: Page, walletTestId: string): Promise<string> {
  await connectButton(page).click();
  await page.getByTestId(walletTestId).click(WAIT);
  return readQrCode(page);
}

/**
 * The WalletConnect SDK logs three console errors ("Restore will override. subscription", the
 * topics, the context) when its relay socket opens again while it already holds subscriptions:
 * after a reload that found an earlier pairing in storage, on a loaded machine. It goes on
 * with the subscriptions it holds; every rule here still checks what the visitor sees.
 */
function sdkResubscribeNoise(error: string): boolean {
  return (
    error.startsWith('console.error: {time: ') &&
    error.includes('level: 50, context: core/relayer/subscription')
  );
}

describe('a visitor leaves a WalletConnect pairing', () => {
  let context: BrowserContext;
  let page: Page;
  let offLoopback: string[];
  let pageErrors: string[];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    offLoopback = recordOffLoopbackRequests(page);
    pageErrors = recordPageErrors(page);
  });
  // Each rule from a fresh page, disconnected.
  beforeEach(async () => {
    await page.goto(demo.url);
    await connectButton(page).waitFor(WAIT);
  });
  afterEach(() => {
    expect(offLoopback, 'requests to a host other than 127.0.0.1').toEqual([]);
    expect(pageErrors.splice(0).filter((error) => !sdkResubscribeNoise(error))).toEqual([]);
  });
  afterAll(() => context?.close());

  test('a QR code on show is not a connection: the host still says "Connect Wallet"', async () => {
    await pick(page, 'wk-wallet-walletConnect');
    await expectNotConnecting(page);
    await screenshot(page, 'wc-abandon-01-qr-shown');
  });

  test('Back from the QR code: "Connect Wallet" again, at once', async () => {
    await pick(page, 'wk-wallet-walletConnect');
    await page.getByTestId('wk-modal-back').click();
    await page.getByTestId('wk-wallet-walletConnect').waitFor(WAIT);
    await expectNotConnecting(page);
    await page.getByTestId('wk-modal-close').click();
    await page.locator(MODAL).waitFor({ state: 'hidden', ...WAIT });
    await expectNotConnecting(page);
    await screenshot(page, 'wc-abandon-02-after-back-and-close');
  });

  test('closing the modal on a catalogue wallet\'s QR code: "Connect Wallet" again, at once', async () => {
    await pick(page, 'wk-wallet-trust');
    await page.getByTestId('wk-modal-close').click();
    await page.locator(MODAL).waitFor({ state: 'hidden', ...WAIT });
    await expectNotConnecting(page);
  });

  test('a wallet approving the pairing after the visitor left does not connect the page', async () => {
    await wallet.pair(await pick(page, 'wk-wallet-walletConnect'));
    const proposal = await wallet.nextProposal(15_000);
    await page.getByTestId('wk-modal-back').click();
    await page.getByTestId('wk-modal-close').click();
    await page.locator(MODAL).waitFor({ state: 'hidden', ...WAIT });

    const { topic } = await wallet.approve(proposal);
    // The page ends the session it no longer wanted: the wallet hears the delete.
    await expect.poll(() => wallet.client.session.keys.includes(topic), WAIT).toBe(false);
    await expectNotConnecting(page);
    expect(await page.getByTestId('demo-address').count()).toBe(0);
  });

  test('WalletConnect again after Back pairs afresh, and the wallet connects through it', async () => {
    const abandonedUri = await pick(page, 'wk-wallet-walletConnect');
    await page.getByTestId('wk-modal-back').click();
    await page.getByTestId('wk-wallet-walletConnect').click(WAIT);
    const uri = await readQrCode(page);
    expect(uri).not.toBe(abandonedUri);
    await wallet.pair(uri);
    await wallet.approve(await wallet.nextProposal(15_000));
    await page
      .getByTestId('demo-address')
      .filter({ hasText: WALLET_ACCOUNT.address })
      .waitFor(WAIT);
    await page.locator('[data-testid=wk-connect-button][data-wk-status=connected]').waitFor(WAIT);
  });
});
