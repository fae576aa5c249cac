/**
 * A visitor connects the page's Demo Wallet through the generated kit, in Debian chromium,
 * against two real anvil chains. Screenshots of every step land in
 * test-results/e2e/. Every page also proves it never left 127.0.0.1.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createPublicClient, formatEther, http, parseEther, verifyMessage } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { seriousAxeViolations } from '../fixtures/axe.js';
import {
  holdNetwork,
  recordOffLoopbackRequests,
  recordPageErrors,
  screenshot,
} from '@wallet-kit/local-stack/browser';
import {
  setAnvilBalance,
  startDemoWithChromium,
  type DemoWithChromium,
} from '../fixtures/demo-app.js';

const ACCOUNT = ANVIL_ACCOUNTS[0].address;
const DEMO_WALLET = 'wk-wallet-dev.walletkit.demo';
const MODAL = '[data-testid=wk-modal]';
// Balances with more than 3 decimals, different per chain: the kit must truncate (never round)
// and must follow the network.
const BALANCE_CHAIN_1 = parseEther('1234.56789');
const BALANCE_CHAIN_2 = parseEther('42.5');
const WAIT = { timeout: 15_000 };

let demo: RunningDemo;
let browser: Browser;
let running: DemoWithChromium | undefined;

beforeAll(async () => {
  running = await startDemoWithChromium({ cacheDir: 'e2e-connect' });
  ({ demo, browser } = running);
  await setAnvilBalance(demo.rpcUrls[0], ACCOUNT, BALANCE_CHAIN_1);
  await setAnvilBalance(demo.rpcUrls[1], ACCOUNT, BALANCE_CHAIN_2);
});
afterAll(async () => {
  await running?.close();
});

/** A fresh browser profile on the demo, recording what the page must never do. */
async function openDemo() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const offLoopback = recordOffLoopbackRequests(page);
  const pageErrors = recordPageErrors(page);
  await page.goto(demo.url);
  await page.getByTestId('wk-connect-button').waitFor(WAIT);
  return { context, page, offLoopback, pageErrors };
}

async function expectNoSeriousAxeViolations(page: Page, selector = MODAL) {
  expect(await seriousAxeViolations(page, selector)).toEqual([]);
}

/**
 * Shows the kit's Account view: the kit closes the modal after a successful connect or switch
 * (or keeps another view open), so open it, or go back to it, as a visitor would.
 */
async function showAccountView(page: Page) {
  const address = page.getByTestId('wk-account-address');
  if (await address.isVisible()) return;
  if (await page.getByTestId('wk-modal').isVisible())
    await page.getByTestId('wk-modal-back').click();
  else await page.getByTestId('wk-connect-button').click();
  await address.waitFor(WAIT);
}

/** Connects the Demo Wallet through the kit and waits until the page sees the account. */
async function connectDemoWallet(page: Page) {
  await page.getByTestId('wk-connect-button').click();
  await page.getByTestId(DEMO_WALLET).click(WAIT);
  await page.getByTestId('demo-address').filter({ hasText: ACCOUNT }).waitFor(WAIT);
}

/** Whole units truncated to 3 decimals, as the kit shows balances. */
function truncated(wei: bigint): string {
  const [whole, fraction = ''] = formatEther(wei).split('.');
  const kept = fraction.slice(0, 3).replace(/0+$/, '');
  return kept ? `${whole}.${kept}` : `${whole}`;
}

