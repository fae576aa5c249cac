/**
 * Sign-in (SIWX required) with a Polkadot extension and a Keplr-style wallet, in Debian chromium
 * against the demo and its /api/siwx backend. Connecting asks the visitor to sign a message
 * naming the account and the chain; the signature (sr25519 raw bytes for Polkadot, ADR-036 for
 * Cosmos) is verified by the host backend with the server package and stored as a session; a
 * reload keeps it without a new signature. Screenshots land in test-results/e2e/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { withSs58Prefix, type CaipNetworkId } from '@wallet-kit/schemas';
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
import { openAccountView, openDemoInChromium } from '../fixtures/demo-app.js';

const CONFIG = join(
  REPO_ROOT,
  'test',
  'e2e',
  'polkadot-cosmos',
  'walletkit.polkadot-cosmos-siwx.config.ts',
);
const POLKADOT: CaipNetworkId = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
const COSMOS_HUB: CaipNetworkId = 'cosmos:cosmoshub-4';
const POLKADOT_EXTENSION = 'wk-wallet-injected-web3:polkadot-js';
const KEPLR = 'wk-wallet-keplr-style:keplr';
const WAIT = { timeout: 30_000 };

let page: Page;
let offLoopback: string[];
let pageErrors: string[];
let close: (() => Promise<void>) | undefined;
let extension: PolkadotTestExtension;
let keplr: KeplrTestWallet;

beforeAll(async () => {
  ({ page, offLoopback, pageErrors, close } = await openDemoInChromium({
    cacheDir: 'e2e-polkadot-cosmos-siwx',
    demo: { configFile: CONFIG, siwxChains: [POLKADOT, COSMOS_HUB] },
  }));
  extension = await installPolkadotExtension(page, {
    accounts: [{ seed: 'wallet-kit polkadot siwx key', name: 'Test Alice', type: 'sr25519' }],
  });
  keplr = await installKeplrWallet(page);
  // The wallets' scripts run from the next page load on.
  await page.reload();
});
afterAll(async () => {
  expect(offLoopback).toEqual([]);
  expect(pageErrors).toEqual([]);
  await close?.();
});

/** The sessions the demo's backend stored for an account on a chain. */
function storedSessions(chainId: CaipNetworkId, address: string): Promise<string[]> {
  return page.evaluate(
    async ({ chainId, address }) => {
      const response = await fetch(`/api/siwx/sessions?chainId=${chainId}&address=${address}`);
      const { sessions } = (await response.json()) as {
        sessions: { data: { accountAddress: string } }[];
      };
      return sessions.map((session) => session.data.accountAddress);
    },
    { chainId, address },
  );
}

/** Connects a wallet from the modal, checks the sign-in message, signs, and waits for the page. */
async function signIn(walletTestId: string, chainId: CaipNetworkId, address: string, shot: string) {
  await page.getByTestId('wk-connect-button').click(WAIT);
  await page.getByTestId(walletTestId).click(WAIT);
  const message = page.getByTestId('wk-siwx-message');
  await message.waitFor(WAIT);
  expect(await message.textContent()).toContain(address);
  expect(await message.textContent()).toContain(chainId);
  await screenshot(page, shot);
  await page.getByTestId('wk-siwx-sign').click();
  await page.getByTestId('wk-modal').waitFor({ state: 'hidden', ...WAIT });
  await page.getByTestId('demo-address').filter({ hasText: address }).waitFor(WAIT);
}

async function disconnect() {
  await openAccountView(page);
  await page.getByTestId('wk-disconnect').click();
  await page.getByTestId('demo-address').waitFor({ state: 'detached', ...WAIT });
}

describe('Polkadot sign-in in the browser', () => {
  const address = () => withSs58Prefix(extension.accounts[0]!.address, 0)!;

  test('connecting the extension asks to sign in; the backend verifies the sr25519 signature and stores the session', async () => {
    await signIn(POLKADOT_EXTENSION, POLKADOT, address(), 'polkadot-cosmos-05-polkadot-siwx');
    expect(await storedSessions(POLKADOT, address())).toEqual([address()]);
    expect(extension.signed).toHaveLength(1);
  });

  test('a reload keeps the Polkadot session without a new signature', async () => {
    await page.reload();
    await page.getByTestId('demo-address').filter({ hasText: address() }).waitFor(WAIT);
    expect(await page.getByTestId('wk-siwx-message').count()).toBe(0);
    expect(extension.signed).toHaveLength(1);
    await disconnect();
  });
});

describe('Cosmos sign-in in the browser', () => {
  const address = async () => (await keplr.signerFor('cosmoshub-4')).address;

  test('connecting the Keplr-style wallet asks to sign in; the backend verifies the ADR-036 signature and stores the session', async () => {
    await signIn(KEPLR, COSMOS_HUB, await address(), 'polkadot-cosmos-06-cosmos-siwx');
    expect(await storedSessions(COSMOS_HUB, await address())).toEqual([await address()]);
    expect(keplr.signed).toHaveLength(1);
  });

  test('a reload keeps the Cosmos session without a new signature', async () => {
    await page.reload();
    await page
      .getByTestId('demo-address')
      .filter({ hasText: await address() })
      .waitFor(WAIT);
    expect(await page.getByTestId('wk-siwx-message').count()).toBe(0);
    expect(keplr.signed).toHaveLength(1);
  });
});
