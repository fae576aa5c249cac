/**
 * `npm run bench:email`: time from the sixth digit of an email code to the visitor being
 * connected, in chromium against the demo (the real wallet service on PGlite, its frame, the
 * local SMTP server and anvil). Each run is a new visitor in a fresh browser context, so it
 * measures a first login: the frame makes the key, splits it and stores the shares. A second
 * set of runs signs the same visitors out and logs them in again in the same browser, which
 * rebuilds the key from this device's share and the service's instead. (A new browser needs the
 * visitor's passkey, and the demo's service on 127.0.0.1 can make none: WebAuthn takes no IP
 * address as relying party.) The figure includes one driver round trip.
 * Also timed, in the page's own clock: from the email being submitted (the kit then creates
 * the frame) to the frame's ready message; and weighed: the frame's JS the browser fetched for
 * the login, and the built frame's initial and whole JS (frame-bytes.ts).
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { codeFrom, linkFrom, type SmtpInbox } from '@wallet-kit/local-stack';
import { BENCH_OUT } from './out-dir.js';
import { startDemo } from '../scripts/demo/start-demo.js';
import { startWithChromium } from '../scripts/demo/start-with-chromium.js';
import { frameBytes, frameBytesLines } from './frame-bytes.js';
import { median, timingLine } from './stats.js';
import { recordFigures, shown } from './figures.js';

const RUNS = 5;
const WAIT = { timeout: 30_000 };

/**
 * Runs in the host page (not in its frames): notes when the email is submitted and when the
 * frame says it is ready, both in the page's clock, so the driver's round trips are not in it.
 */
function noteFrameReady() {
  if (window.top !== window) return;
  const noted = window as unknown as { wkEmailAt?: number; wkFrameReadyAt?: number };
  window.addEventListener(
    'click',
    (event) => {
      const submit = event
        .composedPath()
        .some((node) => node instanceof HTMLElement && node.dataset.testid === 'wk-email-submit');
      if (submit) noted.wkEmailAt ??= performance.now();
    },
    true,
  );
  window.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { channel?: unknown; type?: unknown } | null;
    if (data?.channel === 'wallet-kit/frame' && data.type === 'ready')
      noted.wkFrameReadyAt ??= performance.now();
  });
}

interface LoginRun {
  connectedMs: number;
  /** From the email submitted to the frame's ready message. */
  frameReadyMs: number;
  /** The frame's JS files the browser fetched during the login: bytes as sent and gzip. */
  frameJs: Buffer[];
}

/** Opens Connect, sends `email` and waits for the next step; resolves when the code box shows. */
async function askForCode(page: Page, smtp: SmtpInbox, email: string): Promise<Date> {
  await page.getByTestId('wk-connect-button').click(WAIT);
  const sentAt = new Date();
  await page.getByTestId('wk-email-input').fill(email);
  await page.getByTestId('wk-email-submit').click();
  const otp = page.getByTestId('wk-email-otp');
  await otp.or(page.getByTestId('wk-email-device')).first().waitFor(WAIT);
  if (await otp.isVisible()) return sentAt;
  // A known visitor on a new browser opens the device link first; the code follows it.
  const approvedAt = new Date();
  const link = linkFrom(await smtp.waitForMessage({ to: email, after: sentAt, timeoutMs: 20_000 }));
  const answer = await fetch(link);
  if (!answer.ok) throw new Error(`the device link answered ${answer.status}`);
  await otp.waitFor(WAIT);
  return approvedAt;
}

/**
 * Milliseconds from the last digit of the mailed code to the connected address on the page, in
 * a new page of `context` (a new browser context is a new visitor's browser).
 */
