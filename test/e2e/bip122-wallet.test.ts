/**
 * A generated kit with Bitcoin networks, in Debian chromium, with a Wallet Standard Bitcoin
 * wallet registered in the page (`bitcoin:connect`, `bitcoin:signMessage`) that signs with real
 * keys in Node. It connects from the modal with its payment address, the Account view shows
 * the shortened address and the network, a message signed through the kit (BIP-322) verifies
 * with the server's sign-in check, a reload reconnects without a prompt, and disconnect ends it
 * in the wallet too. Screenshots land in test-results/e2e/bip122-*.png.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { verifySiwxSession } from '@wallet-kit/server';
import { createSiwxMessageData, formatSiwxMessage, type CaipNetworkId } from '@wallet-kit/schemas';
import { screenshot } from '@wallet-kit/local-stack/browser';
import {
  installBip122Wallet,
  type Bip122TestWallet,
} from '@wallet-kit/local-stack/family-wallets/bip122-wallet';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../scripts/demo/example-app.js';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import {
  openAccountView,
  openDemoInChromium,
  openDemoPage,
  startDemoWithChromium,
  type DemoWithChromium,
} from '../fixtures/demo-app.js';

const CONFIG = join(REPO_ROOT, 'test', 'e2e', 'bip122', 'walletkit.bip122.config.ts');
const SIWX_CONFIG = join(REPO_ROOT, 'test', 'e2e', 'bip122', 'walletkit.bip122-siwx.config.ts');
const BITCOIN: CaipNetworkId = 'bip122:000000000019d6689c085ae165831e93';
const WALLET_NAME = 'Test Bitcoin Wallet';
const WALLET = `wk-wallet-wallet-standard:${WALLET_NAME}`;
const SATS_CONNECT_WALLET = 'wk-wallet-sats-connect:XverseProviders.BitcoinProvider';
const WAIT = { timeout: 30_000 };

let demo: RunningDemo;
let page: Page;
let offLoopback: string[];
let pageErrors: string[];
let close: (() => Promise<void>) | undefined;
let wallet: Bip122TestWallet;

/** The address as the Account view shows it: the first and last four characters. */
const shortened = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

/**
 * Signs a sign-in message for `accountAddress` through the demo's sign box and verifies it as
 * the host's server would (BIP-322); returns the message and what the verification gave.
 */
async function signAndVerifyOnServer(accountAddress: string, nonce: string) {
  const data = createSiwxMessageData({
    chainId: BITCOIN,
    accountAddress,
    domain: new URL(demo.url).host,
    uri: demo.url,
    nonce,
  });
  const message = formatSiwxMessage(data);
  await page.getByTestId('demo-message').fill(message);
  await page.getByTestId('demo-sign').click();
  const signature = (await page.getByTestId('demo-signature').textContent(WAIT)) ?? '';
  const verified = await verifySiwxSession(
    { data, message, signature },
    {
      domain: data.domain,
      origins: [new URL(demo.url).origin],
      chains: [BITCOIN],
      consumeNonce: () => true,
    },
  );
  return { message, verified };
}

