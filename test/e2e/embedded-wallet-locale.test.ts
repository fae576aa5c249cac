/**
 * The kit and its wallet frame speak one language: the demo kit (locale unset: auto) in a
 * browser speaking Arabic opens the embedded wallet's frame in Arabic, right to left, with the
 * receiver and the amount left to right. Real wallet service, SMTP inbox, anvil and chromium.
 * Screenshots: test-results/e2e/embedded-locale-arabic-{390,1280}px.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import type { SmtpInbox } from '@wallet-kit/local-stack';
import { screenshot } from '@wallet-kit/local-stack/browser';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { openAccountView, setAnvilBalance } from '../fixtures/demo-app.js';
import { logInWithEmailCode, openEmailWalletDemo } from '../fixtures/embedded/email-wallet-demo.js';

const RECEIVER = ANVIL_ACCOUNTS[1].address;
const WAIT = { timeout: 30_000 };

let demo: RunningDemo;
let page: Page;
let smtp: SmtpInbox;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ demo, page, smtp, close } = await openEmailWalletDemo({
    cacheDir: 'e2e-embedded-wallet',
    context: { locale: 'ar-EG', viewport: { width: 390, height: 844 } },
  }));
}, 600_000);
afterAll(async () => {
  await close?.();
});

describe("the wallet frame speaks the kit's language", () => {
  test('a kit in Arabic shows the frame review in Arabic, right to left, with the receiver left to right', async () => {
    await logInWithEmailCode(page, smtp, 'arabic@example.com');
    const address = (await page.getByTestId('demo-address').textContent())!.trim();
    await setAnvilBalance(demo.rpcUrls[0]!, address, 10n ** 19n);
    await openAccountView(page);
    await page.getByTestId('wk-account-send').click();
    const token = page.getByTestId('wk-send-token');
    await expect
      .poll(() => token.locator('option').allTextContents(), WAIT)
      .toContainEqual(expect.stringMatching(/ETH/));
    const eth = token.locator('option', { hasText: /ETH/ }).first();
    await token.selectOption((await eth.getAttribute('value'))!);
    await page.getByTestId('wk-send-amount').fill('1.5');
    await page.getByTestId('wk-send-receiver').fill(RECEIVER);
    await page.getByTestId('wk-send-review-button').click();
    await page.getByTestId('wk-send-confirm').click(WAIT);

    const src = await page.locator('#w3m-iframe').getAttribute('src');
    expect(new URL(src!).searchParams.get('locale')).toBe('ar');
    const frame = page.frameLocator('#w3m-iframe');
    await frame.getByTestId('frame-approve').waitFor(WAIT);
    const text = await frame.locator('.wk-approval').innerText();
    expect(text).toContain('إرسال معاملة');
    expect(text).toContain('1.5 ETH');
    expect(text).toContain(RECEIVER);
    expect(await frame.getByTestId('frame-approve').innerText()).toBe('موافقة');
    expect(await frame.locator('html').getAttribute('dir')).toBe('rtl');
    const receiver = frame.locator('dd', { hasText: RECEIVER }).first();
    expect(await receiver.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await screenshot(page, 'embedded-locale-arabic-390px');
    await page.setViewportSize({ width: 1280, height: 900 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    await screenshot(page, 'embedded-locale-arabic-1280px');
  });
});
