/**
 * `npm run bench:social`: time from pressing "Continue with Google" to the visitor being
 * connected, in chromium against the demo built with social buttons, a real wallet service
 * (PGlite) and `oidc-provider` on loopback as Google. Each run is a new visitor in a fresh
 * browser context (a first login: the frame makes the key, splits it and stores the shares).
 * Two parts are also shown: the press until the provider's login form shows (the embedded
 * wallet's code loads, the frame asks the service, the popup goes to the provider), and the
 * form's submission until connected (code exchange, ID token check, session, wallet). The
 * figures include the driver's round trips and the automated typing at the provider.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startOidcProvider } from '@wallet-kit/local-stack/oidc-provider';
import { freePort } from '@wallet-kit/local-stack/ports';
import { startSmtpInbox } from '@wallet-kit/local-stack/smtp';
import { startWalletService } from '@wallet-kit/local-stack/wallet-service';
import { REPO_ROOT } from '../scripts/demo/example-app.js';
import { BENCH_OUT } from './out-dir.js';
import { startDemo } from '../scripts/demo/start-demo.js';
import { startWithChromium } from '../scripts/demo/start-with-chromium.js';
import { timingLine } from './stats.js';

const RUNS = 5;
const WAIT = { timeout: 30_000 };
const SECRET = 'bench-client-secret';

interface Run {
  toForm: number;
  formToConnected: number;
  total: number;
}

async function pressToConnected(browser: Browser, url: string, login: string): Promise<Run> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.getByTestId('wk-connect-button').click(WAIT);
    const button = page.getByTestId('wk-social-google');
    await button.waitFor(WAIT);
    const started = performance.now();
    const [popup] = await Promise.all([page.waitForEvent('popup', WAIT), button.click()]);
    await popup.locator('input[name="login"]').waitFor(WAIT);
    const formShown = performance.now();
    await popup.locator('input[name="login"]').fill(login);
    await popup.locator('input[name="password"]').fill('any password');
    const submitted = performance.now();
    await popup.locator('button[type="submit"]').click();
    await page.getByTestId('demo-address').waitFor(WAIT);
    const connected = performance.now();
    return {
      toForm: formShown - started,
      formToConnected: connected - submitted,
      total: connected - started,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const [appPort, servicePort] = [await freePort(), await freePort()];
  const smtp = await startSmtpInbox();
  const google = await startOidcProvider({
    clients: [
      {
        clientId: 'bench-google',
        clientSecret: SECRET,
        redirectUris: [`http://127.0.0.1:${servicePort}/v1/social/callback`],
      },
    ],
  });
  const service = await startWalletService({
    projects: { demo: [`http://127.0.0.1:${appPort}`] },
    smtpPort: smtp.port,
    port: servicePort,
    socialProviders: {
      google: { clientId: 'bench-google', clientSecret: SECRET, issuer: google.issuer },
    },
  });
  // The demo's build reads the wallet service's URL from here; the bench runs its own service.
  process.env.WALLETKIT_DEMO_EMBEDDED_WALLET_URL = service.url;
  let close: (() => Promise<void>) | undefined;
  try {
    // Inside the try: a demo or browser that fails to start still stops the services above.
    const running = await startWithChromium((signal) =>
      startDemo({
        appPort,
        rpcPorts: [0, 0],
        relayPort: 0,
        email: false,
        workDir: join(BENCH_OUT, 'social-login'),
        configFile: join(REPO_ROOT, 'test/e2e/embedded-wallet-social/walletkit.social.config.ts'),
        signal,
      }),
    );
    close = running.close;
    const { started: demo, browser } = running;
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await pressToConnected(browser, demo.url, `bench-${Date.now()}-${run}`));
    }
    console.log('Social login: Google pressed → connected (chromium, demo, oidc-provider, PGlite)');
    console.log(
      timingLine(
        'press → connected (first login)',
        runs.map((r) => r.total),
      ),
    );
    console.log(
      timingLine(
        '  press → provider login form shown',
        runs.map((r) => r.toForm),
      ),
    );
    console.log(
      timingLine(
        '  form submitted → connected',
        runs.map((r) => r.formToConnected),
      ),
    );
  } finally {
    await close?.();
    await service.stop();
    await google.stop();
    await smtp.stop();
  }
}

await main();
