/**
 * The visitor's passkey in chromium, against the real wallet service (PGlite), its real frame
 * and a real SMTP inbox, with chromium's virtual authenticator (CTAP2 with PRF, resident keys,
 * user verification). Device 1 logs in by email, makes the wallet and, at the frame's prompt, a
 * passkey; the service stores only what the passkey sealed. A second device that logs in with
 * the same email and uses the passkey gets the same address; a second browser context without
 * the passkey logs in but cannot open the wallet, and is told why.
 *
 * The page and the service are both on `localhost` (two ports, one site): WebAuthn refuses an IP
 * address as relying party, and a cross-site frame has no storage in this chromium. Chromium's
 * virtual authenticator does not export a credential's PRF secret (`WebAuthn.addCredential`
 * imports a copy that answers no PRF), so device 2 with the passkey is device 1's tab with the
 * wallet's storage wiped (a new device id, no key share): the same authenticator, a new device.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, BrowserContext, CDPSession, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  codeFrom,
  linkFrom,
  startSmtpInbox,
  startWalletService,
  type LocalWalletService,
  type SmtpInbox,
} from '@wallet-kit/local-stack';
import { launchChromium, screenshot } from '@wallet-kit/local-stack/browser';
import { waitForFrameToStandStill } from '../fixtures/embedded/wallet-frame.js';

const PROJECT = 'passkey-demo';
const EMAIL = 'passkey@example.com';
const entry = fileURLToPath(new URL('./embedded-wallet-passkey/page-entry.ts', import.meta.url));

declare global {
  interface Window {
    walletFrame: {
      start(serviceUrl: string, projectId: string): void;
      request(type: string, payload?: unknown): Promise<any>;
      show(visible: boolean): void;
    };
  }
}

let smtp: SmtpInbox;
let service: LocalWalletService;
let host: Server;
let hostUrl: string;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'browser',
  });
  const script = bundle.outputFiles[0]!.text;
  host = createServer((request, response) => {
    if (request.url === '/client.js') {
      response.setHeader('content-type', 'text/javascript');
      response.end(script);
      return;
    }
    response.setHeader('content-type', 'text/html');
    response.end(
      '<!doctype html><body><div id="slot" style="width:420px;height:320px"></div>' +
        '<script type="module" src="/client.js"></script></body>',
    );
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', () => resolve()));
  hostUrl = `http://localhost:${(host.address() as AddressInfo).port}`;
  smtp = await startSmtpInbox();
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  service = await startWalletService({
    projects: { [PROJECT]: [hostUrl] },
    smtpPort: smtp.port,
    port,
    env: { PUBLIC_URL: `http://localhost:${port}` },
    limits: { resendIntervalMs: 0 },
  });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await browser?.close();
  await service?.stop();
  await smtp?.stop();
  await new Promise((resolve) => host?.close(resolve));
});

interface Device {
  page: Page;
  cdp: CDPSession;
  authenticatorId: string;
}

/** A browser context with a platform authenticator of its own, on the host page. */
async function newDevice(): Promise<Device> {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.log('page:', message.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  });
  await openHostPage(page);
  return { page, cdp, authenticatorId };
}

async function openHostPage(page: Page) {
  await page.goto(hostUrl);
  await page.waitForFunction(() => 'walletFrame' in window);
  await page.evaluate(
    ([url, project]) => window.walletFrame.start(url!, project!),
    [service.url.replace('127.0.0.1', 'localhost'), PROJECT],
  );
}

const frameOf = (page: Page): Frame => {
  const frame = page.frames().find((candidate) => candidate.url().includes('/frame?'));
  if (!frame) throw new Error('the wallet frame is not on the page');
  return frame;
};

/** Email login as the kit runs it: the code (after the device link on a new device). */
async function logIn(page: Page): Promise<void> {
  let after = new Date();
  const { action } = await page.evaluate(
    (email) => window.walletFrame.request('connectEmail', { email }),
    EMAIL,
  );
  if (action === 'VERIFY_DEVICE') {
    const link = linkFrom(await smtp.waitForMessage({ to: EMAIL, after, timeoutMs: 20_000 }));
    after = new Date();
    expect((await fetch(link)).ok).toBe(true);
    await page.evaluate(() => window.walletFrame.request('connectDevice'));
  }
  const otp = codeFrom(await smtp.waitForMessage({ to: EMAIL, after, timeoutMs: 20_000 }));
  await page.evaluate((code) => window.walletFrame.request('connectOtp', { otp: code }), otp);
}

