/**
 * Swaps in chromium against the real Uniswap v2 contracts (their published bytecode) deployed
 * on the demo's anvil chain with a DEMO/ETH pool (`startDemo({ swaps: true })`), one demo
 * build: the Demo Wallet (injected) swaps ETH for DEMO and both balances move as quoted within
 * 1 %; an email (embedded wallet) account sells DEMO, and the wallet's approval screen shows the
 * exact approval and then the swap; a network without a router says "Network not supported for
 * Swaps". Screenshots land in test-results/e2e/.
 */
import type { Page } from 'playwright-core';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatEther,
  http,
  parseEther,
  parseUnits,
  type Address,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import type { SmtpInbox } from '@wallet-kit/local-stack';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { screenshot } from '@wallet-kit/local-stack/browser';
import { tokenBalanceOf } from '@wallet-kit/local-stack/erc20/deploy';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { connectDemoWallet, openAccountView, setAnvilBalance } from '../fixtures/demo-app.js';
import { logInWithEmailCode, openEmailWalletDemo } from '../fixtures/embedded/email-wallet-demo.js';
import { pressInWalletFrame } from '../fixtures/embedded/wallet-frame.js';

const WAIT = { timeout: 30_000 };
const VISITOR = ANVIL_ACCOUNTS[0].address as Address;

let demo: RunningDemo;
let browser: Browser;
let page: Page;
let smtp: SmtpInbox;
let pageErrors: string[];
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ demo, browser, page, smtp, pageErrors, close } = await openEmailWalletDemo({
    cacheDir: 'e2e-swaps',
    demo: { swaps: true },
  }));
  await connectDemoWallet(page, VISITOR);
}, 300_000);
afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await close?.();
});

const chain = () => createPublicClient({ transport: http(demo.rpcUrls[0]) });
const token = () => demo.tokenAddress as Address;

/** The whole-unit number a quote or minimum cell shows (`≈ 987.158 DEMO` → 987.158). */
const shownAmount = (text: string | null) => Number(/([0-9.]+)/.exec(text ?? '')![1]);

async function openSwap(target: Page) {
  await openAccountView(target);
  await target.getByTestId('wk-account-swap').click(WAIT);
}

async function chooseToken(target: Page, which: 'sell' | 'buy', label: RegExp) {
  const select = target.getByTestId(`wk-swap-${which}-token`);
  await expect
    .poll(() => select.locator('option').allTextContents(), WAIT)
    .toContainEqual(expect.stringMatching(label));
  const value = await select.locator('option', { hasText: label }).first().getAttribute('value');
  await select.selectOption(value!);
}

/** Fills the form and waits for the quote read from the router. */
async function quoteSwap(target: Page, sell: RegExp, buy: RegExp, amount: string) {
  await target.getByTestId('wk-swap-amount').waitFor(WAIT);
  await chooseToken(target, 'sell', sell);
  await chooseToken(target, 'buy', buy);
  await target.getByTestId('wk-swap-amount').fill(amount);
  await expect.poll(() => target.getByTestId('wk-swap-quote').textContent(), WAIT).toMatch(/^≈ /);
  return {
    quote: shownAmount(await target.getByTestId('wk-swap-quote').textContent()),
    minimum: shownAmount(await target.getByTestId('wk-swap-minimum').textContent()),
  };
}

/** Waits for the swap's outcome; a failure fails the test with the view's own reason. */
async function finished(target: Page) {
  const outcome = target.locator('[data-testid=wk-swap-success], [data-testid=wk-swap-error]');
  try {
    await outcome.first().waitFor(WAIT);
  } catch (error) {
    await screenshot(target, 'swaps-stuck');
    throw error;
  }
  const errors = await target.getByTestId('wk-swap-error').allTextContents();
  expect(errors).toEqual([]);
}

