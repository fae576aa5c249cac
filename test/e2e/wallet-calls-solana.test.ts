/**
 * The demo's "Sign and send" panel with the Demo Solana Wallet, in Debian chromium, on the
 * demo's litesvm chain: a message and a transaction signature verified with ed25519, two
 * transactions signed in one request, and a sign-and-send that lands.
 */
import { createPublicKey, verify } from 'node:crypto';
import { join } from 'node:path';
import { Connection, PublicKey, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../scripts/demo/example-app.js';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { openDemoInChromium, type DemoInChromium } from '../fixtures/demo-app.js';

const CONFIG = join(REPO_ROOT, 'test', 'e2e', 'solana', 'walletkit.solana.config.ts');
const DEMO_SOLANA_WALLET = 'wk-wallet-wallet-standard:Demo Solana Wallet';
const WAIT = { timeout: 30_000 };

let opened: DemoInChromium;
let demo: RunningDemo;
let page: Page;

beforeAll(async () => {
  opened = await openDemoInChromium({
    cacheDir: 'e2e-wallet-calls-solana',
    demo: { configFile: CONFIG, solana: true },
  });
  ({ demo, page } = opened);
  await page.getByTestId('wk-connect-button').click(WAIT);
  await page.getByTestId(DEMO_SOLANA_WALLET).click(WAIT);
  await page.getByTestId('demo-address').filter({ hasText: demo.solana!.address }).waitFor(WAIT);
  await page.keyboard.press('Escape');
});
afterAll(async () => {
  expect(opened.offLoopback).toEqual([]);
  expect(opened.pageErrors).toEqual([]);
  await opened?.close();
});

const solana = () => new Connection(demo.solana!.rpcUrl, 'confirmed');

function ed25519Verifies(address: string, message: Uint8Array, signature: Uint8Array) {
  const spki = Buffer.concat([
    Buffer.from('302a300506032b6570032100', 'hex'),
    new PublicKey(address).toBytes(),
  ]);
  return verify(
    null,
    message,
    createPublicKey({ key: spki, format: 'der', type: 'spki' }),
    signature,
  );
}

async function run(name: string): Promise<string> {
  await page.getByTestId(`demo-call-${name}`).click(WAIT);
  return (await page.getByTestId(`demo-result-${name}`).innerText(WAIT)).trim();
}

async function landed(signature: string) {
  await expect
    .poll(async () => (await solana().getSignatureStatuses([signature])).value[0], WAIT)
    .toMatchObject({ err: null, confirmationStatus: expect.stringMatching(/confirmed|finalized/) });
}

describe('the panel with the Demo Solana Wallet', () => {
  test('the signed message verifies with ed25519 for the account', async () => {
    const signature = bs58.decode(await run('solana-sign-message'));
    const message = new TextEncoder().encode('Hello from the wallet-kit demo');
    expect(ed25519Verifies(demo.solana!.address, message, signature)).toBe(true);
  });

  test('the signed transaction carries a valid signature and lands when sent', async () => {
    const signed = Buffer.from(await run('sign-transaction'), 'base64');
    const transaction = VersionedTransaction.deserialize(signed);
    expect(
      ed25519Verifies(
        demo.solana!.address,
        transaction.message.serialize(),
        transaction.signatures[0]!,
      ),
    ).toBe(true);
    await landed(await solana().sendRawTransaction(signed));
  });

  test('signing two transactions at once returns both signed', async () => {
    expect(await run('sign-all-transactions')).toBe('2 signed transactions');
  });

  test('sign and send lands the transaction', async () => {
    await landed(await run('sign-and-send'));
  });
});