async function codeToConnected(
  context: BrowserContext,
  url: string,
  smtp: SmtpInbox,
  email: string,
): Promise<LoginRun> {
  const page = await context.newPage();
  try {
    await page.addInitScript(noteFrameReady);
    const frameJs: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (/\/frame\/.*\.js(\?|$)/.test(response.url())) frameJs.push(response.body());
    });
    await page.goto(url);
    const after = await askForCode(page, smtp, email);
    const code = codeFrom(await smtp.waitForMessage({ to: email, after, timeoutMs: 20_000 }));
    await page.getByTestId('wk-email-otp-digit').first().click();
    await page.keyboard.type(code.slice(0, 5));
    const started = performance.now();
    await page.keyboard.type(code.slice(5));
    await page
      .getByTestId('demo-address')
      .waitFor(WAIT)
      .catch(async (error: unknown) => {
        // What the page shows instead is the first thing to know: saved beside the bench's builds.
        await page.screenshot({ path: join(BENCH_OUT, 'email-login-not-connected.png') });
        throw error;
      });
    const connectedMs = performance.now() - started;
    const noted = await page.evaluate(() => {
      const { wkEmailAt, wkFrameReadyAt } = window as unknown as Record<string, number>;
      return { wkEmailAt, wkFrameReadyAt };
    });
    if (noted.wkEmailAt === undefined || noted.wkFrameReadyAt === undefined)
      throw new Error('the email submit or the frame ready message was not seen');
    const run = {
      connectedMs,
      frameReadyMs: noted.wkFrameReadyAt - noted.wkEmailAt,
      frameJs: await Promise.all(frameJs),
    };
    await signOut(page);
    return run;
  } finally {
    await page.close();
  }
}

/** Signs the visitor out from the Account view, as a visitor would before logging in again. */
async function signOut(page: Page): Promise<void> {
  if (await page.getByTestId('wk-modal').isVisible()) await page.keyboard.press('Escape');
  await page.getByTestId('wk-connect-button').click(WAIT);
  await page.getByTestId('wk-disconnect').click(WAIT);
  await page.getByTestId('demo-address').waitFor({ state: 'detached', ...WAIT });
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
      workDir: join(BENCH_OUT, 'email-login'),
      signal,
    }),
  );
  try {
    const smtp = demo.email!.smtp;
    const emails = Array.from(
      { length: RUNS },
      (_, run) => `bench-${Date.now()}-${run}@example.com`,
    );
    // One browser per visitor, kept for the second login.
    const browsers = await Promise.all(emails.map(() => browser.newContext()));
    const first: LoginRun[] = [];
    for (const [run, email] of emails.entries())
      first.push(await codeToConnected(browsers[run]!, demo.url, smtp, email));
    const connected = (runs: LoginRun[]) => runs.map((run) => run.connectedMs);
    const ready = (runs: LoginRun[]) => runs.map((run) => run.frameReadyMs);
    console.log('Email login: the code submitted → connected (chromium, demo, PGlite)');
    console.log(timingLine('first login (key made and split)', connected(first)));
    console.log('Email submitted → the wallet frame ready (its script fetched and run)');
    console.log(timingLine('first login', ready(first)));
    const fetched = first[0]!.frameJs;
    const gzip = fetched.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    const raw = fetched.reduce((sum, body) => sum + body.length, 0);
    console.log(
      `wallet frame JS fetched for a first login: ${fetched.length} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip`,
    );
    for (const line of frameBytesLines(await frameBytes())) console.log(line);
    await recordFigures('4-email-login', [
      shown(
        'email submitted → wallet frame ready, first login (median)',
        median(ready(first)),
        'ms',
      ),
      shown('last code digit → connected, first login (median)', median(connected(first)), 'ms'),
      shown('wallet frame JS fetched by a first login (gzip)', gzip / 1024, 'KiB'),
    ]);
    // The service mails one address one code per 30 s; the second logins wait that out once.
    await new Promise((resolve) => setTimeout(resolve, 31_000));
    const again: LoginRun[] = [];
    for (const [run, email] of emails.entries())
      again.push(await codeToConnected(browsers[run]!, demo.url, smtp, email));
    console.log(timingLine('known visitor, same browser (key rebuilt)', connected(again)));
    console.log(timingLine('frame ready, known visitor, same browser', ready(again)));
    await Promise.all(browsers.map((context) => context.close()));
  } finally {
    await close();
  }
}

await main();
