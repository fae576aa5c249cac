/**
 * `npm run bench:after-click`: what the visitor waits for after the modal is open, in chromium
 * against the demo (its anvil chains, local WalletConnect relay and, for Solana, the local Solana
 * VM). Each run is a fresh browser context, so every lazy chunk is fetched again:
 * - WalletConnect: from the click on WalletConnect to the pairing QR code on screen (the SDK
 *   chunk loaded, the relay reached, the URI encoded and drawn), clicked at once and after the
 *   pointer rested on it for 300 ms as a visitor's does (the kit starts the SDK on pointing);
 * - Solana: from the click on the Demo Solana Wallet to the connected address on the page.
 * Measured inside the page (the click dispatched, then each animation frame checks), so no
 * driver round trip is in the figure.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '@wallet-kit/local-stack/browser';
import { REPO_ROOT } from '../scripts/demo/example-app.js';
import { BENCH_OUT } from './out-dir.js';
import { startDemo, type RunningDemo } from '../scripts/demo/start-demo.js';
import { median, timingLine } from './stats.js';
import { atMost, recordFigures } from './figures.js';

const RUNS = 5;
/** Click → QR code drawn, without pointing first. */
const WALLETCONNECT_QR_TARGET_MS = 1000;
/** Click on a Solana browser wallet → connected. */
const SOLANA_CONNECTED_TARGET_MS = 200;
const WAIT = { timeout: 30_000 };
const SOLANA_CONFIG = join(REPO_ROOT, 'test', 'e2e', 'solana', 'walletkit.solana.config.ts');

/**
 * Runs in the page: clicks `click` and resolves with the milliseconds until `done` is visible.
 * A string, not a function: the TypeScript runner would wrap a function in a helper the page
 * lacks.
 */
const measureInPage = (click: string, done: string) => `new Promise((resolve, reject) => {
  const target = document.querySelector(${JSON.stringify(click)});
  if (!target) return reject(new Error('nothing to click: ${click}'));
  const started = performance.now();
  const check = () => {
    const shown = document.querySelector(${JSON.stringify(done)});
    if (shown && shown.checkVisibility()) return resolve(performance.now() - started);
    if (performance.now() - started > 30000) return reject(new Error('never shown: ${done}'));
    requestAnimationFrame(check);
  };
  target.click();
  requestAnimationFrame(check);
})`;

/** How long a visitor's pointer typically rests on a button before the click. */
const POINTING_MS = 300;

async function timeAfterClick(
  browser: Browser,
  url: string,
  wallet: string,
  done: string,
  pointFirst = false,
) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.getByTestId('wk-connect-button').click(WAIT);
    await page.getByTestId(wallet).waitFor(WAIT);
    if (pointFirst) {
      await page.getByTestId(wallet).hover();
      await page.waitForTimeout(POINTING_MS);
    }
    return (await page.evaluate(measureInPage(`[data-testid="${wallet}"]`, done))) as number;
  } finally {
    await context.close();
  }
}

async function runs(measure: () => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(await measure());
  return times;
}

async function withDemo<T>(
  options: Parameters<typeof startDemo>[0],
  use: (demo: RunningDemo) => Promise<T>,
): Promise<T> {
  const demo = await startDemo({
    appPort: 0,
    rpcPorts: [0, 0],
    relayPort: 0,
    email: false,
    ...options,
  });
  try {
    return await use(demo);
  } finally {
    await demo.stop();
  }
}

async function main() {
  const browser = await launchChromium();
  try {
    const [walletConnect, walletConnectPointed] = await withDemo(
      { workDir: join(BENCH_OUT, 'after-click-walletconnect') },
      async (demo) => {
        const measure = (pointFirst: boolean) =>
          runs(() =>
            timeAfterClick(
              browser,
              demo.url,
              'wk-wallet-walletConnect',
              '[data-testid="wk-wc-qr"]',
              pointFirst,
            ),
          );
        return [await measure(false), await measure(true)] as const;
      },
    );
    const solana = await withDemo(
      {
        workDir: join(BENCH_OUT, 'after-click-solana'),
        configFile: SOLANA_CONFIG,
        solana: true,
      },
      (demo) =>
        runs(() =>
          timeAfterClick(
            browser,
            demo.url,
            'wk-wallet-wallet-standard:Demo Solana Wallet',
            '[data-testid="demo-address"]',
          ),
        ),
    );
    console.log('After the click (chromium, demo, fresh browser context each run)');
    console.log(timingLine('WalletConnect: click → QR code drawn', walletConnect, 48));
    console.log(
      timingLine(
        `WalletConnect: pointed ${POINTING_MS} ms, click → QR drawn`,
        walletConnectPointed,
        48,
      ),
    );
    console.log(timingLine('Solana: Demo Solana Wallet click → connected', solana, 48));
    await recordFigures('5-after-click', [
      atMost(
        'WalletConnect: click → QR code drawn (median)',
        median(walletConnect),
        'ms',
        WALLETCONNECT_QR_TARGET_MS,
        `≤ ${WALLETCONNECT_QR_TARGET_MS} ms`,
      ),
      atMost(
        'Solana: wallet click → connected (median)',
        median(solana),
        'ms',
        SOLANA_CONNECTED_TARGET_MS,
        `≤ ${SOLANA_CONNECTED_TARGET_MS} ms`,
      ),
    ]);
  } finally {
    await browser.close();
  }
}

await main();
