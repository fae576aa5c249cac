/**
 * A generated kit with a Solana network, in Debian chromium: the page's Demo Solana
 * Wallet (Wallet Standard, the demo's funded test keypair) connects from the modal, the SOL
 * balance is the one the local litesvm RPC holds, and SOL and the demo SPL token go to another
 * address through the kit's Send view, with both sides' balances read back from the chain; sends
 * Solana's rent rules forbid are refused in the form. Nothing leaves 127.0.0.1. Screenshots land
 * in test-results/e2e/solana-*.png.
 */
import { join } from 'node:path';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../scripts/demo/example-app.js';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { screenshot } from '@wallet-kit/local-stack/browser';
import { openDemoInChromium } from '../fixtures/demo-app.js';

const CONFIG = join(REPO_ROOT, 'test', 'e2e', 'solana', 'walletkit.solana.config.ts');
const DEMO_SOLANA_WALLET = 'wk-wallet-wallet-standard:Demo Solana Wallet';
const RECEIVER = Keypair.generate().publicKey;
const WAIT = { timeout: 30_000 };

let demo: RunningDemo;
let page: Page;
let offLoopback: string[];
let pageErrors: string[];
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ demo, page, offLoopback, pageErrors, close } = await openDemoInChromium({
    cacheDir: 'e2e-solana',
    demo: { configFile: CONFIG, solana: true },
  }));
});
afterAll(async () => {
  await close?.();
});

const solana = () => new Connection(demo.solana!.rpcUrl, 'confirmed');
const mint = () => new PublicKey(demo.solana!.mint);

/** Lamports as the kit shows SOL: truncated (never rounded) to 3 decimals. */
function solShown(lamports: number): string {
  const whole = Math.floor(lamports / LAMPORTS_PER_SOL);
  const milli = Math.floor((lamports % LAMPORTS_PER_SOL) / 1_000_000);
  return `${whole}.${String(milli).padStart(3, '0')}`.replace(/\.?0+$/, '');
}

/** The owner's balance of the demo SPL token in base units, 0 when it has no account. */
async function splBalance(owner: PublicKey): Promise<bigint> {
  const { value } = await solana().getParsedTokenAccountsByOwner(owner, { mint: mint() });
  return value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  );
}

async function openAccount() {
  if (await page.getByTestId('wk-account-address').isVisible()) return;
  if (await page.getByTestId('wk-modal').isVisible())
    await page.getByTestId('wk-modal-back').click();
  else await page.getByTestId('wk-connect-button').click();
  await page.getByTestId('wk-account-address').waitFor(WAIT);
}