/**
 * The kit's passkey step after a login: the frame laid over the slot, the visitor presses the
 * frame's own button (a real click in the frame's document); the step's answer or its error.
 */
async function passkeyStep(page: Page, press: 'approve' | 'reject', shot: string) {
  const { step } = await page.evaluate(() => window.walletFrame.request('passkeyStep'));
  if (step === 'none') return { step };
  await page.evaluate(() => window.walletFrame.show(true));
  const answer = page.evaluate(() =>
    window.walletFrame.request('passkey').then(
      () => 'done',
      (error: Error) => `error: ${error.message}`,
    ),
  );
  const button = frameOf(page).getByTestId(`frame-passkey-${press}`);
  await button.waitFor({ timeout: 30_000 });
  await waitForFrameToStandStill(page);
  await screenshot(page, shot);
  await button.click();
  const outcome = await answer;
  await page.evaluate(() => window.walletFrame.show(false));
  return { step, outcome };
}

const addressOf = async (page: Page) =>
  (await page.evaluate(() => window.walletFrame.request('getUser', { chainId: 'eip155:1' })))
    .address as string;

describe('the passkey recovery in chromium', () => {
  let device1: Device;
  let address: string;

  test('email login on device 1 creates the wallet and, at the frame prompt, a passkey', async () => {
    device1 = await newDevice();
    await logIn(device1.page);
    expect(await passkeyStep(device1.page, 'approve', 'passkey-01-create')).toEqual({
      step: 'create',
      outcome: 'done',
    });
    address = await addressOf(device1.page);
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const { credentials } = await device1.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: device1.authenticatorId,
    });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.rpId).toBe('localhost');
    // The service keeps the passkey's ciphertext and no recovery share of its own.
    const rows = await service.service.store.db
      .selectFrom('wallet_passkeys')
      .select(['credential_id'])
      .execute();
    expect(rows).toHaveLength(1);
    const wallet = await service.service.store.db
      .selectFrom('wallets')
      .select('recovery_share')
      .executeTakeFirstOrThrow();
    expect(wallet.recovery_share).toBeNull();
  });

  test('a second browser context without the passkey logs in but cannot open the wallet, and is told why', async () => {
    const device2 = await newDevice();
    await logIn(device2.page);
    const { step, outcome } = await passkeyStep(device2.page, 'approve', 'passkey-02-no-passkey');
    expect(step).toBe('recover');
    expect(outcome).toMatch(/^error: This device needs your passkey to open your wallet/);
    await expect(addressOf(device2.page)).rejects.toThrow('The embedded wallet is not connected');
    expect(await device2.page.evaluate(() => window.walletFrame.request('isConnected'))).toEqual({
      isConnected: false,
    });
  });

  test('a new device with the passkey logs in by email, uses the passkey and gets the same address', async () => {
    // Device 1's authenticator, a new device for the wallet: its storage wiped, a new page.
    const { page } = device1;
    await frameOf(page).evaluate(() => window.localStorage.clear());
    await openHostPage(page);
    const notices = () =>
      smtp.messages.filter((message) => message.subject === 'A new device is opening your wallet');
    const before = notices().length;
    await logIn(page);
    expect(await passkeyStep(page, 'approve', 'passkey-03-recover')).toEqual({
      step: 'recover',
      outcome: 'done',
    });
    expect(await addressOf(page)).toBe(address);
    // The visitor is told a new device opened the wallet, with the browser and the time.
    expect(notices()).toHaveLength(before + 1);
    expect(notices().at(-1)!.text).toMatch(
      /new device: Chrome on Linux, on \d{1,2} \w+ \d{4}, \d{2}:\d{2} UTC/,
    );
    // And a reload on that device needs nothing but its own share.
    await openHostPage(page);
    expect(await page.evaluate(() => window.walletFrame.request('isConnected'))).toEqual({
      isConnected: true,
    });
  });
});
