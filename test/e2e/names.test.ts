/**
 * Account names in Debian chromium on the demo (its names service on PGlite, its anvil
 * chains): a name against the rule says why while typing, a taken name comes back to the form
 * with the service's reason, a free name is signed by the Demo Wallet and then shown on
 * Account, and ETH sent to a name reaches the name's address on the chain. The demo's first
 * chain also has an ENS Universal Resolver in which the Demo Wallet's account holds a name and
 * an avatar, and a block explorer: Account shows the ENS name, the avatar and the explorer link,
 * and Activity links each transaction. Screenshots of each step land in test-results/e2e/.
 */
import type { Browser, Page } from 'playwright-core';
import {
  coinTypeForChainId,
  createNameRegistrationMessage,
  formatNameRegistrationMessage,
} from '@wallet-kit/schemas';
import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { screenshot } from '@wallet-kit/local-stack/browser';
import { connectDemoWallet, openAccountView, openDemoInChromium } from '../fixtures/demo-app.js';
import { seriousAxeViolations } from '../fixtures/axe.js';
import { DEMO_ENS_AVATAR, DEMO_ENS_NAME, DEMO_EXPLORER } from '../../scripts/demo/demo-ens.js';

const FRIEND = ANVIL_ACCOUNTS[1].address;
const WAIT = { timeout: 20_000 };

let demo: RunningDemo;
let browser: Browser;
let page: Page;
let offLoopback: string[];
let pageErrors: string[];
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ demo, browser, page, offLoopback, pageErrors, close } = await openDemoInChromium({
    cacheDir: 'e2e-names',
    demo: { ensIdentity: true },
  }));
  await connectDemoWallet(page, ANVIL_ACCOUNTS[0].address);
});
afterAll(async () => {
  expect(offLoopback).toEqual([]);
  // Chromium logs every refused request as a console error: the taken name (409) and the name
  // nobody holds (404) are the refusals these tests provoke; anything else is a fault.
  const provoked =
    /Failed to load resource: the server responded with a status of (409 \(Conflict\)|404 \(Not Found\))/;
  expect(pageErrors.filter((error) => !provoked.test(error))).toEqual([]);
  await close?.();
});

const chain = () => createPublicClient({ transport: http(demo.rpcUrls[0]) });

/** Another visitor (anvil's second dev account) registers a name straight with the service. */
async function registerForFriend(name: string) {
  const message = formatNameRegistrationMessage(
    createNameRegistrationMessage(new URL(demo.url).host, name),
  );
  const signature = await createWalletClient({ transport: http(demo.rpcUrls[0]) }).signMessage({
    account: FRIEND,
    message,
  });
  const response = await fetch(new URL('api/names/account', demo.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coinType: coinTypeForChainId(31337),
      address: FRIEND,
      signature,
      message,
    }),
  });
  expect(response.status).toBe(201);
}

const openAccount = () => openAccountView(page);

const DEMO_WALLET = ANVIL_ACCOUNTS[0].address;

