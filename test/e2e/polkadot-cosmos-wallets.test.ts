/**
 * A generated kit with Polkadot and Cosmos networks, in Debian chromium, with a polkadot-js
 * style extension (`window.injectedWeb3`) and a Keplr-style wallet (`window.keplr`) installed
 * in the page; both sign with real keys in Node. Each connects from the modal, the Account view
 * shows the shortened address and the network, a message signed through the kit verifies with
 * the server's sign-in check, a reload reconnects without a prompt, and disconnect ends it.
 * Screenshots land in test-results/e2e/polkadot-cosmos-*.png.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { verifySiwxSession } from '@wallet-kit/server';
import {
  createSiwxMessageData,
  formatSiwxMessage,
  withSs58Prefix,
  type CaipNetworkId,
} from '@wallet-kit/schemas';
import { screenshot } from '@wallet-kit/local-stack/browser';
import {
  installPolkadotExtension,
  type PolkadotTestExtension,
} from '@wallet-kit/local-stack/family-wallets/polkadot-extension';
import {
  installKeplrWallet,
  type KeplrTestWallet,
} from '@wallet-kit/local-stack/family-wallets/keplr-wallet';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../scripts/demo/example-app.js';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { openAccountView, openDemoInChromium } from '../fixtures/demo-app.js';

const CONFIG = join(
  REPO_ROOT,
  'test',
  'e2e',
  'polkadot-cosmos',
  'walletkit.polkadot-cosmos.config.ts',
);
const POLKADOT: CaipNetworkId = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
const WESTEND: CaipNetworkId = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e';
const COSMOS_HUB: CaipNetworkId = 'cosmos:cosmoshub-4';
const POLKADOT_EXTENSION = 'wk-wallet-injected-web3:polkadot-js';
const KEPLR = 'wk-wallet-keplr-style:keplr';
const WAIT = { timeout: 30_000 };

let demo: RunningDemo;
let page: Page;
let offLoopback: string[];
let pageErrors: string[];
let close: (() => Promise<void>) | undefined;
let extension: PolkadotTestExtension;
let keplr: KeplrTestWallet;

beforeAll(async () => {
  ({ demo, page, offLoopback, pageErrors, close } = await openDemoInChromium({
    cacheDir: 'e2e-polkadot-cosmos',
    demo: { configFile: CONFIG },
  }));
  extension = await installPolkadotExtension(page, {
    accounts: [{ seed: 'wallet-kit polkadot e2e key', name: 'Test Alice', type: 'sr25519' }],
  });
  keplr = await installKeplrWallet(page);
  // The wallets' scripts run from the next page load on.
  await page.reload();
});
afterAll(async () => {
  await close?.();
});

/** The address as the Account view shows it: the first and last four characters. */
const shortened = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

async function connectFromModal(walletTestId: string, address: string) {
  await page.getByTestId('wk-connect-button').click(WAIT);
  await page.getByTestId(walletTestId).waitFor(WAIT);
  await page.getByTestId(walletTestId).click();
  await page.getByTestId('demo-address').filter({ hasText: address }).waitFor(WAIT);
}

/** Signs the sign-in message of `chainId` through the demo's "Sign a message" card. */
async function signThroughKit(chainId: CaipNetworkId, address: string) {
  const data = createSiwxMessageData({
    chainId,
    accountAddress: address,
    domain: new URL(demo.url).host,
    uri: demo.url,
    nonce: `nonce${chainId.split(':')[0]}0123456789`,
  });
  const message = formatSiwxMessage(data);
  await page.getByTestId('demo-message').fill(message);
  await page.getByTestId('demo-sign').click();
  const signature = await page.getByTestId('demo-signature').textContent(WAIT);
  return { data, message, signature: signature ?? '' };
}

async function verified(session: Awaited<ReturnType<typeof signThroughKit>>) {
  const result = await verifySiwxSession(session, {
    domain: session.data.domain,
    origins: [new URL(session.data.uri).origin],
    chains: [session.data.chainId],
    consumeNonce: () => true,
  });
  return result.data.accountAddress;
}

async function disconnect() {
  await openAccountView(page);
  await page.getByTestId('wk-disconnect').click();
  await page.getByTestId('demo-account-status').filter({ hasText: 'Not connected' }).waitFor(WAIT);
}