describe('a visitor connects the Demo Wallet, switches network, signs, reloads and disconnects', () => {
  let context: BrowserContext;
  let page: Page;
  let offLoopback: string[];
  let pageErrors: string[];

  beforeAll(async () => {
    ({ context, page, offLoopback, pageErrors } = await openDemo());
  });
  afterEach(() => {
    expect(offLoopback, 'requests to a host other than 127.0.0.1').toEqual([]);
    expect(pageErrors).toEqual([]);
  });
  afterAll(() => context?.close());

  test('opening the modal shows the announced Demo Wallet without waiting on the network', async () => {
    await screenshot(page, '01-page-disconnected');
    // The modal's own code comes at the page's idle time: a page that has settled has it.
    await page.waitForLoadState('networkidle');
    const network = await holdNetwork(page);
    await page.getByTestId('wk-connect-button').click();
    await page.getByTestId('wk-modal').waitFor(WAIT);
    await page.getByTestId(DEMO_WALLET).waitFor(WAIT);
    await network.release();
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await page.getByTestId(DEMO_WALLET).innerText()).toContain('Demo Wallet');
    await screenshot(page, '02-modal-connect-view');
    await expectNoSeriousAxeViolations(page);
  });

  test('picking the Demo Wallet shows the address and the balance read from the local chain', async () => {
    await page.getByTestId(DEMO_WALLET).click();
    await page.getByTestId('demo-address').filter({ hasText: ACCOUNT }).waitFor(WAIT);
    await showAccountView(page);
    const client = createPublicClient({ transport: http(demo.rpcUrls[0]) });
    const onChain = await client.getBalance({ address: ACCOUNT });
    expect(onChain).toBe(BALANCE_CHAIN_1);

    const shown = (await page.getByTestId('wk-account-address').innerText()).toLowerCase();
    expect(shown.startsWith(ACCOUNT.slice(0, 6).toLowerCase())).toBe(true);
    expect(shown.endsWith(ACCOUNT.slice(-4).toLowerCase())).toBe(true);
    await page
      .getByTestId('wk-account-balance')
      .filter({ hasText: truncated(onChain) })
      .waitFor(WAIT);
    expect(await page.getByTestId('wk-account-balance').innerText()).toContain(
      `${truncated(onChain)} ETH`,
    );
    expect((await page.getByTestId('demo-address').innerText()).toLowerCase()).toBe(
      ACCOUNT.toLowerCase(),
    );
    await screenshot(page, '03-modal-account-view');
    await expectNoSeriousAxeViolations(page);
  });

  test('switching to the second network shows it in the kit and in the page', async () => {
    await page.getByTestId('wk-account-network').click();
    await page.getByTestId('wk-network-eip155:31338').waitFor(WAIT);
    await screenshot(page, '04-modal-networks-view');
    await page.getByTestId('wk-network-eip155:31338').click();

    await page.getByTestId('demo-network').filter({ hasText: 'Anvil Two' }).waitFor(WAIT);
    await page.locator('[data-testid=demo-wallet-network-31338][aria-pressed=true]').waitFor(WAIT);
    await page
      .getByTestId('demo-balance')
      .filter({ hasText: formatEther(BALANCE_CHAIN_2) })
      .waitFor(WAIT);
    await showAccountView(page);
    await page.getByTestId('wk-account-network').filter({ hasText: 'Anvil Two' }).waitFor(WAIT);
    await page
      .getByTestId('wk-account-balance')
      .filter({ hasText: truncated(BALANCE_CHAIN_2) })
      .waitFor(WAIT);
    await screenshot(page, '05-switched-to-anvil-two');
  });

  test('signing a message through the kit gives a signature that viem verifies', async () => {
    if (await page.getByTestId('wk-modal').isVisible())
      await page.getByTestId('wk-modal-close').click();
    await page.getByTestId('wk-modal').waitFor({ state: 'hidden', ...WAIT });
    const message = 'I am signing in to the wallet-kit demo';
    await page.getByTestId('demo-message').fill(message);
    await page.getByTestId('demo-sign').click();
    const signature = (await page.getByTestId('demo-signature').innerText(WAIT)) as `0x${string}`;
    expect(await verifyMessage({ address: ACCOUNT, message, signature })).toBe(true);
    await screenshot(page, '06-message-signed');
  });

  test('after a reload the visitor is still connected, on the same network, without clicking', async () => {
    await page.reload();
    await page.getByTestId('demo-address').filter({ hasText: ACCOUNT }).waitFor(WAIT);
    await page.getByTestId('demo-network').filter({ hasText: 'Anvil Two' }).waitFor(WAIT);
    await screenshot(page, '07-reloaded-still-connected');
  });

  test('disconnecting returns the page and the kit to disconnected, also after a reload', async () => {
    await showAccountView(page);
    await page.getByTestId('wk-disconnect').click();
    await page
      .getByTestId('demo-account-status')
      .filter({ hasText: 'Not connected.' })
      .waitFor(WAIT);
    await screenshot(page, '08-disconnected');
    await page.reload();
    await page.getByTestId('wk-connect-button').waitFor(WAIT);
    // Give a (wrong) silent reconnect the time to happen before asserting it did not.
    await page.waitForTimeout(500);
    expect(await page.getByTestId('demo-address').count()).toBe(0);
  });
});

