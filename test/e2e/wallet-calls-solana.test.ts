/**
 * The demo's "Sign and send" panel on the demo's litesvm chain, in Debian chromium, with the
 * Demo Solana Wallet and with a WalletConnect wallet peer on the local relay (holding the same
 * funded key): a message and a transaction signature verified with ed25519, two transactions
 * signed in one request, and a sign-and-send that lands.
 */
import { createPublicKey, verify } from 'node:crypto';
import { join } from 'node:path';
import { createPrivateKey, sign } from 'node:crypto';
import { Connection, Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../scripts/demo/example-app.js';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { recordOffLoopbackRequests, recordPageErrors } from '@wallet-kit/local-stack/browser';
import { startWallet, type TestWallet } from '@wallet-kit/local-stack/relay';
import { openDemoInChromium, type DemoInChromium } from '../fixtures/demo-app.js';
import { decodeQrCode } from '../fixtures/qr.js';

const CONFIG = join(REPO_ROOT, 'test', 'e2e', 'solana', 'walletkit.solana.config.ts');
const DEMO_SOLANA_WALLET = 'wk-wallet-wallet-standard:Demo Solana Wallet';
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
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

async function run(name: string, on: Page = page): Promise<string> {
  await on.getByTestId(`demo-call-${name}`).click(WAIT);
  return (await on.getByTestId(`demo-result-${name}`).innerText(WAIT)).trim();
}

async function landed(signature: string) {
  await expect
    .poll(async () => (await solana().getSignatureStatuses([signature])).value[0], WAIT)
    .toMatchObject({ err: null, confirmationStatus: expect.stringMatching(/confirmed|finalized/) });
}

/** The panel's signed transaction (base64) carries the account's signature and lands when sent. */
async function signedByTheAccountAndLands(base64: string) {
  const signed = Buffer.from(base64, 'base64');
  const transaction = VersionedTransaction.deserialize(signed);
  expect(
    ed25519Verifies(
      demo.solana!.address,
      transaction.message.serialize(),
      transaction.signatures[0]!,
    ),
  ).toBe(true);
  await landed(await solana().sendRawTransaction(signed));
}

describe('the panel with the Demo Solana Wallet', () => {
  test('the signed message verifies with ed25519 for the account', async () => {
    const signature = bs58.decode(await run('solana-sign-message'));
    const message = new TextEncoder().encode('Hello from the wallet-kit demo');
    expect(ed25519Verifies(demo.solana!.address, message, signature)).toBe(true);
  });

  test('the signed transaction carries a valid signature and lands when sent', async () => {
    await signedByTheAccountAndLands(await run('sign-transaction'));
  });

  test('signing two transactions at once returns both signed', async () => {
    expect(await run('sign-all-transactions')).toBe('2 signed transactions');
  });

  test('sign and send lands the transaction', async () => {
    await landed(await run('sign-and-send'));
  });
});

describe('the panel with a WalletConnect wallet on Solana', () => {
  let context: BrowserContext;
  let wcPage: Page;
  let wallet: TestWallet;
  let offLoopback: string[];
  let pageErrors: string[];
  let key: Keypair;

  /** The wallet peer signs with the funded demo key, as a wallet app holding it would. */
  function signBytes(bytes: Uint8Array): Uint8Array {
    const pkcs8 = Buffer.concat([
      Buffer.from('302e020100300506032b657004220420', 'hex'),
      key.secretKey.subarray(0, 32),
    ]);
    return sign(null, bytes, createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }));
  }
  function signTransaction(base64: string): VersionedTransaction {
    const transaction = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
    transaction.sign([key]);
    return transaction;
  }
  const base64 = (transaction: VersionedTransaction) =>
    Buffer.from(transaction.serialize()).toString('base64');

  beforeAll(async () => {
    key = Keypair.fromSecretKey(Uint8Array.from(demo.solana!.testSecretKey));
    wallet = await startWallet({ relayUrl: demo.relayUrl });
    wallet.handle('solana_signMessage', async (params) => {
      const { message } = params as { message: string };
      return { signature: bs58.encode(signBytes(bs58.decode(message))) };
    });
    wallet.handle('solana_signTransaction', async (params) => ({
      transaction: base64(signTransaction((params as { transaction: string }).transaction)),
    }));
    wallet.handle('solana_signAllTransactions', async (params) => ({
      transactions: (params as { transactions: string[] }).transactions.map((one) =>
        base64(signTransaction(one)),
      ),
    }));
    wallet.handle('solana_signAndSendTransaction', async (params) => {
      const signed = signTransaction((params as { transaction: string }).transaction);
      return { signature: await solana().sendRawTransaction(signed.serialize()) };
    });
    context = await opened.browser.newContext({ viewport: { width: 1280, height: 900 } });
    wcPage = await context.newPage();
    offLoopback = recordOffLoopbackRequests(wcPage);
    pageErrors = recordPageErrors(wcPage);
    await wcPage.goto(demo.url);
    await wcPage.getByTestId('wk-connect-button').click(WAIT);
    await wcPage.getByTestId('wk-wallet-walletConnect').click(WAIT);
    await wcPage.getByTestId('wk-wc-qr').waitFor(WAIT);
    await wcPage.waitForTimeout(400);
    await wallet.pair(
      await decodeQrCode(wcPage.getByTestId('wk-wc-qr'), 'wallet-calls-solana-undecodable-qr'),
    );
    await wallet.approve(await wallet.nextProposal(15_000), {
      eip155: [ANVIL_ACCOUNTS[1].address],
      solana: [key.publicKey.toBase58()],
    });
    await wcPage.getByTestId('demo-address').waitFor(WAIT);
    await wcPage.keyboard.press('Escape');
    await wcPage.getByTestId(`demo-switch-${SOLANA_DEVNET}`).click(WAIT);
    await wcPage
      .getByTestId('demo-address')
      .filter({ hasText: demo.solana!.address })
      .waitFor(WAIT);
  });
  afterAll(async () => {
    expect(offLoopback).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context?.close();
    await wallet?.close();
  });

  test('the message the wallet peer signs verifies with ed25519 for the account', async () => {
    const signature = bs58.decode(await run('solana-sign-message', wcPage));
    const message = new TextEncoder().encode('Hello from the wallet-kit demo');
    expect(ed25519Verifies(demo.solana!.address, message, signature)).toBe(true);
  });

  test('the transaction the wallet peer signs carries a valid signature and lands when sent', async () => {
    await signedByTheAccountAndLands(await run('sign-transaction', wcPage));
  });

  test('the wallet peer signs two transactions in one request', async () => {
    expect(await run('sign-all-transactions', wcPage)).toBe('2 signed transactions');
  });

  test('sign and send through the wallet peer lands the transaction', async () => {
    await landed(await run('sign-and-send', wcPage));
  });
});
