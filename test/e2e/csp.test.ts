/**
 * The kit under a strict Content-Security-Policy: no inline styles or scripts without a nonce,
 * no eval. The built demo is served with the policy as a response header; the page must report
 * no violation from loading to a connected account, and the modal must still wear the kit's
 * styles (a policy that blocked them would leave it unstyled, silently). docs/decisions.md says
 * how the kit adds its styles under such a policy.
 */
import type { Browser, Page } from 'playwright-core';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recordOffLoopbackRequests, screenshot } from '@wallet-kit/local-stack/browser';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { startDemoWithChromium, type DemoWithChromium } from '../fixtures/demo-app.js';
import { startPolicyProxy, type PolicyProxy } from '../fixtures/policy-proxy.js';

const NONCE = 'XYZ';
const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' 'nonce-${NONCE}'`,
  "img-src 'self' data:",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
].join('; ');
const DEMO_WALLET = 'wk-wallet-dev.walletkit.demo';
const WAIT = { timeout: 15_000 };

let demo: RunningDemo;
let browser: Browser;
let running: DemoWithChromium | undefined;
const proxies: PolicyProxy[] = [];

beforeAll(async () => {
  running = await startDemoWithChromium({ cacheDir: 'e2e-csp' });
  ({ demo, browser } = running);
});
afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await running?.close();
});

interface PolicyPage {
  page: Page;
  /** `securitypolicyviolation` events and the console's CSP errors, as text. */
  violations(): Promise<string[]>;
  offLoopback: string[];
}

/**
 * The demo with `POLICY` on every response of the app server. `publishNonce` adds the nonce to
 * the page the way Vite's `html.cspNonce` does; `withoutConstructableSheets` takes constructable
 * stylesheets away, as in a browser that has none, so the kit falls back to `<style>` elements.
 */
async function openUnderPolicy(options: {
  publishNonce?: boolean;
  withoutConstructableSheets?: boolean;
}): Promise<PolicyPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval|unsafe-inline/i.test(message.text()))
      consoleErrors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  const offLoopback = recordOffLoopbackRequests(page);
  // Init scripts run before the page's own and are not subject to its policy.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  if (options.withoutConstructableSheets) {
    await page.addInitScript(() => {
      delete (Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    });
  }
  const proxy = await startPolicyProxy({
    target: demo.url,
    policy: POLICY,
    ...(options.publishNonce
      ? {
          rewriteHtml: (html) =>
            html.replace('<head>', `<head><meta property="csp-nonce" nonce="${NONCE}" />`),
        }
      : {}),
  });
  proxies.push(proxy);
  await page.goto(proxy.url);
  await page.getByTestId('wk-connect-button').waitFor(WAIT);
  const violations = async () => [
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
    ...consoleErrors,
  ];
  return { page, violations, offLoopback };
}

/** Opens the modal, connects the Demo Wallet and shows the Account view. */
async function connectDemoWallet(page: Page) {
  await page.getByTestId('wk-connect-button').click();
  await page.getByTestId(DEMO_WALLET).click(WAIT);
  await page.getByTestId('demo-address').waitFor(WAIT);
  if (!(await page.getByTestId('wk-modal').isVisible()))
    await page.getByTestId('wk-connect-button').click();
  await page.getByTestId('wk-account-address').waitFor(WAIT);
}

/**
 * The dialog's background colour and the colour its theme variable stands for, both computed
 * by the browser. Equal only when the kit's rule for the dialog applies.
 */
function dialogBackground(page: Page) {
  return page.getByTestId('wk-modal').evaluate((dialog) => {
    const probe = document.createElement('span');
    // Through the CSSOM, which a style-src policy does not govern.
    probe.style.backgroundColor = 'var(--wk-background)';
    dialog.append(probe);
    const expected = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { actual: getComputedStyle(dialog).backgroundColor, expected };
  });
}

describe('the kit under a strict Content-Security-Policy', () => {
  test('no JavaScript of the built app evaluates strings (eval, new Function), which the policy forbids', async () => {
    const assets = join(demo.appDir, 'dist', 'assets');
    const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const source = await readFile(join(assets, file), 'utf8');
      expect(source, file).not.toMatch(/\beval\(|\bFunction\(/);
    }
  });

  test('the policy header reaches the page', async () => {
    const { page } = await openUnderPolicy({});
    const response = await page.reload();
    expect(response?.headers()['content-security-policy']).toBe(POLICY);
    await page.context().close();
  });

  test('opening the modal and connecting the Demo Wallet reports no violation and the modal is styled', async () => {
    const { page, violations, offLoopback } = await openUnderPolicy({});
    await connectDemoWallet(page);
    const background = await dialogBackground(page);
    expect(background.expected).not.toBe('rgba(0, 0, 0, 0)');
    expect(background.actual).toBe(background.expected);
    const radius = await page
      .getByTestId('wk-modal')
      .evaluate((dialog) => getComputedStyle(dialog).borderTopLeftRadius);
    expect(radius).not.toBe('0px');
    await screenshot(page, 'csp-01-account-view');
    expect(await violations()).toEqual([]);
    expect(offLoopback).toEqual([]);
    await page.context().close();
  });

  test('without constructable stylesheets the kit styles the modal through <style> elements with the published nonce', async () => {
    const { page, violations } = await openUnderPolicy({
      publishNonce: true,
      withoutConstructableSheets: true,
    });
    await page.getByTestId('wk-connect-button').click();
    await page.getByTestId(DEMO_WALLET).waitFor(WAIT);
    const styles = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-wk-styles]'), (s) => ({
        name: s.dataset.wkStyles,
        nonce: s.nonce,
      })),
    );
    expect(styles.map((style) => style.name)).toContain('ModalShell');
    expect(new Set(styles.map((style) => style.nonce))).toEqual(new Set([NONCE]));
    const background = await dialogBackground(page);
    expect(background.actual).toBe(background.expected);
    await screenshot(page, 'csp-02-connect-view-style-elements');
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  test('the policy is enforced: without the nonce those <style> elements are refused and reported', async () => {
    const { page, violations } = await openUnderPolicy({ withoutConstructableSheets: true });
    await page.getByTestId('wk-connect-button').click();
    await page.getByTestId(DEMO_WALLET).waitFor(WAIT);
    const background = await dialogBackground(page);
    expect(background.actual).not.toBe(background.expected);
    expect((await violations()).some((line) => line.startsWith('style-src-elem'))).toBe(true);
    await page.context().close();
  });
});