/** Lamports as exact SOL, all the decimals it needs: what the kit writes in its messages. */
function solExact(lamports: number): string {
  const whole = Math.floor(lamports / LAMPORTS_PER_SOL);
  const fraction = String(lamports % LAMPORTS_PER_SOL)
    .padStart(9, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

async function fillSend(tokenLabel: RegExp, amount: string, receiver: string) {
  const option = page.getByTestId('wk-send-token').locator('option', { hasText: tokenLabel });
  await page.getByTestId('wk-send-token').selectOption((await option.getAttribute('value'))!);
  await page.getByTestId('wk-send-amount').fill(amount);
  await page.getByTestId('wk-send-receiver').fill(receiver);
}

describe('a kit with a Solana network in the browser', () => {
  test('the Demo Solana Wallet connects from the modal and the SOL balance is the chain value', async () => {
    const address = demo.solana!.address;
    await page.getByTestId('wk-connect-button').click(WAIT);
    await page.getByTestId(DEMO_SOLANA_WALLET).waitFor(WAIT);
    await screenshot(page, 'solana-01-connect');
    await page.getByTestId(DEMO_SOLANA_WALLET).click();
    await page.getByTestId('demo-address').filter({ hasText: address }).waitFor(WAIT);
    await openAccount();
    const lamports = await solana().getBalance(new PublicKey(address));
    // Funded with 10 SOL, less the rent and fees of the mint set-up: not a round number.
    expect(lamports).toBeLessThan(10 * LAMPORTS_PER_SOL);
    await expect
      .poll(() => page.getByTestId('wk-account-balance').textContent(), WAIT)
      .toBe(`${solShown(lamports)} SOL`);
    await screenshot(page, 'solana-02-connected');
  });

  test('sends SOL to another address; both balances change as read from the chain', async () => {
    const sender = new PublicKey(demo.solana!.address);
    const senderBefore = await solana().getBalance(sender);
    await openAccount();
    await page.getByTestId('wk-account-send').click();
    await expect
      .poll(() => page.getByTestId('wk-send-token').locator('option').allTextContents(), WAIT)
      .toEqual([
        'Select a token',
        expect.stringMatching(/^SOL/),
        expect.stringMatching(/^DEMOSPL/),
      ]);
    await fillSend(/^SOL/, '1.5', RECEIVER.toBase58());
    await page.getByTestId('wk-send-review-button').click();
    await page.getByTestId('wk-send-review').waitFor(WAIT);
    // Review pressed before the debounced estimate: the review estimates at once and says so,
    // rather than claiming the wallet will show the fee; then the fee itself appears.
    expect(await page.getByTestId('wk-send-review-fee').textContent()).not.toBe(
      'Shown by your wallet',
    );
    await expect
      .poll(() => page.getByTestId('wk-send-review-fee').textContent(), WAIT)
      .toMatch(/^≈ 0\.000005 SOL$/);
    await screenshot(page, 'solana-03-sol-review');
    await page.getByTestId('wk-send-confirm').click();
    await page.getByTestId('wk-send-success').waitFor(WAIT);
    await screenshot(page, 'solana-04-sol-sent');
    expect(await solana().getBalance(RECEIVER)).toBe(1.5 * LAMPORTS_PER_SOL);
    const senderAfter = await solana().getBalance(sender);
    // 1.5 SOL plus one signature's fee (5000 lamports).
    expect(senderBefore - senderAfter).toBe(1.5 * LAMPORTS_PER_SOL + 5000);
    await expect
      .poll(
        () =>
          page.getByTestId('wk-send-token').locator('option', { hasText: /^SOL/ }).textContent(),
        WAIT,
      )
      .toContain(solShown(senderAfter));
    expect(await page.getByTestId('wk-send-amount').inputValue()).toBe('');
  });

  test('sends the SPL token; the token balances change on both sides as read from the chain', async () => {
    const sender = new PublicKey(demo.solana!.address);
    expect(await splBalance(RECEIVER)).toBe(0n);
    const senderBefore = await splBalance(sender);
    await fillSend(/^DEMOSPL/, '25', RECEIVER.toBase58());
    await page.getByTestId('wk-send-review-button').click();
    await page.getByTestId('wk-send-confirm').click(WAIT);
    await page.getByTestId('wk-send-success').waitFor(WAIT);
    expect(await splBalance(RECEIVER)).toBe(25_000_000n);
    expect(senderBefore - (await splBalance(sender))).toBe(25_000_000n);
    // The kit's refreshed balance: 1000 minted, 25 sent.
    await expect
      .poll(
        () =>
          page
            .getByTestId('wk-send-token')
            .locator('option', { hasText: /^DEMOSPL/ })
            .textContent(),
        WAIT,
      )
      .toContain('975');
    await screenshot(page, 'solana-05-spl-sent');
    await page.getByTestId('wk-modal-back').click();
    await page.getByTestId('wk-token-DEMOSPL').waitFor(WAIT);
    expect(
      await page.getByTestId('wk-token-DEMOSPL').getByTestId('wk-token-quantity').textContent(),
    ).toBe('975');
    await screenshot(page, 'solana-06-tokens');
  });

  test('SOL sends the node would refuse for rent are refused in the form, saying what passes, before the wallet is asked', async () => {
    const sender = new PublicKey(demo.solana!.address);
    const before = await solana().getBalance(sender);
    const minimum = await solana().getMinimumBalanceForRentExemption(0);
    const fresh = Keypair.generate().publicKey;
    /** Review once the fee estimate is in (the checks need it), and read what the form says. */
    const review = async () => {
      await expect
        .poll(() => page.getByTestId('wk-send-fee').textContent(), WAIT)
        .toMatch(/^Network fee ≈ /);
      await page.getByTestId('wk-send-review-button').click();
      await page.getByTestId('wk-send-error').waitFor(WAIT);
      return page.getByTestId('wk-send-error').textContent();
    };

    await openAccount();
    await page.getByTestId('wk-account-send').click();
    // Less than the minimum to an address that holds nothing.
    await fillSend(/^SOL/, solExact(minimum - 1), fresh.toBase58());
    expect(await review()).toBe(
      `This address holds nothing yet, and a new account must receive at least ${solExact(minimum)} SOL.`,
    );
    await screenshot(page, 'solana-07-new-account-refused');

    // All but 1000 lamports (and the fee) to an account that holds SOL.
    await fillSend(/^SOL/, solExact(before - 5000 - 1000), RECEIVER.toBase58());
    expect(await review()).toBe(
      `This would leave less than ${solExact(minimum)} SOL, which the network does not allow. ` +
        `Send at most ${solExact(before - 5000 - minimum)} SOL, or use Max to send everything.`,
    );
    await screenshot(page, 'solana-08-remainder-refused');

    // Max fills everything but the fee, which passes to the review.
    await page.getByTestId('wk-send-max').click();
    await expect
      .poll(() => page.getByTestId('wk-send-amount').inputValue(), WAIT)
      .toBe(solExact(before - 5000));
    await page.getByTestId('wk-send-review-button').click();
    await page.getByTestId('wk-send-review').waitFor(WAIT);
    await page.getByTestId('wk-send-back').click();

    expect(await solana().getBalance(sender)).toBe(before);
    expect(await solana().getBalance(fresh)).toBe(0);
  });

  test('the page requested nothing but 127.0.0.1 and threw no errors', () => {
    expect(offLoopback).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