describe('swaps in the browser', () => {
  test('the Demo Wallet swaps ETH for DEMO; both balances move as quoted within 1 %', async () => {
    await openSwap(page);
    const { quote, minimum } = await quoteSwap(page, /^ETH/, /^DEMO/, '1');
    // 1 ETH into 100 000 DEMO / 100 ETH: about 987 DEMO after the pool's 0.3 % fee.
    expect(quote).toBeGreaterThan(980);
    expect(quote).toBeLessThan(1000);
    expect(minimum).toBeCloseTo(quote * 0.99, 2);
    expect(await page.getByTestId('wk-swap-rate').textContent()).toMatch(/^1 ETH ≈ [0-9.]+ DEMO$/);
    await screenshot(page, 'swaps-01-quote');
    const demoBefore = await tokenBalanceOf(demo.rpcUrls[0], token(), VISITOR);
    const ethBefore = await chain().getBalance({ address: VISITOR });
    await page.getByTestId('wk-swap-submit').click();
    await finished(page);
    await screenshot(page, 'swaps-02-swapped');
    const received =
      Number((await tokenBalanceOf(demo.rpcUrls[0], token(), VISITOR)) - demoBefore) / 1e18;
    expect(received).toBeGreaterThanOrEqual(minimum);
    expect(Math.abs(received - quote) / quote).toBeLessThanOrEqual(0.01);
    const spent = ethBefore - (await chain().getBalance({ address: VISITOR }));
    // 1 ETH and the gas, which on anvil is far below 0.01 ETH.
    expect(spent).toBeGreaterThanOrEqual(parseEther('1'));
    expect(spent).toBeLessThan(parseEther('1.01'));
    // A completed swap clears the amount for the next one.
    expect(await page.getByTestId('wk-swap-amount').inputValue()).toBe('');
  });

  test('too large an amount says the balance is insufficient and asks the wallet nothing', async () => {
    await page.getByTestId('wk-swap-amount').fill('1000000000');
    await expect
      .poll(() => page.getByTestId('wk-swap-error').textContent(), WAIT)
      .toBe('Insufficient ETH balance');
    expect(await page.getByTestId('wk-swap-submit').isDisabled()).toBe(true);
    await page.getByTestId('wk-swap-amount').fill('');
  });

  test('selling the whole ETH balance says the network fee does not fit, naming it, and asks the wallet nothing', async () => {
    const whole = await chain().getBalance({ address: VISITOR });
    await page.getByTestId('wk-swap-amount').fill(formatEther(whole));
    await expect
      .poll(() => page.getByTestId('wk-swap-error').textContent(), WAIT)
      .toMatch(/^Not enough ETH to pay the network fee \(≈ [0-9.<]+ ETH\) on top of this amount$/);
    expect(await page.getByTestId('wk-swap-submit').isDisabled()).toBe(true);
    expect(await chain().getBalance({ address: VISITOR })).toBe(whole);
    await screenshot(page, 'swaps-whole-balance');
    await page.getByTestId('wk-swap-amount').fill('');
  });

  test('a swap the wallet declines keeps the form, says why and moves nothing', async () => {
    await quoteSwap(page, /^ETH/, /^DEMO/, '0.5');
    const demoBefore = await tokenBalanceOf(demo.rpcUrls[0], token(), VISITOR);
    const ethBefore = await chain().getBalance({ address: VISITOR });
    // The Demo Wallet's own switch sits behind the modal: flip it as the wallet would be set.
    await page.getByTestId('demo-wallet-reject-next').dispatchEvent('click');
    await page.getByTestId('wk-swap-submit').click();
    await expect
      .poll(() => page.getByTestId('wk-swap-error').textContent(), WAIT)
      .toBe('You declined the request in your wallet.');
    expect(await page.getByTestId('wk-swap-amount').inputValue()).toBe('0.5');
    expect(
      await page.getByTestId('wk-swap-sell-token').locator('option:checked').textContent(),
    ).toMatch(/^ETH/);
    expect(
      await page.getByTestId('wk-swap-buy-token').locator('option:checked').textContent(),
    ).toMatch(/^DEMO/);
    expect(await tokenBalanceOf(demo.rpcUrls[0], token(), VISITOR)).toBe(demoBefore);
    expect(await chain().getBalance({ address: VISITOR })).toBe(ethBefore);
    await screenshot(page, 'swaps-declined');
    await page.getByTestId('wk-swap-amount').fill('');
  });

  test('"Network not supported for Swaps" on a network without a router', async () => {
    await openAccountView(page);
    await page.getByTestId('wk-account-network').click(WAIT);
    await page.getByTestId('wk-network-eip155:31338').click(WAIT);
    await page.getByTestId('wk-account-address').waitFor(WAIT);
    await page.getByTestId('wk-account-swap').click(WAIT);
    await page.getByTestId('wk-swap-unsupported').waitFor(WAIT);
    expect(await page.getByTestId('wk-swap-unsupported').textContent()).toBe(
      'Network not supported for Swaps',
    );
    await screenshot(page, 'swaps-03-unsupported');
  });

  test('an email account sells DEMO: the approval, then the swap, each approved in the wallet frame', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const second = await context.newPage();
    try {
      await second.goto(demo.url);
      await logInWithEmailCode(second, smtp, 'swapper@example.com');
      const address = (await second.getByTestId('demo-address').textContent())!.trim() as Address;
      // The new account gets gas money and DEMO from the account holding the supply.
      await setAnvilBalance(demo.rpcUrls[0], address, parseEther('1'));
      const holder = createWalletClient({
        account: privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey),
        transport: http(demo.rpcUrls[0]),
      });
      await chain().waitForTransactionReceipt({
        hash: await holder.writeContract({
          address: token(),
          abi: erc20Abi,
          functionName: 'transfer',
          args: [address, parseUnits('500', 18)],
          chain: null,
        }),
      });
      await openSwap(second);
      const { quote } = await quoteSwap(second, /^DEMO/, /^ETH/, '100');
      const ethBefore = await chain().getBalance({ address });
      await second.getByTestId('wk-swap-submit').click();

      const panel = second.frameLocator('#w3m-iframe').locator('.wk-approval');
      await panel.getByTestId('frame-approve').waitFor(WAIT);
      const approval = await panel.innerText();
      expect(approval).toMatch(/Function\s+approve/);
      // Exactly the amount sold, never an unlimited allowance.
      expect(approval).toMatch(/amount \(uint256\)\s+100000000000000000000\b/);
      expect(approval).not.toMatch(/unlimited/i);
      await screenshot(second, 'swaps-04-embedded-approve');
      await pressInWalletFrame(second, 'frame-approve');

      await expect.poll(() => panel.innerText(), WAIT).toMatch(/swapExactTokensForETH/);
      const swapShown = await panel.innerText();
      expect(swapShown).toContain(address);
      await screenshot(second, 'swaps-05-embedded-swap');
      await pressInWalletFrame(second, 'frame-approve');

      await finished(second);
      await screenshot(second, 'swaps-06-embedded-swapped');
      expect(await tokenBalanceOf(demo.rpcUrls[0], token(), address)).toBe(parseUnits('400', 18));
      // The ETH received, less the gas of the two transactions, is within 1 % of the quote.
      const gained = Number((await chain().getBalance({ address })) - ethBefore) / 1e18;
      expect(Math.abs(gained - quote) / quote).toBeLessThanOrEqual(0.01);
    } finally {
      await context.close();
    }
  });
});
