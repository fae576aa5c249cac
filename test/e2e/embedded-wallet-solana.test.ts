/**
 * Email login on a Solana network, in chromium: the demo with its local Solana chain, the real
 * wallet service (PGlite), its frame on another origin and the demo's SMTP inbox. The visitor
 * logs in by email, moves to Solana and gets the wallet's own Solana address; the SOL balance is
 * read from the chain; a SOL send opens ApproveTransaction, the approval inside the wallet's
 * frame signs and sends it, and it lands on the chain. Screenshots land in test-results/e2e/.
 */
import { join } from 'node:path';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { confirmByPolling } from '@wallet-kit/local-stack/solana/confirm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SmtpInbox } from '@wallet-kit/local-stack';
import { screenshot } from '@wallet-kit/local-stack/browser';
import { REPO_ROOT } from '../../scripts/demo/example-app.js';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { openAccountView } from '../fixtures/demo-app.js';
import { logInWithEmailCode, openEmailWalletDemo } from '../fixtures/embedded/email-wallet-demo.js';
import { pressInWalletFrame } from '../fixtures/embedded/wallet-frame.js';

const CONFIG = join(REPO_ROOT, 'test', 'e2e', 'solana', 'walletkit.solana.config.ts');
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const EMAIL = 'sol@example.com';
const RECEIVER = Keypair.generate().publicKey;
const WAIT = { timeout: 30_000 };

let demo: RunningDemo;
let page: Page;
let smtp: SmtpInbox;
let close: (() => Promise<void>) | undefined;
let address: string;

beforeAll(async () => {
  ({ demo, page, smtp, close } = await openEmailWalletDemo({
    cacheDir: 'e2e-embedded-solana',
    demo: { configFile: CONFIG, solana: true },
  }));
});
afterAll(() => close?.());

const solana = () => new Connection(demo.solana!.rpcUrl, 'confirmed');

/** Airdrops SOL to `to` on the local chain (its RPC answers requestAirdrop). */
async function fund(to: PublicKey, sol: number) {
  const signature = await solana().requestAirdrop(to, sol * LAMPORTS_PER_SOL);
  await confirmByPolling(solana(), signature);
}

describe('email login on a Solana network', () => {
  test('the visitor logs in by email and, on Solana, gets the wallet’s own Solana address', async () => {
    await logInWithEmailCode(page, smtp, EMAIL);
    await page.getByTestId(`demo-switch-${SOLANA_DEVNET}`).click();
    await expect
      .poll(async () => (await page.getByTestId('demo-address').textContent())?.trim(), WAIT)
      .toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    address = (await page.getByTestId('demo-address').textContent())!.trim();
    expect(address).not.toBe(demo.solana!.address);
    expect(PublicKey.isOnCurve(new PublicKey(address).toBytes())).toBe(true);
  });

  test('the SOL balance of that address is read from the chain', async () => {
    await fund(new PublicKey(address), 2);
    await page.reload();
    await page.getByTestId('demo-address').filter({ hasText: address }).waitFor(WAIT);
    await openAccountView(page);
    await expect
      .poll(() => page.getByTestId('wk-account-balance').textContent(), WAIT)
      .toMatch(/^[0-9.]+ SOL$/);
    // The token list reads the chain; the header balance may still be the 30 s cached read.
    await expect.poll(() => page.getByTestId('wk-token-SOL').textContent(), WAIT).toContain('2');
    expect(await page.getByTestId('wk-account-email').textContent()).toBe(EMAIL);
    await screenshot(page, 'embedded-solana-01-account');
  });

  test('a SOL send is approved inside the wallet frame and lands on the chain', async () => {
    await openAccountView(page);
    await page.getByTestId('wk-account-send').click();
    const option = page.getByTestId('wk-send-token').locator('option', { hasText: /^SOL/ });
    await option.waitFor({ state: 'attached', ...WAIT });
    await page.getByTestId('wk-send-token').selectOption((await option.getAttribute('value'))!);
    await page.getByTestId('wk-send-amount').fill('0.5');
    await page.getByTestId('wk-send-receiver').fill(RECEIVER.toBase58());
    await page.getByTestId('wk-send-review-button').click();
    await page.getByTestId('wk-send-confirm').click(WAIT);
    const frame = page.frameLocator('#w3m-iframe');
    await frame.getByTestId('frame-approve').waitFor(WAIT);
    await screenshot(page, 'embedded-solana-02-approve');
    await pressInWalletFrame(page, 'frame-approve');
    await page.getByTestId('wk-send-success').waitFor(WAIT);
    expect(await solana().getBalance(RECEIVER)).toBe(0.5 * LAMPORTS_PER_SOL);
    await screenshot(page, 'embedded-solana-03-sent');
  });
});