describe('Polkadot extension wallet in the browser', () => {
  const address = () => withSs58Prefix(extension.accounts[0]!.address, 0)!;

  test('the extension connects from the modal, once allowed for the app', async () => {
    await page.getByTestId('wk-connect-button').click(WAIT);
    await page.getByTestId(KEPLR).waitFor(WAIT);
    await screenshot(page, 'polkadot-cosmos-00-connect');
    await page.getByTestId('wk-modal-close').click();
    await connectFromModal(POLKADOT_EXTENSION, address());
    expect(extension.prompts).toHaveLength(1);
  });

  test('the Account view shows the shortened Polkadot address, its name in the extension, the network and no made-up DOT balance (none is read)', async () => {
    await openAccountView(page);
    expect(await page.getByTestId('wk-account-address').textContent()).toBe(shortened(address()));
    expect(await page.getByTestId('wk-account-address').getAttribute('title')).toBe(address());
    expect(await page.getByTestId('wk-account-network').textContent()).toContain('Polkadot');
    expect(await page.getByTestId('wk-account-wallet-name').textContent()).toBe('Test Alice');
    await expect
      .poll(() => page.getByTestId('wk-tokens-empty').textContent(), WAIT)
      .toBe('Balances are not shown on this network');
    await expect.poll(() => page.getByTestId('wk-account-balance').count(), WAIT).toBe(0);
    expect(await page.locator('.wk-account-pill-balance').count()).toBe(0);
    await screenshot(page, 'polkadot-cosmos-01-polkadot-account');
  });

  test('a message signed through the kit verifies as a Polkadot sign-in on the server', async () => {
    await page.getByTestId('wk-modal-close').click();
    const session = await signThroughKit(POLKADOT, address());
    expect(await verified(session)).toBe(address());
    expect(extension.signed).toEqual([session.message]);
  });

  test('a reload reconnects the extension without asking again', async () => {
    await page.reload();
    await page.getByTestId('demo-address').filter({ hasText: address() }).waitFor(WAIT);
    expect(extension.prompts).toHaveLength(1);
  });

  test('switching to Westend in the Networks view shows the same account in the Westend format', async () => {
    const westend = withSs58Prefix(extension.accounts[0]!.address, 42)!;
    await openAccountView(page);
    await page.getByTestId('wk-account-network').click();
    await page.getByTestId(`wk-network-${WESTEND}`).click(WAIT);
    await page.getByTestId('demo-address').filter({ hasText: westend }).waitFor(WAIT);
    await openAccountView(page);
    expect(await page.getByTestId('wk-account-address').textContent()).toBe(shortened(westend));
    expect(await page.getByTestId('wk-account-network').textContent()).toContain('Westend');
    await screenshot(page, 'polkadot-cosmos-02-polkadot-westend');
    // Back to Polkadot for the steps that follow.
    await page.getByTestId('wk-account-network').click();
    await page.getByTestId(`wk-network-${POLKADOT}`).click(WAIT);
    await page.getByTestId('demo-address').filter({ hasText: address() }).waitFor(WAIT);
  });

  test('disconnect ends the Polkadot session', async () => {
    await disconnect();
    await page.reload();
    await page.getByTestId('demo-account-status').waitFor(WAIT);
    expect(await page.getByTestId('demo-address').count()).toBe(0);
  });
});

describe('Keplr-style wallet in the browser', () => {
  const address = async () => (await keplr.signerFor('cosmoshub-4')).address;

  test('the wallet connects from the modal for the Cosmos Hub chain', async () => {
    await connectFromModal(KEPLR, await address());
    expect(keplr.prompts).toEqual([['cosmoshub-4']]);
  });

  test('the Account view shows the shortened Cosmos address, its name in the wallet, the network and no made-up ATOM balance (none is read)', async () => {
    await openAccountView(page);
    const full = await address();
    expect(await page.getByTestId('wk-account-address').textContent()).toBe(shortened(full));
    expect(await page.getByTestId('wk-account-network').textContent()).toContain('Cosmos Hub');
    expect(await page.getByTestId('wk-account-wallet-name').textContent()).toBe(keplr.name);
    await expect
      .poll(() => page.getByTestId('wk-tokens-empty').textContent(), WAIT)
      .toBe('Balances are not shown on this network');
    await expect.poll(() => page.getByTestId('wk-account-balance').count(), WAIT).toBe(0);
    expect(await page.locator('.wk-account-pill-balance').count()).toBe(0);
    await screenshot(page, 'polkadot-cosmos-04-cosmos-account');
  });

  test('a message signed through the kit verifies as an ADR-036 Cosmos sign-in on the server', async () => {
    await page.getByTestId('wk-modal-close').click();
    const session = await signThroughKit(COSMOS_HUB, await address());
    expect(await verified(session)).toBe(await address());
    expect(keplr.signed).toEqual([session.message]);
  });

  test('a reload reconnects the wallet without asking again', async () => {
    await page.reload();
    await page
      .getByTestId('demo-address')
      .filter({ hasText: await address() })
      .waitFor(WAIT);
    expect(keplr.prompts).toHaveLength(1);
  });

  test('disconnect ends the Cosmos session and revokes the page in the wallet', async () => {
    await disconnect();
    expect(keplr.enabled.size).toBe(0);
    await page.reload();
    await page.getByTestId('demo-account-status').waitFor(WAIT);
    expect(await page.getByTestId('demo-address').count()).toBe(0);
  });
});

test('the page requested nothing but 127.0.0.1 and threw no errors', () => {
  expect(offLoopback).toEqual([]);
  expect(pageErrors).toEqual([]);
});
