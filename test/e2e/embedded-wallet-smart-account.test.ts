/**
 * Smart accounts of the email wallet end to end in chromium: the demo page with an ERC-4337
 * bundler (Alto) on its first anvil chain, the wallet service offering smart accounts there,
 * and its frame. A visitor logged in by email switches to the smart account in the Account
 * view (the address changes), sends ETH through the bundler (the first operation deploys the
 * account), sends the demo's two-call batch as one user operation, and switches back to the
 * EOA. Screenshots land in test-results/e2e/.
 */
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseAbiItem,
  parseEther,
  type Address,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { aaContractAddresses, ACCOUNT_FACTORY_ABI } from '@wallet-kit/local-stack/aa-contracts';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import type { SmtpInbox } from '@wallet-kit/local-stack';
import { screenshot } from '@wallet-kit/local-stack/browser';
import { openAccountView, setAnvilBalance } from '../fixtures/demo-app.js';
import { logInWithEmailCode, openEmailWalletDemo } from '../fixtures/embedded/email-wallet-demo.js';
import { pressInWalletFrame } from '../fixtures/embedded/wallet-frame.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONFIG = join(REPO_ROOT, 'test', 'e2e', 'smart-account', 'walletkit.smart-account.config.ts');
const ENTRY_POINT = '0x0000000071727De22E5E9d8BAf0edAc6f37da032';
const EMAIL = 'grace@example.com';
const RECEIVER = ANVIL_ACCOUNTS[1].address;
const WAIT = { timeout: 30_000 };
const userOperationEvent = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
);

let demo: RunningDemo;
let page: Page;
let smtp: SmtpInbox;
let close: (() => Promise<void>) | undefined;
let eoa: Address;
let smartAccount: Address;

beforeAll(async () => {
  ({ demo, page, smtp, close } = await openEmailWalletDemo({
    cacheDir: 'e2e-embedded-smart-account',
    demo: { configFile: CONFIG, smartAccounts: true },
  }));
});
afterAll(() => close?.());

const chain = () => createPublicClient({ transport: http(demo.rpcUrls[0]) });
const shownAddress = async () =>
  (await page.getByTestId('demo-address').textContent())!.trim() as Address;

async function closeModal() {
  if (await page.getByTestId('wk-modal').isVisible()) {
    await page.getByTestId('wk-modal-close').click();
    await page.getByTestId('wk-modal').waitFor({ state: 'hidden', ...WAIT });
  }
}

async function switchAccountType(expectedLabel: string) {
  await openAccountView(page);
  const control = page.getByTestId('wk-account-type-switch');
  await expect.poll(() => control.textContent(), WAIT).toBe(expectedLabel);
  const before = await shownAddress();
  await control.click();
  await expect.poll(shownAddress, WAIT).not.toBe(before);
}

async function userOperationsOf(sender: Address) {
  return chain().getLogs({
    address: ENTRY_POINT,
    event: userOperationEvent,
    args: { sender },
    fromBlock: 0n,
  });
}

