/**
 * `npm run bench:farcaster`: Sign In With Farcaster in chromium against the demo (its wallet
 * service, which is also the auth relay, verifying on the demo's anvil where an IdRegistry sits
 * at the real address). Each run is a new fid in a fresh browser context: the time from a click
 * on Farcaster to the QR code, and from the QR code on screen to the connected address, with a
 * Node Farcaster app approving as soon as the code shows (so the second figure is the kit's,
 * the frame's and the service's part: the app's post, the frame's poll, the verification and
 * the first wallet being made). Each figure includes a driver round trip.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { farcasterApp } from '@wallet-kit/local-stack/farcaster-app';
import { installIdRegistry, registerFid } from '@wallet-kit/local-stack/farcaster-id-registry';
import { BENCH_OUT } from './out-dir.js';
import { startDemo, type RunningDemo } from '../scripts/demo/start-demo.js';
import { startWithChromium } from '../scripts/demo/start-with-chromium.js';
import { timingLine } from './stats.js';

const RUNS = 5;
const WAIT = { timeout: 30_000 };

async function oneLogin(browser: Browser, demo: RunningDemo, fid: number) {
  const custodyKey = generatePrivateKey();
  const rpcUrl = demo.rpcUrls[0]!;
  await registerFid(
    rpcUrl,
    ANVIL_ACCOUNTS[0].address,
    fid,
    privateKeyToAccount(custodyKey).address,
  );
  const app = farcasterApp({
    relayUrl: demo.email!.url,
    rpcUrl,
    fid,
    username: `bench${fid}`,
    custodyKey,
  });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(demo.url);
    await page.getByTestId('wk-connect-button').click(WAIT);
    const farcaster = page.getByTestId('wk-farcaster-login');
    await farcaster.waitFor(WAIT);
    const clicked = performance.now();
    await farcaster.click();
    await page.getByTestId('wk-farcaster-qr').waitFor(WAIT);
    const shown = performance.now();
    const uri = (await page.getByTestId('wk-farcaster-link').getAttribute('href'))!;
    const approved = await app.approve(uri);
    if (approved.status !== 201) throw new Error(`the relay answered ${approved.status}`);
    await page.getByTestId('demo-address').waitFor(WAIT);
    return { toQr: shown - clicked, qrToConnected: performance.now() - shown };
  } finally {
    await context.close();
  }
}

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
      workDir: join(BENCH_OUT, 'farcaster-login'),
      signal,
    }),
  );
  try {
    await installIdRegistry(demo.rpcUrls[0]!, ANVIL_ACCOUNTS[0].address);
    const toQr: number[] = [];
    const qrToConnected: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const times = await oneLogin(browser, demo, 1000 + run);
      toQr.push(times.toQr);
      qrToConnected.push(times.qrToConnected);
    }
    console.log('Sign In With Farcaster (chromium, demo, PGlite, a new fid each run)');
    console.log(timingLine('click on Farcaster → QR code', toQr));
    console.log(timingLine('QR code → connected (app approves at once)', qrToConnected));
  } finally {
    await close();
  }
}

await main();
