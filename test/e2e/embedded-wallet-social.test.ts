/**
 * Social login end to end in chromium: the demo page built with Google and GitHub buttons, a
 * real wallet service (PGlite) whose Google is `oidc-provider` on loopback (discovery, signed ID
 * tokens, its development login form) and whose GitHub is a loopback server speaking GitHub's
 * token and user endpoints. A visitor presses Google, logs in inside the popup, and is connected
 * with the provider and name on Account; the same person comes back to the same address; a
 * closed popup and a refusal at the provider leave Connect with the reason; a forged `state` at
 * the callback is refused. Screenshots land in test-results/e2e/.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../scripts/demo/example-app.js';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { startDemoWithChromium, type DemoWithChromium } from '../fixtures/demo-app.js';
import {
  recordOffLoopbackRequests,
  recordPageErrors,
  screenshot,
} from '@wallet-kit/local-stack/browser';
import { startOidcProvider, type LocalOidcProvider } from '@wallet-kit/local-stack/oidc-provider';
import { freePort } from '@wallet-kit/local-stack/ports';
import { startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startOAuthServer,
  type LocalOAuthServer,
} from '@wallet-kit/local-stack/social-oauth-server';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';

const WAIT = { timeout: 30_000 };
const SECRET = 'local-client-secret';

let smtp: SmtpInbox;
let google: LocalOidcProvider;
let github: LocalOAuthServer;
let service: LocalWalletService;
let demo: RunningDemo;
let browser: Browser;
let running: DemoWithChromium | undefined;
let page: Page;
let offLoopback: string[];
let pageErrors: string[];

beforeAll(async () => {
  const [appPort, servicePort] = [await freePort(), await freePort()];
  smtp = await startSmtpInbox();
  google = await startOidcProvider({
    clients: [
      {
        clientId: 'demo-google',
        clientSecret: SECRET,
        redirectUris: [`http://127.0.0.1:${servicePort}/v1/social/callback`],
      },
    ],
  });
  github = await startOAuthServer({
    flavour: 'github',
    clientId: 'demo-github',
    clientSecret: SECRET,
  });
  service = await startWalletService({
    projects: { demo: [`http://127.0.0.1:${appPort}`] },
    smtpPort: smtp.port,
    port: servicePort,
    socialProviders: {
      google: { clientId: 'demo-google', clientSecret: SECRET, issuer: google.issuer },
      github: {
        clientId: 'demo-github',
        clientSecret: SECRET,
        baseUrl: github.url,
        apiUrl: github.url,
      },
    },
  });
  // The demo's build reads the wallet service's URL from here; this test runs its own service.
  process.env.WALLETKIT_DEMO_EMBEDDED_WALLET_URL = service.url;
  running = await startDemoWithChromium({
    cacheDir: 'e2e-embedded-wallet-social',
    demo: {
      appPort,
      email: false,
      configFile: join(REPO_ROOT, 'test/e2e/embedded-wallet-social/walletkit.social.config.ts'),
    },
  });
  ({ demo, browser } = running);
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  offLoopback = recordOffLoopbackRequests(page);
  pageErrors = recordPageErrors(page);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      console.log('page:', message.text());
  });
  await page.goto(demo.url);
}, 300_000);

afterAll(async () => {
  expect(offLoopback).toEqual([]);
  await running?.close();
  await service?.stop();
  await google?.stop();
  await github?.stop();
  await smtp?.stop();
});

async function openConnect() {
  if (!(await page.getByTestId('wk-modal').isVisible())) {
    await page.getByTestId('wk-connect-button').click(WAIT);
  }
  await page.getByTestId('wk-social-google').waitFor(WAIT);
}

/**
 * Presses Google on Connect and answers the popup that opens. The provider's own session is
 * forgotten first, so its login form shows (a remembered visitor would pass straight through).
 */
async function pressGoogle(): Promise<Page> {
  await page.context().clearCookies();
  const [popup] = await Promise.all([
    page.waitForEvent('popup', WAIT),
    page.getByTestId('wk-social-google').click(),
  ]);
  return popup;
}

/** Logs in at the local provider's development login form inside the popup. */
async function logInAtProvider(popup: Page, login: string) {
  await popup.locator('input[name="login"]').waitFor(WAIT);
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill('any password');
  await popup.locator('button[type="submit"]').click();
}

async function signOut() {
  await page.getByTestId('wk-connect-button').click(WAIT);
  await page.getByTestId('wk-disconnect').click(WAIT);
  await page.getByTestId('wk-connect-button').filter({ hasText: 'Connect Wallet' }).waitFor(WAIT);
}

let firstAddress: string;