describe('smart account of the email wallet in the browser', () => {
  test('the Account view switches an email account to its smart account: the address changes', async () => {
    await logInWithEmailCode(page, smtp, EMAIL);
    eoa = await shownAddress();
    // The account the factory would deploy for this owner; funded before the kit first reads it.
    const counterfactual = await chain().readContract({
      address: aaContractAddresses().accountFactory,
      abi: ACCOUNT_FACTORY_ABI,
      functionName: 'getAddress',
      args: [eoa, 0n],
    });
    await setAnvilBalance(demo.rpcUrls[0], counterfactual, parseEther('10'));
    await switchAccountType('Switch to smart account');
    smartAccount = await shownAddress();
    expect(smartAccount).toBe(counterfactual);
    expect(smartAccount).not.toBe(eoa);
    // Counterfactual: nothing is deployed before the first user operation.
    expect(await chain().getCode({ address: smartAccount })).toBeUndefined();
    await openAccountView(page);
    await expect
      .poll(() => page.getByTestId('wk-account-type-switch').textContent(), WAIT)
      .toBe('Switch to EOA');
    await screenshot(page, 'smart-account-01-account');
  });

  test('a send from the smart account is one user operation that deploys the account', async () => {
    const before = await chain().getBalance({ address: RECEIVER });
    // A reload reconnects to the stored account type: still the smart account.
    await page.reload();
    await page.getByTestId('demo-address').filter({ hasText: smartAccount }).waitFor(WAIT);
    await openAccountView(page);
    await expect
      .poll(() => page.getByTestId('wk-account-balance').textContent(), WAIT)
      .toMatch(/^10(\.0+)? ETH$/);
    await page.getByTestId('wk-account-send').click();
    await page.getByTestId('wk-send-token').waitFor(WAIT);
    await expect
      .poll(() => page.getByTestId('wk-send-token').locator('option').allTextContents(), WAIT)
      .toContainEqual(expect.stringMatching(/^ETH/));
    const option = page.getByTestId('wk-send-token').locator('option', { hasText: /^ETH/ });
    await page.getByTestId('wk-send-token').selectOption((await option.getAttribute('value'))!);
    await page.getByTestId('wk-send-amount').fill('1.5');
    await page.getByTestId('wk-send-receiver').fill(RECEIVER);
    await page.getByTestId('wk-send-review-button').click();
    await page.getByTestId('wk-send-confirm').click(WAIT);
    await pressInWalletFrame(page, 'frame-approve');
    await page.getByTestId('wk-send-success').waitFor(WAIT);
    expect((await chain().getBalance({ address: RECEIVER })) - before).toBe(parseEther('1.5'));
    expect(await chain().getCode({ address: smartAccount })).toMatch(/^0x[0-9a-f]+$/);
    expect(await userOperationsOf(smartAccount)).toHaveLength(1);
    await screenshot(page, 'smart-account-02-sent');
  });

  test("the demo's two-call batch lands as one user operation and its status reads confirmed", async () => {
    const batchReceiver = ANVIL_ACCOUNTS[2].address;
    const tokenBalance = () =>
      chain().readContract({
        address: demo.tokenAddress as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [batchReceiver],
      });
    const holder = createWalletClient({
      account: privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey),
      transport: http(demo.rpcUrls[0]),
    });
    await chain().waitForTransactionReceipt({
      hash: await holder.writeContract({
        address: demo.tokenAddress as Address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [smartAccount, parseEther('5')],
        chain: null,
      }),
    });
    const ethBefore = await chain().getBalance({ address: batchReceiver });
    const tokensBefore = await tokenBalance();
    await closeModal();
    await page.getByTestId('demo-call-get-capabilities').click();
    await expect
      .poll(() => page.getByTestId('demo-result-get-capabilities').textContent(), WAIT)
      .toContain('"atomic":{"status":"supported"}');
    await page.getByTestId('demo-call-send-calls').click();
    await pressInWalletFrame(page, 'frame-approve');
    await expect
      .poll(() => page.getByTestId('demo-result-send-calls').textContent(), WAIT)
      .toMatch(/0x[0-9a-f]{64}/);
    await expect
      .poll(async () => {
        await page.getByTestId('demo-call-get-calls-status').click();
        return page.getByTestId('demo-result-get-calls-status').textContent();
      }, WAIT)
      .toBe('confirmed (200), 1 receipt(s)');
    expect((await chain().getBalance({ address: batchReceiver })) - ethBefore).toBe(
      parseEther('0.01'),
    );
    expect((await tokenBalance()) - tokensBefore).toBe(parseEther('1'));
    const operations = await userOperationsOf(smartAccount);
    expect(operations).toHaveLength(2);
    // Both transfers were made by the one user operation's transaction.
    const receipt = await chain().getTransactionReceipt({ hash: operations[1]!.transactionHash });
    expect(
      receipt.logs.filter(
        (log) => log.address.toLowerCase() === (demo.tokenAddress as string).toLowerCase(),
      ),
    ).toHaveLength(1);
    await screenshot(page, 'smart-account-03-batch');
  });

  test('switching back to the EOA restores its address', async () => {
    await switchAccountType('Switch to EOA');
    expect(await shownAddress()).toBe(eoa);
    await openAccountView(page);
    await expect
      .poll(() => page.getByTestId('wk-account-type-switch').textContent(), WAIT)
      .toBe('Switch to smart account');
    await screenshot(page, 'smart-account-04-eoa');
  });
});