// The two wallets' blocks use the same demo config: one demo start, a fresh browser context each.
describe('Bitcoin wallets on the Bitcoin demo', () => {
  let bitcoinDemo: DemoWithChromium;
  beforeAll(async () => {
    bitcoinDemo = await startDemoWithChromium({
      cacheDir: 'e2e-bip122',
      demo: { configFile: CONFIG },
    });
  });
  afterAll(async () => {
    await bitcoinDemo?.close();
  });

  describe('Bitcoin Wallet Standard wallet in the browser', () => {
    beforeAll(async () => {
      ({ demo, page, offLoopback, pageErrors, close } = await openDemoPage(bitcoinDemo));
      wallet = await installBip122Wallet(page, { name: WALLET_NAME });
      // The wallet's script runs from the next page load on.
      await page.reload();
    });
    afterAll(async () => {
      await close?.();
    });

    const address = () => wallet.payment.address;

    test('the wallet connects from the modal with its payment address, asking for payment and ordinals', async () => {
      await page.getByTestId('wk-connect-button').click(WAIT);
      await page.getByTestId(WALLET).waitFor(WAIT);
      await page.getByTestId(WALLET).click();
      await page.getByTestId('demo-address').filter({ hasText: address() }).waitFor(WAIT);
      expect(wallet.prompts).toEqual([['payment', 'ordinals']]);
    });

    test('the Account view shows the shortened Bitcoin address, the network and no made-up BTC balance (none is read)', async () => {
      await openAccountView(page);
      expect(await page.getByTestId('wk-account-address').textContent()).toBe(shortened(address()));
      expect(await page.getByTestId('wk-account-address').getAttribute('title')).toBe(address());
      expect(await page.getByTestId('wk-account-network').textContent()).toContain('Bitcoin');
      await expect
        .poll(() => page.getByTestId('wk-tokens-empty').textContent(), WAIT)
        .toBe('Balances are not shown on this network');
      await expect.poll(() => page.getByTestId('wk-account-balance').count(), WAIT).toBe(0);
      expect(await page.locator('.wk-account-pill-balance').count()).toBe(0);
      await screenshot(page, 'bip122-01-account');
    });

    test('a message signed through the kit verifies as a BIP-322 Bitcoin sign-in on the server', async () => {
      await page.getByTestId('wk-modal-close').click();
      const { message, verified } = await signAndVerifyOnServer(address(), 'nonceBip1220123456789');
      expect(verified.data.accountAddress).toBe(address());
      expect(wallet.signed).toEqual([message]);
    });

    test('a reload reconnects the wallet without asking again', async () => {
      await page.reload();
      await page.getByTestId('demo-address').filter({ hasText: address() }).waitFor(WAIT);
      expect(wallet.prompts).toHaveLength(1);
    });

    test('disconnect ends the session and the wallet forgets the page', async () => {
      await openAccountView(page);
      await page.getByTestId('wk-disconnect').click();
      await page
        .getByTestId('demo-account-status')
        .filter({ hasText: 'Not connected' })
        .waitFor(WAIT);
      expect(wallet.allowed.size).toBe(0);
      await page.reload();
      await page.getByTestId('demo-account-status').waitFor(WAIT);
      expect(await page.getByTestId('demo-address').count()).toBe(0);
    });

    test('the page made no request off loopback and threw no error', () => {
      expect(offLoopback).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });

  describe('Bitcoin sats-connect wallet (window.XverseProviders) in the browser', () => {
    beforeAll(async () => {
      ({ demo, page, offLoopback, pageErrors, close } = await openDemoPage(bitcoinDemo));
      wallet = await installBip122Wallet(page, {
        seed: 'wallet-kit sats-connect key',
        satsConnect: true,
      });
      await page.reload();
    });
    afterAll(async () => {
      await close?.();
    });

    test('the provider connects from the modal with its payment address', async () => {
      await page.getByTestId('wk-connect-button').click(WAIT);
      await page.getByTestId(SATS_CONNECT_WALLET).click(WAIT);
      await page
        .getByTestId('demo-address')
        .filter({ hasText: wallet.payment.address })
        .waitFor(WAIT);
      expect(wallet.prompts).toEqual([['payment', 'ordinals']]);
    });

    test('a message signed through the provider verifies on the server', async () => {
      const { verified } = await signAndVerifyOnServer(
        wallet.payment.address,
        'nonceSatsConnect0123456789',
      );
      expect(verified.data.accountAddress).toBe(wallet.payment.address);
    });

    test('a reload reconnects through the permission without asking again; disconnect renounces it', async () => {
      await page.reload();
      await page
        .getByTestId('demo-address')
        .filter({ hasText: wallet.payment.address })
        .waitFor(WAIT);
      expect(wallet.prompts).toHaveLength(1);
      await openAccountView(page);
      await page.getByTestId('wk-disconnect').click();
      await page
        .getByTestId('demo-account-status')
        .filter({ hasText: 'Not connected' })
        .waitFor(WAIT);
      expect(wallet.allowed.size).toBe(0);
    });
  });
});

describe('Bitcoin sign-in (SIWX required) in the browser', () => {
  beforeAll(async () => {
    ({ demo, page, offLoopback, pageErrors, close } = await openDemoInChromium({
      cacheDir: 'e2e-bip122-siwx',
      demo: { configFile: SIWX_CONFIG, siwxChains: [BITCOIN] },
    }));
    wallet = await installBip122Wallet(page, {
      name: WALLET_NAME,
      seed: 'wallet-kit bip122 siwx key',
    });
    await page.reload();
  });
  afterAll(async () => {
    await close?.();
  });

  test('connecting the Bitcoin wallet asks to sign in with a message naming its payment address and Bitcoin', async () => {
    await page.getByTestId('wk-connect-button').click(WAIT);
    await page.getByTestId(WALLET).click(WAIT);
    const message = page.getByTestId('wk-siwx-message');
    await message.waitFor(WAIT);
    expect(await message.textContent()).toContain(wallet.payment.address);
    expect(await message.textContent()).toContain(BITCOIN);
    await screenshot(page, 'bip122-02-siwx');
  });

  test('signing stores a session the host backend verified with BIP-322', async () => {
    await page.getByTestId('wk-siwx-sign').click();
    await page.getByTestId('wk-modal').waitFor({ state: 'hidden', ...WAIT });
    const sessions = await page.evaluate(async (address) => {
      const query = `chainId=bip122:000000000019d6689c085ae165831e93&address=${address}`;
      const response = await fetch(`/api/siwx/sessions?${query}`);
      return ((await response.json()) as { sessions: { data: { accountAddress: string } }[] })
        .sessions;
    }, wallet.payment.address);
    expect(sessions.map((session) => session.data.accountAddress)).toEqual([
      wallet.payment.address,
    ]);
    expect(wallet.signed).toHaveLength(1);
  });

  test('a reload keeps the Bitcoin session without asking again', async () => {
    await page.reload();
    await page
      .getByTestId('demo-address')
      .filter({ hasText: wallet.payment.address })
      .waitFor(WAIT);
    expect(await page.getByTestId('wk-siwx-message').count()).toBe(0);
    expect(wallet.prompts).toHaveLength(1);
    expect(wallet.signed).toHaveLength(1);
  });
});
