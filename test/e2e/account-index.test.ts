/**
 * The account index in Debian chromium: the demo started as `npm run demo` starts it, with its
 * account index and the kit's `endpoints.blockchainApiUrl` pointing there. Another account sends
 * the visitor ETH and a token no config lists; the visitor's Activity tab shows both as
 * received, and the token list shows the token. Screenshots land in test-results/e2e/.
 */
import type { Page } from 'playwright-core';
import { createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { screenshot } from '@wallet-kit/local-stack/browser';
import { deployDemoToken } from '@wallet-kit/local-stack/erc20/deploy';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { connectDemoWallet, openAccountView, openDemoInChromium } from '../fixtures/demo-app.js';

const VISITOR = ANVIL_ACCOUNTS[0].address as Address;
const SENDER = ANVIL_ACCOUNTS[1].address as Address;
const WAIT = { timeout: 20_000 };

let demo: RunningDemo;
let page: Page;
let offLoopback: string[];
let pageErrors: string[];
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ demo, page, offLoopback, pageErrors, close } = await openDemoInChromium({
    cacheDir: 'e2e-account-index',
    demo: { accountIndex: true },
  }));
});
afterAll(async () => {
  expect(offLoopback).toEqual([]);
  expect(pageErrors).toEqual([]);
  await close?.();
});

describe('history and holdings from the account index', () => {
  test('ETH and an unlisted token sent by another account show as received in Activity and in the token list', async () => {
    const rpcUrl = demo.rpcUrls[0];
    const sender = createWalletClient({ account: SENDER, transport: http(rpcUrl) });
    await sender.sendTransaction({ to: VISITOR, value: parseEther('2.5'), chain: null });
    const gift = await deployDemoToken({
      rpcUrl,
      chainId: 31337,
      from: SENDER,
      name: 'Gift Token',
      symbol: 'GIFT',
    });
    await sender.writeContract({
      address: gift,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [VISITOR, parseUnits('7', 18)],
      chain: null,
    });

    await connectDemoWallet(page, VISITOR);
    await openAccountView(page);
    await page.getByTestId('wk-account-tab-activity').click();
    await page.getByTestId('wk-activity-list').waitFor(WAIT);
    const amounts = await page.getByTestId('wk-activity-amount').allTextContents();
    expect(amounts.slice(0, 2)).toEqual(['+7 GIFT', '+2.5 ETH']);
    const newest = page.getByTestId('wk-activity-item').first();
    expect(await newest.innerText()).toContain('Receive');
    expect(await newest.innerText()).toContain('From 0x70…dc79C8');
    await screenshot(page, 'account-index-01-activity');

    await page.getByTestId('wk-account-tab-tokens').click();
    await page.getByTestId('wk-token-GIFT').waitFor(WAIT);
    expect(
      await page.getByTestId('wk-token-GIFT').getByTestId('wk-token-quantity').innerText(),
    ).toBe('7');
    await screenshot(page, 'account-index-02-tokens');
  });
});
