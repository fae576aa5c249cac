/**
 * The demo page's Demo Wallet on its own, in chromium, against two real anvil chains: it must
 * behave like a real browser wallet for the kit's flows to mean anything.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createPublicClient, http, verifyMessage } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { recordOffLoopbackRequests } from '@wallet-kit/local-stack/browser';
import {
  startWithChromium,
  type StartedWithChromium,
} from '../../scripts/demo/start-with-chromium.js';
import { startDemoWalletPage, type DemoWalletPage } from '../fixtures/demo-wallet-page.js';

let harness: DemoWalletPage;
let browser: Browser;
let running: StartedWithChromium<DemoWalletPage> | undefined;
let context: BrowserContext;
let page: Page;
let offLoopback: string[];

beforeAll(async () => {
  running = await startWithChromium(() => startDemoWalletPage());
  ({ started: harness, browser } = running);
});
afterAll(async () => {
  await running?.close();
});
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
  offLoopback = recordOffLoopbackRequests(page);
  await page.goto(harness.url);
});
afterEach(async () => {
  await context.close();
  expect(offLoopback).toEqual([]);
});

const DEV_ACCOUNT = ANVIL_ACCOUNTS[0].address.toLowerCase();

/** `provider.request` in the page; a provider error comes back as `{ code, message }`. */
function request(method: string, params?: unknown[]) {
  return page.evaluate(
    async ({ method, params }) => {
      try {
        return { result: await window.demoWallet!.provider.request({ method, params }) };
      } catch (error) {
        const { code, message } = error as { code: number; message: string };
        return { error: { code, message } };
      }
    },
    { method, params },
  );
}

/** Listens in the page for one provider event and resolves with its argument. */
function nextEvent(name: string) {
  return page.evaluate(
    (name) =>
      new Promise((resolve) => {
        const provider = window.demoWallet!.provider;
        const listener = (value: unknown) => {
          provider.removeListener(name, listener);
          resolve(value);
        };
        provider.on(name, listener);
      }),
    name,
  );
}

test('announces "Demo Wallet" over EIP-6963 with rdns dev.walletkit.demo and an inline icon', async () => {
  const info = await page.evaluate(
    () =>
      new Promise<{ name: string; rdns: string; icon: string; uuid: string }>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (event) =>
          resolve((event as CustomEvent).detail.info),
        );
        window.dispatchEvent(new Event('eip6963:requestProvider'));
      }),
  );
  expect(info.name).toBe('Demo Wallet');
  expect(info.rdns).toBe('dev.walletkit.demo');
  expect(info.icon).toMatch(/^data:image\/svg\+xml,/);
  expect(info.uuid).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
});

test('eth_accounts is empty until the visitor connects, then returns anvil dev account 0', async () => {
  expect(await request('eth_accounts')).toEqual({ result: [] });
  const accountsChanged = nextEvent('accountsChanged');
  expect(await request('eth_requestAccounts')).toEqual({ result: [DEV_ACCOUNT] });
  expect(await accountsChanged).toEqual([DEV_ACCOUNT]);
  expect(await request('eth_accounts')).toEqual({ result: [DEV_ACCOUNT] });
});

test('after a reload eth_accounts returns the account only if the visitor connected before', async () => {
  await page.reload();
  expect(await request('eth_accounts')).toEqual({ result: [] });
  await request('eth_requestAccounts');
  await page.reload();
  expect(await request('eth_accounts')).toEqual({ result: [DEV_ACCOUNT] });
});

test('wallet_revokePermissions clears the authorisation, also after a reload', async () => {
  await request('eth_requestAccounts');
  const accountsChanged = nextEvent('accountsChanged');
  expect(await request('wallet_revokePermissions', [{ eth_accounts: {} }])).toEqual({
    result: null,
  });
  expect(await accountsChanged).toEqual([]);
  await page.reload();
  expect(await request('eth_accounts')).toEqual({ result: [] });
});

test('reads are forwarded to the current chain: the balance is the anvil balance', async () => {
  const client = createPublicClient({ transport: http(harness.chains[0].rpcUrl) });
  const onChain = await client.getBalance({ address: ANVIL_ACCOUNTS[0].address });
  const { result } = await request('eth_getBalance', [DEV_ACCOUNT, 'latest']);
  expect(BigInt(result as string)).toBe(onChain);
  expect(await request('eth_chainId')).toEqual({ result: '0x7a69' });
});

test('personal_sign is signed by anvil for dev account 0 and verifies with viem', async () => {
  await request('eth_requestAccounts');
  const message = 'Hello from the Demo Wallet test';
  const hexMessage = `0x${Buffer.from(message).toString('hex')}`;
  const { result } = await request('personal_sign', [hexMessage, DEV_ACCOUNT]);
  expect(
    await verifyMessage({
      address: ANVIL_ACCOUNTS[0].address,
      message,
      signature: result as `0x${string}`,
    }),
  ).toBe(true);
});

test('signing before the visitor connected is refused with 4100', async () => {
  const { error } = await request('personal_sign', ['0x68656c6c6f', DEV_ACCOUNT]);
  expect(error?.code).toBe(4100);
});

test('wallet_switchEthereumChain moves to the second anvil chain, emits chainChanged and persists', async () => {
  const chainChanged = nextEvent('chainChanged');
  expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
    result: null,
  });
  expect(await chainChanged).toBe('0x7a6a');
  expect(await request('eth_chainId')).toEqual({ result: '0x7a6a' });
  // Reads now go to the second node.
  expect(await request('net_version')).toEqual({ result: '31338' });
  await page.reload();
  expect(await request('eth_chainId')).toEqual({ result: '0x7a6a' });
});

test('switching to an unknown chain answers 4902', async () => {
  const { error } = await request('wallet_switchEthereumChain', [{ chainId: '0x1' }]);
  expect(error?.code).toBe(4902);
  expect(await request('eth_chainId')).toEqual({ result: '0x7a69' });
});

test('rejectNext() declines the next prompting request with 4001, once', async () => {
  await page.evaluate(() => window.demoWallet!.rejectNext());
  // A read does not consume the armed rejection: only a prompt does.
  expect((await request('eth_chainId')).result).toBe('0x7a69');
  expect((await request('eth_requestAccounts')).error?.code).toBe(4001);
  expect(await request('eth_accounts')).toEqual({ result: [] });
  expect(await request('eth_requestAccounts')).toEqual({ result: [DEV_ACCOUNT] });
});
