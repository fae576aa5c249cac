/**
 * Whatever another script left in the kit's localStorage keys (values over 64 KiB, text that is
 * not JSON, JSON of the wrong shape), the demo page's kit starts, opens, drops those values and
 * connects, in chromium against the demo's anvil chains. See docs/security.md.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { openDemoInChromium, type DemoInChromium } from '../fixtures/demo-app.js';

const WAIT = { timeout: 15_000 };
const ACCOUNT = ANVIL_ACCOUNTS[0].address;
const DEMO_WALLET_ID = 'dev.walletkit.demo';
const HUGE = 70 * 1024;

/**
 * Key (under `@walletkit/`) → what a hostile or broken script stored there: the keys this page
 * reads when it starts and when the visitor connects an injected wallet.
 */
const PLANTED: Record<string, string> = {
  // Well-formed, naming the demo wallet, but far over the cap.
  recent_wallets: JSON.stringify([{ id: DEMO_WALLET_ID, name: 'M'.repeat(HUGE) }]),
  'eip155:connector_id': JSON.stringify('x'.repeat(HUGE)),
  // Read when the visitor connects.
  preferred_account_types: '{"eip155": 42}',
  active_caip_network_id: '"not a network"',
};

let opened: DemoInChromium;

beforeAll(async () => {
  opened = await openDemoInChromium({ cacheDir: 'e2e-stored-state' });
  const { page } = opened;
  await page.evaluate((planted) => {
    for (const [key, value] of Object.entries(planted))
      localStorage.setItem(`@walletkit/${key}`, value);
    // A valid status, so the start-up reads the connector id.
    localStorage.setItem('@walletkit/connection_status', '"connected"');
  }, PLANTED);
  await page.reload();
});
afterAll(() => opened?.close());

test('the kit opens over hostile stored values, drops them, and a visitor still connects', async () => {
  const { page } = opened;
  await page.getByTestId('wk-connect-button').click(WAIT);
  await page.getByTestId('wk-modal').waitFor(WAIT);
  await page.getByTestId(`wk-wallet-${DEMO_WALLET_ID}`).waitFor(WAIT);
  // Read at start-up, so gone before the visitor does anything.
  const atStart = await page.evaluate(() => [
    localStorage.getItem('@walletkit/recent_wallets'),
    localStorage.getItem('@walletkit/eip155:connector_id'),
  ]);
  expect(atStart).toEqual([null, null]);

  await page.getByTestId(`wk-wallet-${DEMO_WALLET_ID}`).click();
  // The page's own account line: the kit connected and told the page.
  await page.getByTestId('demo-address').filter({ hasText: ACCOUNT }).waitFor(WAIT);

  const stored = await page.evaluate(
    (keys) =>
      Object.fromEntries(keys.map((key) => [key, localStorage.getItem(`@walletkit/${key}`)])),
    Object.keys(PLANTED),
  );
  for (const [key, planted] of Object.entries(PLANTED)) {
    // Removed, or replaced by what the kit itself wrote since.
    expect(stored[key], key).not.toBe(planted);
    expect(stored[key]?.length ?? 0, key).toBeLessThan(HUGE);
  }
  expect(opened.pageErrors).toEqual([]);
  expect(opened.offLoopback).toEqual([]);
});
