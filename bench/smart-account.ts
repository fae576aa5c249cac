/**
 * `npm run bench:smart-account`: time from the visitor's Approve in the wallet frame to the
 * user operation mined, in chromium against the demo with its ERC-4337 bundler (Alto) on the
 * first anvil chain. One visitor logs in by email, switches to the smart account, and approves
 * the demo's two-call batch several times; the first one also deploys the account. The figure
 * is measured from the click on Approve to the EntryPoint's UserOperationEvent on chain (polled
 * every 20 ms), so it includes the frame's signing, the bundler's estimation and its bundle.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseAbiItem,
  parseEther,
} from 'viem';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { codeFrom } from '@wallet-kit/local-stack';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { REPO_ROOT } from '../scripts/demo/example-app.js';
import { BENCH_OUT } from './out-dir.js';
import { startDemo } from '../scripts/demo/start-demo.js';
import { startWithChromium } from '../scripts/demo/start-with-chromium.js';
import { median } from './stats.js';

const RUNS = 5;
const WAIT = { timeout: 30_000 };
const ENTRY_POINT = '0x0000000071727De22E5E9d8BAf0edAc6f37da032';
const CONFIG = join(REPO_ROOT, 'test', 'e2e', 'smart-account', 'walletkit.smart-account.config.ts');
const userOperationEvent = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
);

const shownAddress = async (page: Page) =>
  (await page.getByTestId('demo-address').textContent())!.trim() as Address;

async function main() {
  const {
    started: demo,
    browser,
    close,
  } = await startWithChromium((signal) =>
    startDemo({
      appPort: 0,
      rpcPorts: [0, 0],
      relayPort: 0,
      inboxPort: 0,
      workDir: join(BENCH_OUT, 'smart-account'),
      configFile: CONFIG,
      smartAccounts: true,
      signal,
    }),
  );
  try {
    const chain = createPublicClient({ transport: http(demo.rpcUrls[0]) });
    const smtp = demo.email!.smtp;
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await page.goto(demo.url);
    const email = `bench-smart-${Date.now()}@example.com`;
    await page.getByTestId('wk-connect-button').click(WAIT);
    const sentAt = new Date();
    await page.getByTestId('wk-email-input').fill(email);
    await page.getByTestId('wk-email-submit').click();
    await page.getByTestId('wk-email-otp').waitFor(WAIT);
    const code = codeFrom(
      await smtp.waitForMessage({ to: email, after: sentAt, timeoutMs: 20_000 }),
    );
    await page.getByTestId('wk-email-otp-digit').first().click();
    await page.keyboard.type(code);
    await page.getByTestId('demo-address').waitFor(WAIT);
    const eoa = await shownAddress(page);
    // The modal closed on login: the connect button opens the Account view.
    await page.getByTestId('wk-connect-button').click(WAIT);
    await page.getByTestId('wk-account-type-switch').click(WAIT);
    await page.waitForFunction(
      (before) =>
        document.querySelector('[data-testid=demo-address]')?.textContent?.trim() !== before,
      eoa,
      WAIT,
    );
    const smartAccount = await shownAddress(page);
    // ETH and DEMO for the batches (0.01 ETH and 1 DEMO each).
    const holder = createWalletClient({
      account: privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey),
      transport: http(demo.rpcUrls[0]),
    });
    await chain.waitForTransactionReceipt({
      hash: await holder.sendTransaction({ to: smartAccount, value: parseEther('1'), chain: null }),
    });
    await chain.waitForTransactionReceipt({
      hash: await holder.writeContract({
        address: demo.tokenAddress as Address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [smartAccount, parseEther('10')],
        chain: null,
      }),
    });
    await page.getByTestId('wk-modal-close').click(WAIT);
    const operations = async () =>
      (
        await chain.getLogs({
          address: ENTRY_POINT,
          event: userOperationEvent,
          args: { sender: smartAccount },
          fromBlock: 0n,
        })
      ).length;
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const before = await operations();
      await page.getByTestId('demo-call-send-calls').click(WAIT);
      const approve = page.frameLocator('#w3m-iframe').getByTestId('frame-approve');
      await approve.waitFor(WAIT);
      const started = performance.now();
      await approve.click();
      while ((await operations()) === before) {
        if (performance.now() - started > 60_000)
          throw new Error('the user operation never landed');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      runs.push(performance.now() - started);
      await page.getByTestId('wk-modal').waitFor({ state: 'hidden', ...WAIT });
    }
    const shown = runs.map((ms) => ms.toFixed(0)).join(', ');
    console.log(
      'Smart account: Approve in the frame → user operation mined (chromium, demo, Alto, anvil)',
    );
    console.log(`first (deploys the account) ${runs[0]!.toFixed(0).padStart(5)} ms`);
    console.log(
      `two-call batch              median ${median(runs.slice(1)).toFixed(0).padStart(5)} ms   (runs: ${shown})`,
    );
  } finally {
    await close();
  }
}

await main();