describe('rules checked on a fresh visit', () => {
  let session: Awaited<ReturnType<typeof openDemo>>;
  afterEach(async () => {
    expect(session.offLoopback, 'requests to a host other than 127.0.0.1').toEqual([]);
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
  });

  test('a rejected connect shows the rejected state and Try again connects', async () => {
    session = await openDemo();
    const { page } = session;
    await page.evaluate(() => window.demoWallet!.rejectNext());
    await page.getByTestId('wk-connect-button').click();
    await page.getByTestId(DEMO_WALLET).click(WAIT);
    await page.getByTestId('wk-connecting-retry').waitFor(WAIT);
    await screenshot(page, '09-connect-rejected');
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('wk-connecting-retry').click();
    await page.getByTestId('demo-address').filter({ hasText: ACCOUNT }).waitFor(WAIT);
  });

  test('a network switched inside the wallet shows in the kit and in the page (chainChanged)', async () => {
    session = await openDemo();
    const { page } = session;
    await connectDemoWallet(page);
    await page.getByTestId('demo-wallet-network-31338').click();
    await page.getByTestId('demo-network').filter({ hasText: 'Anvil Two' }).waitFor(WAIT);
    await showAccountView(page);
    await page.getByTestId('wk-account-network').filter({ hasText: 'Anvil Two' }).waitFor(WAIT);
    await page
      .getByTestId('wk-account-balance')
      .filter({ hasText: truncated(BALANCE_CHAIN_2) })
      .waitFor(WAIT);
  });

  test('revoking the site inside the wallet disconnects the page (accountsChanged to no account)', async () => {
    session = await openDemo();
    const { page } = session;
    await connectDemoWallet(page);
    await page.getByTestId('demo-wallet-forget-site').click();
    await page
      .getByTestId('demo-account-status')
      .filter({ hasText: 'Not connected.' })
      .waitFor(WAIT);
    expect(await page.getByTestId('wk-connect-button').innerText()).toContain('Connect Wallet');
  });

  test('the modal is keyboard reachable: Tab to the connect button, Enter opens, Escape closes and focus returns', async () => {
    session = await openDemo();
    const { page } = session;
    const focusedTestId = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    for (
      let presses = 0;
      presses < 10 && (await focusedTestId()) !== 'wk-connect-button';
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedTestId()).toBe('wk-connect-button');
    await page.keyboard.press('Enter');
    await page.getByTestId('wk-modal').waitFor(WAIT);
    expect(
      await page.evaluate(
        (modal) => document.querySelector(modal)?.contains(document.activeElement),
        MODAL,
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('wk-modal').waitFor({ state: 'hidden', ...WAIT });
    expect(await focusedTestId()).toBe('wk-connect-button');
  });

  test('the open modal in the light theme has no serious or critical axe violations (Connect and Account views)', async () => {
    session = await openDemo();
    const { page } = session;
    await page.getByTestId('demo-theme-light').click();
    await page.getByTestId('wk-connect-button').click();
    await page.getByTestId(DEMO_WALLET).waitFor(WAIT);
    await screenshot(page, '11-light-modal-connect-view');
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId(DEMO_WALLET).click();
    await page.getByTestId('demo-address').filter({ hasText: ACCOUNT }).waitFor(WAIT);
    await showAccountView(page);
    await screenshot(page, '12-light-modal-account-view');
    await expectNoSeriousAxeViolations(page);
  });

  test('a visitor without a wallet opens Get a Wallet from Connect: https install links in a new tab, back to Connect', async () => {
    session = await openDemo();
    const { page } = session;
    await page.getByTestId('wk-connect-button').click();
    await page.getByTestId('wk-connect-get-wallet').click(WAIT);
    await page.getByRole('dialog', { name: 'Get a Wallet' }).waitFor(WAIT);
    const appStore = page.getByRole('link', { name: /^MetaMask on the App Store/ });
    expect(await appStore.getAttribute('href')).toBe(
      'https://apps.apple.com/app/metamask/id1438144202',
    );
    expect(await appStore.getAttribute('target')).toBe('_blank');
    expect(await appStore.getAttribute('rel')).toBe('noopener noreferrer');
    const hrefs = await page
      .getByTestId('wk-get-wallet-list')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !href.startsWith('https://'))).toEqual([]);
    await screenshot(page, '13-get-wallet-1280');
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, '14-get-wallet-390');
    await page.getByTestId('wk-modal-back').click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor(WAIT);
    await page.getByTestId(DEMO_WALLET).waitFor(WAIT);
  });

  test('the host page itself has no serious or critical axe violations', async () => {
    session = await openDemo();
    await expectNoSeriousAxeViolations(session.page, 'body');
    await screenshot(session.page, '10-page-full');
  });
});

/** The JS chunk of each locale but English, as vite names it after its message file. */
const LOCALE_CHUNK = /\/(es|fr|de|ja|zh-CN|ar)-[\w-]+\.js$/;

