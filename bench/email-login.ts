/**
 * `npm run bench:email`: time from the sixth digit of an email code to the visitor being
 * connected, in chromium against the demo (the real wallet service on PGlite, its frame, the
 * local SMTP server and anvil). Each run is a new visitor in a fresh browser context, so it
 * measures a first login: the frame makes the key, splits it and stores the shares. A second
 * set of runs logs the same visitors in again from new contexts after their device link, which
 * rebuilds the key from the shares instead. The figure includes one driver round trip.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { codeFrom, linkFrom, type SmtpInbox } from '@wallet-kit/local-stack';
import { BENCH_OUT } from './out-dir.js';
import { startDemo } from '../scripts/demo/start-demo.js';
import { startWithChromium } from '../scripts/demo/start-with-chromium.js';
import { median, timingLine } from './stats.js';
import { recordFigures, shown } from './figures.js';

const RUNS = 5;
const WAIT = { timeout: 30_000 };

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

/** Milliseconds from the last digit of the mailed code to the connected address on the page. */
async function codeToConnected(browser: Browser, url: string, smtp: SmtpInbox, email: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    const after = await askForCode(page, smtp, email);
    const code = codeFrom(await smtp.waitForMessage({ to: email, after, timeoutMs: 20_000 }));
    await page.getByTestId('wk-email-otp-digit').first().click();
    await page.keyboard.type(code.slice(0, 5));
    const started = performance.now();
    await page.keyboard.type(code.slice(5));
    await page.getByTestId('demo-address').waitFor(WAIT);
    return performance.now() - started;
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
    const first: number[] = [];
    for (const email of emails) first.push(await codeToConnected(browser, demo.url, smtp, email));
    // The service mails one address one code per 30 s; the second logins wait that out once.
    await new Promise((resolve) => setTimeout(resolve, 31_000));
    const again: number[] = [];
    for (const email of emails) again.push(await codeToConnected(browser, demo.url, smtp, email));
    console.log('Email login: the code submitted → connected (chromium, demo, PGlite)');
    console.log(timingLine('first login (key made and split)', first));
    console.log(timingLine('known visitor, new browser (key rebuilt)', again));
    await recordFigures('4-email-login', [
      shown('email login: last code digit → connected, first login (median)', median(first), 'ms'),
      shown(
        'email login: last code digit → connected, known visitor (median)',
        median(again),
        'ms',
      ),
    ]);
  } finally {
    await close();
  }
}

await main();
