/**
 * Sign In With Farcaster end to end in chromium: the demo page, its wallet service (which is
 * also the Farcaster auth relay) verifying against an IdRegistry placed on the demo's anvil at
 * the real contract's address, and a Node Farcaster app. The visitor presses Farcaster on
 * Connect, the ConnectingFarcaster view shows a QR code of the connect link, the app approves,
 * and the Account view shows the Farcaster name. Screenshots land in test-results/e2e/.
 */
import type { Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ demo, page, offLoopback, close } = await openDemoInChromium({
    cacheDir: 'e2e-embedded-wallet-farcaster',
  }));
  const deployer = ANVIL_ACCOUNTS[0].address;
  await installIdRegistry(demo.rpcUrls[0]!, deployer);
  await registerFid(demo.rpcUrls[0]!, deployer, FID, privateKeyToAccount(custodyKey).address);
});

afterAll(async () => {
  expect(offLoopback).toEqual([]);
  await close?.();
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