/** A fresh profile whose browser speaks `locale`, recording the locale chunks it fetches. */
async function openDemoIn(locale: string) {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const localeChunks: string[] = [];
  page.on('request', (request) => {
    const chunk = LOCALE_CHUNK.exec(new URL(request.url()).pathname);
    if (chunk) localeChunks.push(chunk[1]!);
  });
  const offLoopback = recordOffLoopbackRequests(page);
  const pageErrors = recordPageErrors(page);
  await page.goto(demo.url);
  return { context, page, localeChunks, offLoopback, pageErrors };
}

describe("the kit speaks the visitor's browser language (locale unset: auto)", () => {
  test('the modal opens in Arabic, laid out right to left, and only the Arabic chunk is fetched', async () => {
    const { context, page, localeChunks, offLoopback, pageErrors } = await openDemoIn('ar-EG');
    try {
      await page.getByTestId('wk-connect-button').filter({ hasText: 'ربط المحفظة' }).waitFor(WAIT);
      await page.getByTestId('wk-connect-button').click();
      const modal = page.getByTestId('wk-modal');
      await modal.waitFor(WAIT);
      await page.getByTestId(DEMO_WALLET).waitFor(WAIT);
      const root = page.locator('[data-wk]', { has: modal });
      expect(await root.getAttribute('dir')).toBe('rtl');
      expect(await root.getAttribute('lang')).toBe('ar');
      await expect.poll(() => modal.locator('h2').first().innerText()).toBe('ربط المحفظة');
      expect(await page.getByTestId('wk-modal-close').getAttribute('aria-label')).toBe('إغلاق');
      expect(await page.getByTestId('wk-email-submit').innerText()).toBe('متابعة');
      // Mirrored: the close button sits at the modal's left edge, the wallet's name right of its logo.
      const modalBox = (await modal.boundingBox())!;
      const closeBox = (await page.getByTestId('wk-modal-close').boundingBox())!;
      expect(closeBox.x - modalBox.x).toBeLessThan(modalBox.width / 4);
      const row = page.getByTestId(DEMO_WALLET);
      const imageBox = (await row.locator('.wk-wallet-icon').first().boundingBox())!;
      const labelBox = (await row.locator('.wk-list-item-label').boundingBox())!;
      expect(imageBox.x).toBeGreaterThan(labelBox.x);
      await screenshot(page, 'locale-01-modal-arabic-rtl');

      await row.click();
      await page.getByTestId('demo-address').filter({ hasText: ACCOUNT }).waitFor(WAIT);
      await showAccountView(page);
      await page.getByTestId('wk-disconnect').filter({ hasText: 'قطع الاتصال' }).waitFor(WAIT);
      await screenshot(page, 'locale-02-account-arabic-rtl');
      expect(localeChunks).toEqual(['ar']);
      expect(offLoopback).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the modal opens in Japanese, and only the Japanese chunk is fetched', async () => {
    const { context, page, localeChunks, offLoopback, pageErrors } = await openDemoIn('ja-JP');
    try {
      await page
        .getByTestId('wk-connect-button')
        .filter({ hasText: 'ウォレットを接続' })
        .waitFor(WAIT);
      await page.getByTestId('wk-connect-button').click();
      const modal = page.getByTestId('wk-modal');
      await modal.waitFor(WAIT);
      await page.getByTestId(DEMO_WALLET).waitFor(WAIT);
      const root = page.locator('[data-wk]', { has: modal });
      expect(await root.getAttribute('dir')).toBe('ltr');
      expect(await root.getAttribute('lang')).toBe('ja');
      await expect.poll(() => modal.locator('h2').first().innerText()).toBe('ウォレットを接続');
      await screenshot(page, 'locale-03-modal-japanese');
      expect(localeChunks).toEqual(['ja']);
      expect(offLoopback).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('an English browser fetches no locale chunk', async () => {
    const { context, page, localeChunks } = await openDemoIn('en-US');
    try {
      await page.getByTestId('wk-connect-button').click();
      await page.getByTestId(DEMO_WALLET).waitFor(WAIT);
      expect(await page.getByTestId('wk-modal').locator('h2').first().innerText()).toBe(
        'Connect Wallet',
      );
      expect(localeChunks).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** A logo's chunk (`metamask.svg-….js`) or the table that maps names to them. */
const LOGO_CHUNK = /\.svg-[\w-]+\.js$|\/library-icons-[\w-]+\.js$/;
/** A rendered logo of the icon library: an <img> holding its SVG as a data URL. */
const LOGO = 'img[src^="data:image/svg+xml"]';

describe('real logos, loaded when a view shows them', () => {
  for (const width of [1280, 390]) {
    test(`wallets, networks and tokens show the icon library's logos, fetched only once the modal opens (${width} px)`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 860 } });
      try {
        const page = await context.newPage();
        const pageErrors = recordPageErrors(page);
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        await page.goto(demo.url);
        await page.getByTestId('wk-connect-button').waitFor(WAIT);
        await page.waitForLoadState('networkidle');
        // The page has loaded and idled (the kit warms its views up meanwhile): no logo yet.
        expect(scripts.filter((path) => LOGO_CHUNK.test(path))).toEqual([]);

        await page.getByTestId('wk-connect-button').click();
        for (const wallet of ['metamask', 'walletConnect', 'trust', 'coinbase', 'rainbow']) {
          await page.locator(`[data-testid=wk-wallet-${wallet}] ${LOGO}`).waitFor(WAIT);
        }
        expect(scripts.filter((path) => LOGO_CHUNK.test(path)).length).toBeGreaterThan(0);
        // The announced icon still wins, and All Wallets shows its grid (drawn inline), not "AW".
        const announced = page.getByTestId(DEMO_WALLET).locator('img');
        expect(await announced.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
        const allWallets = page.getByTestId('wk-connect-all-wallets');
        expect(await allWallets.locator('svg.wk-wallet-icon rect[x="35"][y="35"]').count()).toBe(1);
        expect(await allWallets.innerText()).not.toContain('AW');
        await screenshot(page, `logos-01-connect-${width}`);

        await allWallets.click();
        await page.locator(`[data-testid=wk-all-wallets-rabby] ${LOGO}`).waitFor(WAIT);
        await page.locator(`[data-testid=wk-all-wallets-ledger] ${LOGO}`).waitFor(WAIT);
        // A wallet the library has no logo for keeps its monogram.
        await page.locator('[data-testid=wk-all-wallets-bitget] .wk-wallet-monogram').waitFor(WAIT);
        await screenshot(page, `logos-02-all-wallets-${width}`);
        await page.getByTestId('wk-modal-back').click();

        await page.getByTestId(DEMO_WALLET).click(WAIT);
        await page.getByTestId('demo-address').filter({ hasText: ACCOUNT }).waitFor(WAIT);
        await showAccountView(page);
        await page.locator(`[data-testid=wk-token-ETH] ${LOGO}`).waitFor(WAIT);
        await page.locator(`[data-testid=wk-account-network] ${LOGO}`).waitFor(WAIT);
        await screenshot(page, `logos-03-account-${width}`);
        await page.getByTestId('wk-account-network').click();
        // Anvil, a local Ethereum node, shows Ethereum's logo; the custom Anvil Two its initials.
        await page.locator(`[data-testid="wk-network-eip155:31337"] ${LOGO}`).waitFor(WAIT);
        await page
          .locator('[data-testid="wk-network-eip155:31338"] .wk-placeholder-image')
          .waitFor(WAIT);
        await screenshot(page, `logos-04-networks-${width}`);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the connected connect button on a phone', () => {
  test('at 375 px it fits the screen: the whole short address, the balance left to the Account view; wider, the balance shows', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 700 } });
    try {
      const page = await context.newPage();
      const pageErrors = recordPageErrors(page);
      await page.goto(demo.url);
      await connectDemoWallet(page);
      if (await page.getByTestId('wk-modal').isVisible()) await page.keyboard.press('Escape');
      const button = page.getByTestId('wk-connect-button');
      await button.locator('.wk-account-pill-name').waitFor(WAIT);
      await screenshot(page, 'phone-01-connected-button');

      const fits = await button.evaluate((element) => {
        const name = element.querySelector('.wk-account-pill-name')!;
        return {
          right: element.getBoundingClientRect().right,
          pageWidth: document.documentElement.scrollWidth,
          nameCut: name.scrollWidth > name.clientWidth,
        };
      });
      expect(fits.right).toBeLessThanOrEqual(375);
      expect(fits.pageWidth).toBeLessThanOrEqual(375);
      expect(fits.nameCut).toBe(false);
      expect(await button.innerText()).toContain(`${ACCOUNT.slice(0, 6)}…${ACCOUNT.slice(-4)}`);
      expect(await button.locator('.wk-account-pill-balance').isVisible()).toBe(false);

      // A wider screen has room for it again.
      await page.setViewportSize({ width: 1280, height: 700 });
      await button.locator('.wk-account-pill-balance').waitFor({ state: 'visible', ...WAIT });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
