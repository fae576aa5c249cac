/**
 * A connected visitor sends ETH and the demo ERC-20 through the generated kit, in Debian
 * chromium, on the demo's real anvil chain: balances update on both sides as read
 * from the chain, Activity lists the sends, an invalid address shows "Invalid address", and a
 * send the wallet rejects keeps the form. Screenshots of each step land in test-results/e2e/.
 */
import type { Page } from 'playwright-core';
import {
  createPublicClient,
  formatEther,
  getAddress,
  http,
  parseEther,
  parseUnits,
  type Address,
} from 'viem';
import { decodeQrCode } from '../fixtures/qr.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { seriousAxeViolations } from '../fixtures/axe.js';
import { screenshot } from '@wallet-kit/local-stack/browser';
import { connectDemoWallet, openAccountView, openDemoInChromium } from '../fixtures/demo-app.js';
import { tokenBalanceOf } from '@wallet-kit/local-stack/erc20/deploy';

const RECEIVER = ANVIL_ACCOUNTS[1].address;
const WAIT = { timeout: 20_000 };

let demo: RunningDemo;
let page: Page;
let offLoopback: string[];
let pageErrors: string[];
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ demo, page, offLoopback, pageErrors, close } = await openDemoInChromium({
    cacheDir: 'e2e-send',
    // The Receive view's copy button is checked by reading the clipboard back.
    context: { permissions: ['clipboard-read', 'clipboard-write'] },
  }));
  await connectDemoWallet(page, ANVIL_ACCOUNTS[0].address);
});
afterAll(async () => {
  expect(offLoopback).toEqual([]);
  expect(pageErrors).toEqual([]);
  await close?.();
});

const chain = () => createPublicClient({ transport: http(demo.rpcUrls[0]) });

const openAccount = () => openAccountView(page);

async function openSend() {
  await openAccount();
  await page.getByTestId('wk-account-send').click();
  await page.getByTestId('wk-send-token').waitFor(WAIT);
  // The token list is read from the chain: wait until the ERC-20 is in it.
  await expect
    .poll(() => page.getByTestId('wk-send-token').locator('option').allTextContents(), WAIT)
    .toEqual(['Select a token', expect.stringMatching(/^ETH/), expect.stringMatching(/^DEMO/)]);
}

async function fillSend(tokenLabel: RegExp, amount: string, receiver: string) {
  const option = page.getByTestId('wk-send-token').locator('option', { hasText: tokenLabel });
  await page.getByTestId('wk-send-token').selectOption((await option.getAttribute('value'))!);
  await page.getByTestId('wk-send-amount').fill(amount);
  await page.getByTestId('wk-send-receiver').fill(receiver);
}

async function confirmSend() {
  await page.getByTestId('wk-send-review-button').click();
  await page.getByTestId('wk-send-confirm').click(WAIT);
}

