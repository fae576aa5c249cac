/**
 * The account index in Debian chromium: the demo started as `npm run demo` starts it, with its
 * account index and the kit's `endpoints.blockchainApiUrl` pointing there. Another account sends
 * the visitor ETH and a token no config lists; the visitor's Activity tab shows both as
 * received, and the token list shows the token; the same on the local Solana chain with SOL and
 * an SPL token. Screenshots land in test-results/e2e/.
 */
import type { Page } from 'playwright-core';
import { createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { screenshot } from '@wallet-kit/local-stack/browser';
import { deployDemoToken } from '@wallet-kit/local-stack/erc20/deploy';
import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';
import { confirmByPolling, sendAndConfirm } from '@wallet-kit/local-stack/solana/confirm';
import { createMint, mintTo } from '@wallet-kit/local-stack/solana/spl';
import { join } from 'node:path';
import { REPO_ROOT } from '../../scripts/demo/example-app.js';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { connectDemoWallet, openAccountView, openDemoInChromium } from '../fixtures/demo-app.js';

const VISITOR = ANVIL_ACCOUNTS[0].address as Address;
const SENDER = ANVIL_ACCOUNTS[1].address as Address;
const WAIT = { timeout: 30_000 };
const SOLANA_CONFIG = join(REPO_ROOT, 'test', 'e2e', 'solana', 'walletkit.solana.config.ts');
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const DEMO_SOLANA_WALLET = 'wk-wallet-wallet-standard:Demo Solana Wallet';

let demo: RunningDemo;
let page: Page;
let offLoopback: string[];
let pageErrors: string[];
let close: (() => Promise<void>) | undefined;

/** One demo per describe, started as `npm run demo` starts it (with the account index). */
function demoWithIndex(cacheDir: string, options: { configFile?: string; solana?: boolean } = {}) {
  beforeAll(async () => {
    ({ demo, page, offLoopback, pageErrors, close } = await openDemoInChromium({
      cacheDir,
      demo: { accountIndex: true, ...options },
    }));
  });
  afterAll(async () => {
    expect(offLoopback).toEqual([]);
    expect(pageErrors).toEqual([]);
    await close?.();
  });
}

/** Waits until the demo's account index lists a transfer of `symbol` in the account's history. */
async function indexed(account: string, chainId: string, symbol: string): Promise<void> {
  const url = `${demo.url}api/index/v1/account/${account}/history?chainId=${chainId}&projectId=demo`;
  await expect
    .poll(async () => JSON.stringify(await (await fetch(url)).json()), { timeout: 60_000 })
    .toContain(`"symbol":"${symbol}"`);
}

/** Shows the Account view's Activity tab and reads its amounts, newest first. */
async function activityAmounts(): Promise<string[]> {
  await openAccountView(page);
  await page.getByTestId('wk-account-tab-activity').click();
  await page.getByTestId('wk-activity-list').waitFor(WAIT);
  return page.getByTestId('wk-activity-amount').allTextContents();
}

describe('eip155: history and holdings from the account index', () => {
  demoWithIndex('e2e-account-index');

  test('ETH and an unlisted token sent by another account show as received in Activity and in the token list', async () => {
    const rpcUrl = demo.rpcUrls[0];
    const sender = createWalletClient({ account: SENDER, transport: http(rpcUrl) });
    await sender.sendTransaction({ to: VISITOR, value: parseEther('2.5'), chain: null });
    const gift = await deployDemoToken({
      rpcUrl,
      chainId: 31337,
      from: SENDER,
      name: 'Gift Token',
      symbol: 'GIFT',
    });
    await sender.writeContract({
      address: gift,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [VISITOR, parseUnits('7', 18)],
      chain: null,
    });

    // The visitor opens the wallet once the index has read the transfers (it reads the chain
    // every second; a request waits at most 3 s for it, which a loaded machine can outlast).
    await indexed(VISITOR, 'eip155:31337', 'GIFT');
    await connectDemoWallet(page, VISITOR);
    const amounts = await activityAmounts();
    expect(amounts.slice(0, 2)).toEqual(['+7 GIFT', '+2.5 ETH']);
    const newest = page.getByTestId('wk-activity-item').first();
    expect(await newest.innerText()).toContain('Receive');
    expect(await newest.innerText()).toContain('From 0x70…dc79C8');
    await screenshot(page, 'account-index-01-activity');

    await page.getByTestId('wk-account-tab-tokens').click();
    await page.getByTestId('wk-token-GIFT').waitFor(WAIT);
    expect(
      await page.getByTestId('wk-token-GIFT').getByTestId('wk-token-quantity').innerText(),
    ).toBe('7');
    await screenshot(page, 'account-index-02-tokens');
  });
});

describe('Solana: history and holdings from the account index', () => {
  demoWithIndex('e2e-account-index-solana', { configFile: SOLANA_CONFIG, solana: true });

  test('SOL and an unlisted SPL token sent by another account show as received in Activity and in the token list', async () => {
    const connection = new Connection(demo.solana!.rpcUrl, 'confirmed');
    const visitor = new PublicKey(demo.solana!.address);
    const other = Keypair.generate();
    await confirmByPolling(
      connection,
      await connection.requestAirdrop(other.publicKey, 5 * LAMPORTS_PER_SOL),
    );
    await sendAndConfirm(
      connection,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: other.publicKey,
          toPubkey: visitor,
          lamports: 1.25 * LAMPORTS_PER_SOL,
        }),
      ),
      [other],
    );
    const gift = await createMint(connection, other, { decimals: 6 });
    await mintTo(connection, other, {
      mint: gift,
      owner: other.publicKey,
      amount: 9_000_000n,
      decimals: 6,
    });
    // The sender creates the visitor's token account for the new token, as wallets do.
    await mintTo(connection, other, { mint: gift, owner: visitor, amount: 0n, decimals: 6 });
    // Sent at once after the SOL: within one second (block times are whole seconds) the index
    // orders by slot and by index in the block, so the token still reads as the newer.
    await sendAndConfirm(
      connection,
      new Transaction().add(
        createTransferCheckedInstruction(
          getAssociatedTokenAddressSync(gift, other.publicKey),
          gift,
          getAssociatedTokenAddressSync(gift, visitor),
          other.publicKey,
          2_500_000n,
          6,
        ),
      ),
      [other],
    );

    const giftSymbol = `${gift.toBase58().slice(0, 4)}…`;
    await indexed(visitor.toBase58(), SOLANA_DEVNET, giftSymbol);
    await page.getByTestId('wk-connect-button').click(WAIT);
    await page.getByTestId(DEMO_SOLANA_WALLET).click(WAIT);
    await page.getByTestId('demo-address').filter({ hasText: visitor.toBase58() }).waitFor(WAIT);
    const amounts = await activityAmounts();
    expect(amounts.slice(0, 2)).toEqual([`+2.5 ${giftSymbol}`, '+1.25 SOL']);
    await screenshot(page, 'account-index-03-solana-activity');

    await page.getByTestId('wk-account-tab-tokens').click();
    const token = page.getByTestId(`wk-token-${giftSymbol}`);
    await token.waitFor(WAIT);
    expect(await token.getByTestId('wk-token-quantity').innerText()).toBe('2.5');
    await screenshot(page, 'account-index-04-solana-tokens');
  });
});