describe('social login in chromium', () => {
  test('Connect shows the social buttons the config lists and the service runs', async () => {
    await openConnect();
    await expect(page.getByTestId('wk-social-google').textContent()).resolves.toContain(
      'Continue with Google',
    );
    await expect(page.getByTestId('wk-social-github').isVisible()).resolves.toBe(true);
    await screenshot(page, 'social-connect');
  });

  test('the social buttons show their brand logo as an SVG, not the letter', async () => {
    await openConnect();
    for (const provider of ['google', 'github']) {
      const button = page.getByTestId(`wk-social-${provider}`);
      await button.locator('svg[data-social-mark="logo"] path').waitFor(WAIT);
      await expect(button.locator('[data-social-mark="letter"]').count()).resolves.toBe(0);
    }
    // The buttons end a tall Connect view: bring them into the picture.
    await page.getByTestId('wk-social-github').scrollIntoViewIfNeeded();
    await screenshot(page, 'social-logos');
  });

  test('Google: log in inside the popup, then connected with the provider and name on Account', async () => {
    await openConnect();
    const popup = await pressGoogle();
    // The callback page closes the popup 50 ms after it loads, which can be before the submit
    // click returns: the wait for 'close' has to start before the form is sent.
    await Promise.all([popup.waitForEvent('close', WAIT), logInAtProvider(popup, 'ada')]);
    const button = page.getByTestId('wk-connect-button');
    await button.filter({ hasText: /0x[0-9a-fA-F]{4}/ }).waitFor(WAIT);
    await button.click();
    const social = page.getByTestId('wk-account-social');
    await social.waitFor(WAIT);
    await expect(social.textContent()).resolves.toBe('Google · ada');
    firstAddress = (await page.getByTestId('wk-account-address').textContent()) ?? '';
    expect(firstAddress).toMatch(/0x/);
    await screenshot(page, 'social-account');
  });

  test('a reload reconnects the social account without a new login', async () => {
    await page.reload();
    const button = page.getByTestId('wk-connect-button');
    await button.filter({ hasText: /0x[0-9a-fA-F]{4}/ }).waitFor(WAIT);
    await button.click();
    await expect(page.getByTestId('wk-account-social').textContent(WAIT)).resolves.toBe(
      'Google · ada',
    );
  });

  test('the same Google account after signing out gets the same address', async () => {
    await page.keyboard.press('Escape');
    await signOut();
    await openConnect();
    const popup = await pressGoogle();
    await logInAtProvider(popup, 'ada');
    const button = page.getByTestId('wk-connect-button');
    await button.filter({ hasText: /0x[0-9a-fA-F]{4}/ }).waitFor(WAIT);
    await button.click();
    await expect(page.getByTestId('wk-account-address').textContent(WAIT)).resolves.toBe(
      firstAddress,
    );
    await page.keyboard.press('Escape');
    await signOut();
  });

  test('closing the popup leaves Connect with a message', async () => {
    await openConnect();
    const popup = await pressGoogle();
    await popup.locator('input[name="login"]').waitFor(WAIT);
    await popup.close();
    const error = page.getByTestId('wk-social-error');
    await error.waitFor(WAIT);
    await expect(error.textContent()).resolves.toBe(
      'The login window was closed before the login finished',
    );
    await expect(page.getByTestId('wk-social-google').isEnabled()).resolves.toBe(true);
    await screenshot(page, 'social-popup-closed');
  });

  test('a login cancelled at the provider leaves Connect with its reason', async () => {
    await openConnect();
    const popup = await pressGoogle();
    await popup.locator('input[name="login"]').waitFor(WAIT);
    // The development login page's abort link answers access_denied; the service's page then
    // reports it and closes the popup (so the navigation itself never finishes loading).
    await Promise.all([
      popup.waitForEvent('close', WAIT),
      popup.goto(`${popup.url().split('?')[0]}/abort`).catch(() => undefined),
    ]);
    const error = page.getByTestId('wk-social-error');
    await error.filter({ hasText: 'cancelled' }).waitFor(WAIT);
    await expect(error.textContent()).resolves.toBe('The login was cancelled at the provider');
  });

  test('a callback with a forged state is refused', async () => {
    const forged = await page.context().newPage();
    const response = await forged.goto(`${service.url}/v1/social/callback?code=x&state=forged`);
    expect(response?.status()).toBe(400);
    await expect(forged.locator('h1').textContent()).resolves.toBe('This login does not work');
    await forged.close();
  });

  test('no page error was raised', () => {
    // Logged by the browser and expected: the frame's first wallet lookup of a new user answers
    // 404, and finishing a login whose popup was closed before the provider answered, 409.
    const expected = /status of (404|409)/;
    expect(pageErrors.filter((error) => !expected.test(error))).toEqual([]);
  });
});