describe('ENS name, avatar and explorer links', () => {
  test("Account shows the Demo Wallet's ENS name and avatar in place of its address", async () => {
    await openAccount();
    const modal = page.getByTestId('wk-modal');
    const heading = modal.getByTestId('wk-account-address');
    await expect.poll(() => heading.textContent(), WAIT).toBe(DEMO_ENS_NAME);
    expect(await heading.getAttribute('title')).toBe(DEMO_WALLET);
    expect(await modal.getByTestId('wk-account-short-address').textContent()).toBe('0xf39F…2266');
    // The connect button behind the modal names the account the same way.
    const button = page.getByTestId('wk-connect-button');
    await expect
      .poll(() => button.locator('.wk-account-pill-name').textContent(), WAIT)
      .toBe(DEMO_ENS_NAME);
    expect(await button.getAttribute('title')).toBe(`${DEMO_ENS_NAME} (${DEMO_WALLET})`);
    const avatar = modal.locator('img.wk-avatar');
    await expect.poll(() => avatar.getAttribute('src'), WAIT).toBe(DEMO_ENS_AVATAR);
    expect(await avatar.getAttribute('referrerpolicy')).toBe('no-referrer');
    // Decoded, not just placed: the page's policy lets the data: image load.
    await expect
      .poll(() => avatar.evaluate((image) => (image as HTMLImageElement).naturalWidth), WAIT)
      .toBeGreaterThan(0);
    expect(await seriousAxeViolations(page, '[data-testid=wk-modal]')).toEqual([]);
    await screenshot(page, 'identity-01-account-ens');
  });

  test('copy copies the address, not the name', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId('wk-account-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEMO_WALLET);
  });

  test('"View on explorer" links the address on the chain\'s explorer, in a new tab', async () => {
    const link = page.getByRole('link', {
      name: `View on explorer: your address on ${DEMO_EXPLORER.name}, opens in a new tab`,
    });
    expect(await link.getAttribute('href')).toBe(`${DEMO_EXPLORER.url}/address/${DEMO_WALLET}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.textContent()).toBe('View on explorer');
  });
});

describe('account names', () => {
  test('the name field says what the rule still needs while typing', async () => {
    await openAccount();
    await page.getByTestId('wk-account-choose-name').click(WAIT);
    await page.getByTestId('wk-name-input').fill('ab');
    await expect
      .poll(() => page.getByTestId('wk-name-feedback').textContent(), WAIT)
      .toBe('A name needs at least 4 characters');
    expect(await page.getByTestId('wk-name-submit').isDisabled()).toBe(true);
    await page.getByTestId('wk-name-input').fill('ab cd');
    await expect
      .poll(() => page.getByTestId('wk-name-feedback').textContent(), WAIT)
      .toBe('Use only letters, digits and hyphens');
    await screenshot(page, 'names-01-rule');
  });

  test("the rule's feedback is in the visitor's language (French)", async () => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    try {
      const french = await context.newPage();
      await french.goto(demo.url);
      await connectDemoWallet(french, ANVIL_ACCOUNTS[0].address);
      await openAccountView(french);
      await french.getByTestId('wk-account-choose-name').click(WAIT);
      await french.getByTestId('wk-name-input').fill('ab');
      await expect
        .poll(() => french.getByTestId('wk-name-feedback').textContent(), WAIT)
        .toBe('Un nom doit compter au moins 4 caractères');
      await french.getByTestId('wk-name-input').fill('0xabcdef');
      await expect
        .poll(() => french.getByTestId('wk-name-feedback').textContent(), WAIT)
        .toBe('Un nom ne peut pas commencer par 0x ni s’écrire comme une adresse');
    } finally {
      await context.close();
    }
  });

  test('a taken name returns to the form with the reason; suggestions offer free ones', async () => {
    await registerForFriend('friend-name');
    await page.getByTestId('wk-name-input').fill('friend-name');
    await page.getByTestId('wk-name-suggestion-friend-name1').waitFor(WAIT);
    expect(await page.getByTestId('wk-name-suggestion-friend-name').count()).toBe(0);
    await page.getByTestId('wk-name-submit').click();
    await expect
      .poll(() => page.getByTestId('wk-name-error').textContent(), WAIT)
      .toBe('This name is already taken');
    expect(await page.getByTestId('wk-modal').getAttribute('data-wk-view')).toBe(
      'RegisterAccountName',
    );
    await screenshot(page, 'names-02-taken');
  });

  test('a free name is signed by the wallet and then shown on Account', async () => {
    await page.getByTestId('wk-name-input').fill('demo-visitor');
    await page.getByTestId('wk-name-submit').click(WAIT);
    await expect
      .poll(() => page.getByTestId('wk-name-success').textContent(), WAIT)
      .toBe('demo-visitor is yours');
    await screenshot(page, 'names-03-registered');
    await page.getByTestId('wk-name-done').click();
    await expect
      .poll(() => page.getByTestId('wk-account-name').textContent(), WAIT)
      .toBe('demo-visitor');
    // The name registered here takes the ENS name's place on the connect button too.
    await expect
      .poll(
        () => page.getByTestId('wk-connect-button').locator('.wk-account-pill-name').textContent(),
        WAIT,
      )
      .toBe('demo-visitor');
    await screenshot(page, 'names-04-account');
  });

  test('ETH sent to a name reaches the address the name stands for; the review shows that address', async () => {
    const before = await chain().getBalance({ address: FRIEND });
    await openAccount();
    await page.getByTestId('wk-account-send').click();
    await page.getByTestId('wk-send-token').waitFor(WAIT);
    await expect
      .poll(() => page.getByTestId('wk-send-token').locator('option').count(), WAIT)
      .toBeGreaterThan(1);
    const option = page.getByTestId('wk-send-token').locator('option', { hasText: /^ETH/ });
    await page.getByTestId('wk-send-token').selectOption((await option.getAttribute('value'))!);
    await page.getByTestId('wk-send-amount').fill('0.5');
    await page.getByTestId('wk-send-receiver').fill('friend-name');
    await page.getByTestId('wk-send-review-button').click();
    await expect
      .poll(() => page.getByTestId('wk-send-review-receiver').textContent(), WAIT)
      .toMatch(/^friend-name · /);
    expect((await page.getByTestId('wk-send-review-resolved').textContent())?.toLowerCase()).toBe(
      `${FRIEND.slice(0, 4)}…${FRIEND.slice(-6)}`.toLowerCase(),
    );
    await screenshot(page, 'names-05-send-review');
    await page.getByTestId('wk-send-confirm').click();
    await page.getByTestId('wk-send-success').waitFor(WAIT);
    expect(await chain().getBalance({ address: FRIEND })).toBe(before + parseEther('0.5'));
    await screenshot(page, 'names-06-sent');
  });

  test('a name nobody holds is refused at the review, before any confirmation', async () => {
    const option = page.getByTestId('wk-send-token').locator('option', { hasText: /^ETH/ });
    await page.getByTestId('wk-send-token').selectOption((await option.getAttribute('value'))!);
    await page.getByTestId('wk-send-amount').fill('0.1');
    await page.getByTestId('wk-send-receiver').fill('nobody-holds-this');
    await page.getByTestId('wk-send-review-button').click();
    await expect
      .poll(() => page.getByTestId('wk-send-error').textContent(), WAIT)
      .toBe('Error resolving name');
    expect(await page.getByTestId('wk-send-review').count()).toBe(0);
    expect(await page.getByTestId('wk-send-receiver').inputValue()).toBe('nobody-holds-this');
    await screenshot(page, 'names-07-unknown-name');
  });
});

describe('explorer links in Activity', () => {
  test('each transaction in Activity links its page on the explorer', async () => {
    await openAccount();
    await page.getByTestId('wk-account-tab-activity').click();
    await page.getByTestId('wk-activity-item').first().waitFor(WAIT);
    const links = page.getByTestId('wk-activity-explorer');
    await expect.poll(() => links.count(), WAIT).toBeGreaterThan(0);
    expect(await links.count()).toBe(await page.getByTestId('wk-activity-item').count());
    const first = links.first();
    expect(await first.getAttribute('href')).toMatch(
      new RegExp(`^${DEMO_EXPLORER.url.replaceAll('.', '\\.')}/tx/0x[0-9a-f]{64}$`),
    );
    expect(await first.getAttribute('target')).toBe('_blank');
    expect(await first.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await first.getAttribute('aria-label')).toBe(
      `View this transaction on ${DEMO_EXPLORER.name} (opens in a new tab)`,
    );
    expect(await seriousAxeViolations(page, '[data-testid=wk-modal]')).toEqual([]);
    await screenshot(page, 'identity-02-activity-links');
  });
});
