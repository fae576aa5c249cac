/**
 * Without a `window` option the adapter discovers wallets on the page's own window through
 * `@wallet-standard/app`'s `getWallets()`, the registry shared by every Wallet Standard app on
 * the page. That registry is bound to the global `window` for the life of the module, so this
 * file (its own module graph under vitest) gives Node a global window before anything calls it.
 */
import { getWallets } from '@wallet-standard/app';
import { createSolanaAdapter } from '@wallet-kit/runtime/solana';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { recordingContext } from '../fixtures/eip1193/adapter-context.js';
import { KeypairWallet } from '@wallet-kit/local-stack/solana-wallet/scripted-wallet';
import { installWallet } from '../fixtures/solana-wallet/register.js';

const page = globalThis as { window?: unknown };

beforeAll(() => {
  page.window = new EventTarget();
});
afterAll(() => {
  delete page.window;
});

test('without a window option, wallets registered on the page window are discovered through getWallets()', () => {
  const extension = new KeypairWallet({
    name: 'Extension',
    rpcUrls: { 'solana:devnet': 'http://127.0.0.1:9' },
  });
  const uninstall = installWallet(page.window as EventTarget, extension);
  const adapter = createSolanaAdapter();
  adapter.init(recordingContext());

  // A wallet another app registers straight into the shared registry is seen too.
  const inPage = new KeypairWallet({
    name: 'In-page',
    rpcUrls: { 'solana:devnet': 'http://127.0.0.1:9' },
  });
  const unregister = getWallets().register(inPage);

  expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([
    'wallet-standard:Extension',
    'wallet-standard:In-page',
  ]);
  adapter.destroy();
  unregister();
  uninstall();
});