describe('send in the browser', () => {
  test('sends ETH to another dev account; both balances change on the chain', async () => {
    const before = await chain().getBalance({ address: RECEIVER });
    await openSend();
    await fillSend(/^ETH/, '1.5', RECEIVER);
    await screenshot(page, 'send-01-eth-form');
    await page.getByTestId('wk-send-review-button').click();
    await page.getByTestId('wk-send-review').waitFor(WAIT);
    // Review pressed before the debounced estimate: the review estimates at once and says so,
    // rather than claiming the wallet will show the fee; then the fee itself appears.
    expect(await page.getByTestId('wk-send-review-fee').textContent()).not.toBe(
      'Shown by your wallet',
    );
    await expect
      .poll(() => page.getByTestId('wk-send-review-fee').textContent(), WAIT)
      .toMatch(/^≈ [0-9.<]+ ETH$/);
    await screenshot(page, 'send-02-eth-review');
    expect(await seriousAxeViolations(page, '[data-testid=wk-modal]')).toEqual([]);
    await page.getByTestId('wk-send-confirm').click();
    await page.getByTestId('wk-send-success').waitFor(WAIT);
    await screenshot(page, 'send-03-eth-sent');
    expect((await chain().getBalance({ address: RECEIVER })) - before).toBe(parseEther('1.5'));
    // A completed send resets the form.
    expect(await page.getByTestId('wk-send-amount').inputValue()).toBe('');
  });

  test('sends the ERC-20; the token balances update on both sides as read from the chain', async () => {
    const token = demo.tokenAddress as Address;
    const receiverBefore = await tokenBalanceOf(demo.rpcUrls[0], token, RECEIVER);
    await fillSend(/^DEMO/, '25', RECEIVER);
    await confirmSend();
    await page.getByTestId('wk-send-success').waitFor(WAIT);
    expect((await tokenBalanceOf(demo.rpcUrls[0], token, RECEIVER)) - receiverBefore).toBe(
      parseUnits('25', 18),
    );
    // The sender's DEMO balance in the kit is the refreshed chain value: 1 000 000 - 25.
    await expect
      .poll(
        () =>
          page.getByTestId('wk-send-token').locator('option', { hasText: /^DEMO/ }).textContent(),
        WAIT,
      )
      .toContain('999975');
    await screenshot(page, 'send-04-erc20-sent');
  });

  test('the Activity tab lists the sends', async () => {
    await page.getByTestId('wk-modal-back').click();
    await page.getByTestId('wk-account-tab-activity').click();
    await page.getByTestId('wk-activity-list').waitFor(WAIT);
    const amounts = await page.getByTestId('wk-activity-amount').allTextContents();
    expect(amounts).toEqual(['-25 DEMO', '-1.5 ETH']);
    await page.getByTestId('wk-account-tab-tokens').click();
    await page.getByTestId('wk-token-DEMO').waitFor(WAIT);
    await page.getByTestId('wk-account-tab-activity').click();
    await screenshot(page, 'send-05-activity');
  });

  test('an invalid address shows "Invalid address" and sends nothing', async () => {
    await openSend();
    await fillSend(/^ETH/, '1', '0x1234');
    await page.getByTestId('wk-send-review-button').click();
    await expect
      .poll(() => page.getByTestId('wk-send-error').textContent(), WAIT)
      .toBe('Invalid address');
    await page.getByTestId('wk-send-receiver').fill('');
    await page.getByTestId('wk-send-review-button').click();
    await expect
      .poll(() => page.getByTestId('wk-send-error').textContent(), WAIT)
      .toBe('An amount and receiver address are required');
    await screenshot(page, 'send-06-invalid');
  });

  test('a receiver whose EIP-55 checksum breaks is "Invalid address"; a comma that may group thousands is not guessed; the review shows the amount as the kit reads it', async () => {
    const checksummed = getAddress(RECEIVER);
    const mistyped = `${checksummed.slice(0, -1)}${checksummed.endsWith('8') ? '9' : '8'}`;
    await fillSend(/^ETH/, '0.5', mistyped);
    await page.getByTestId('wk-send-review-button').click();
    await expect
      .poll(() => page.getByTestId('wk-send-error').textContent(), WAIT)
      .toBe('Invalid address');

    await fillSend(/^ETH/, '1,000', checksummed);
    await page.getByTestId('wk-send-review-button').click();
    await expect
      .poll(() => page.getByTestId('wk-send-error').textContent(), WAIT)
      .toBe('“1,000” could mean 1000 or 1. Type 1000 or 1, whichever you mean.');
    expect(await page.getByTestId('wk-send-amount').inputValue()).toBe('1,000');
    await screenshot(page, 'send-06b-ambiguous-comma');

    await page.getByTestId('wk-send-amount').fill('0,50');
    await page.getByTestId('wk-send-review-button').click();
    await page.getByTestId('wk-send-review').waitFor(WAIT);
    expect(await page.getByTestId('wk-send-review').locator('h3').textContent()).toBe(
      'Send 0.5 ETH',
    );
    await page.getByTestId('wk-send-back').click();
  });

  test('a send the wallet rejects keeps the form and says why', async () => {
    const before = await chain().getBalance({ address: RECEIVER });
    await fillSend(/^ETH/, '2', RECEIVER);
    // The Demo Wallet's own switch sits behind the modal: flip it as the wallet would be set.
    await page.getByTestId('demo-wallet-reject-next').dispatchEvent('click');
    await confirmSend();
    await expect
      .poll(() => page.getByTestId('wk-send-error').textContent(), WAIT)
      .toBe('You declined the request in your wallet.');
    expect(await page.getByTestId('wk-send-amount').inputValue()).toBe('2');
    expect(await page.getByTestId('wk-send-receiver').inputValue()).toBe(RECEIVER);
    expect(await chain().getBalance({ address: RECEIVER })).toBe(before);
    await screenshot(page, 'send-07-rejected');
  });

  test('sending the whole ETH balance says the network fee does not fit, naming it, instead of a node error; Max sends all but the fee', async () => {
    const sender = ANVIL_ACCOUNTS[0].address as Address;
    const whole = await chain().getBalance({ address: sender });
    const receiverBefore = await chain().getBalance({ address: RECEIVER });
    await openSend();
    await fillSend(/^ETH/, formatEther(whole), RECEIVER);
    // The fee is estimated once typing stops, and shows under the form.
    await expect
      .poll(() => page.getByTestId('wk-send-fee').textContent(), WAIT)
      .toMatch(/^Network fee ≈ [0-9.<]+ ETH$/);
    await page.getByTestId('wk-send-review-button').click();
    await expect
      .poll(() => page.getByTestId('wk-send-error').textContent(), WAIT)
      .toMatch(
        /^Not enough to pay the network fee \(≈ [0-9.<]+ ETH\) on top of this amount\. Max sends all but the fee\.$/,
      );
    expect(await page.getByTestId('wk-send-review').count()).toBe(0);
    expect(await page.getByTestId('wk-send-amount').inputValue()).toBe(formatEther(whole));
    expect(await page.getByTestId('wk-send-receiver').inputValue()).toBe(RECEIVER);
    expect(await chain().getBalance({ address: sender })).toBe(whole);
    await screenshot(page, 'send-08-whole-balance');

    await page.getByTestId('wk-send-max').click();
    await expect
      .poll(async () => parseEther(await page.getByTestId('wk-send-amount').inputValue()), WAIT)
      .toBeLessThan(whole);
    const max = parseEther(await page.getByTestId('wk-send-amount').inputValue());
    await confirmSend();
    await page.getByTestId('wk-send-success').waitFor(WAIT);
    expect((await chain().getBalance({ address: RECEIVER })) - receiverBefore).toBe(max);
    // What is left is what the fee did not use (the estimate is the most the wallet may pay).
    expect(await chain().getBalance({ address: sender })).toBeLessThan(whole - max);
  });

  test('the Receive view shows the connected address as text and as a QR code that decodes to it, and copies it', async () => {
    const address = ANVIL_ACCOUNTS[0].address;
    await openAccount();
    await page.getByTestId('wk-account-receive').click();
    const qr = page.getByTestId('wk-receive-qr');
    await qr.waitFor(WAIT);
    expect(await page.getByTestId('wk-modal').getAttribute('data-wk-view')).toBe('Receive');
    expect(await page.getByTestId('wk-receive-address').textContent()).toBe(address);
    expect(await qr.getAttribute('role')).toBe('img');
    expect(await qr.getAttribute('aria-label')).toContain(address);
    // The pixels, not the DOM: what a phone camera would read from the screen.
    await screenshot(page, 'send-09-receive');
    expect(await decodeQrCode(qr, 'send-09-receive-undecodable-qr')).toBe(address);
    expect(await seriousAxeViolations(page, '[data-testid=wk-modal]')).toEqual([]);

    await page.evaluate(() => navigator.clipboard.writeText('nothing copied yet'));
    const copy = page.getByTestId('wk-receive-copy');
    expect(await copy.getAttribute('aria-label')).toBe('Copy address');
    await copy.click();
    await expect.poll(() => copy.getAttribute('aria-label'), WAIT).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  });

  test('the Account view has Tokens and Activity tabs and no NFTs tab, which would lead nowhere', async () => {
    await openAccount();
    const tabs = page.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Tokens', 'Activity']);
    expect(await page.getByTestId('wk-account-tab-nfts').count()).toBe(0);
  });
});
