import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { createEip155Adapter } from '@wallet-kit/runtime/eip155';
import type { ChainAdapter } from '@wallet-kit/runtime';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { recordingContext } from '../fixtures/eip1193/adapter-context.js';
import { anvilNetwork } from '../fixtures/eip1193/anvil-network.js';
import { createAnvilWallet, type AnvilWallet } from '../fixtures/eip1193/anvil-wallet.js';
import {
  createTestWindow,
  installAnnouncingWallet,
  walletInfo,
} from '../fixtures/eip1193/test-window.js';

const RDNS = 'io.metamask';

let node: AnvilNode;
const adapters: ChainAdapter[] = [];
const uninstalls: (() => void)[] = [];

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
});
afterAll(() => node?.stop());
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy();
  for (const uninstall of uninstalls.splice(0)) uninstall();
});

/** A freshly loaded page: a new window and adapter, the wallet keeping its authorisation. */
function reloadedPage(
  wallet: AnvilWallet,
  options: { walletLoadsAfterMs?: number; reconnectWaitMs?: number } = {},
) {
  const win = createTestWindow();
  uninstalls.push(
    installAnnouncingWallet(win, walletInfo(RDNS, 'MetaMask'), wallet, {
      loadAfterMs: options.walletLoadsAfterMs,
    }),
  );
  const adapter = createEip155Adapter({ window: win, reconnectWaitMs: options.reconnectWaitMs });
  adapters.push(adapter);
  const context = recordingContext([anvilNetwork(node)]);
  adapter.init(context);
  return { adapter, context };
}

test('reconnect after reload restores the account silently, without eth_requestAccounts', async () => {
  const wallet = createAnvilWallet({ chains: [node] });
  await reloadedPage(wallet).adapter.connect({ connectorId: RDNS, network: anvilNetwork(node) });
  wallet.requests.length = 0;

  const { adapter } = reloadedPage(wallet);
  await expect(
    adapter.reconnect({ connectorId: RDNS, network: anvilNetwork(node) }),
  ).resolves.toEqual({
    address: ANVIL_ACCOUNTS[0].address,
    chainId: 31337,
  });
  expect(wallet.requests).toEqual(['eth_accounts', 'eth_chainId']);
});

test('a reconnected wallet emits its events again', async () => {
  const wallet = createAnvilWallet({ chains: [node], authorized: true });
  const { adapter, context } = reloadedPage(wallet);
  await adapter.reconnect({ connectorId: RDNS, network: anvilNetwork(node) });
  wallet.emit('chainChanged', '0x1');
  expect(context.eventsOfType('chainChanged')).toEqual([{ type: 'chainChanged', chainId: 1 }]);
});

test('reconnect resolves null when the wallet returns no accounts', async () => {
  const wallet = createAnvilWallet({ chains: [node], authorized: false });
  const { adapter } = reloadedPage(wallet);
  await expect(
    adapter.reconnect({ connectorId: RDNS, network: anvilNetwork(node) }),
  ).resolves.toBeNull();
  expect(wallet.requests).toEqual(['eth_accounts']);
  expect(wallet.listenerTotal()).toBe(0);
});

test('reconnect waits for a wallet that announces a little after start', async () => {
  const wallet = createAnvilWallet({ chains: [node], authorized: true });
  const { adapter } = reloadedPage(wallet, { walletLoadsAfterMs: 150, reconnectWaitMs: 2000 });
  await expect(
    adapter.reconnect({ connectorId: RDNS, network: anvilNetwork(node) }),
  ).resolves.toMatchObject({
    address: ANVIL_ACCOUNTS[0].address,
  });
  expect(wallet.requests).not.toContain('eth_requestAccounts');
});

test('reconnect resolves null when the wallet never announces within reconnectWaitMs', async () => {
  const wallet = createAnvilWallet({ chains: [node], authorized: true });
  const { adapter } = reloadedPage(wallet, { walletLoadsAfterMs: 60_000, reconnectWaitMs: 100 });
  const startedAt = performance.now();
  await expect(
    adapter.reconnect({ connectorId: RDNS, network: anvilNetwork(node) }),
  ).resolves.toBeNull();
  expect(performance.now() - startedAt).toBeGreaterThanOrEqual(95);
  expect(wallet.requests).toEqual([]);
});

test('reconnect waits 1000 ms by default for the wallet to announce', async () => {
  const wallet = createAnvilWallet({ chains: [node], authorized: true });
  const late = reloadedPage(wallet, { walletLoadsAfterMs: 800 });
  await expect(
    late.adapter.reconnect({ connectorId: RDNS, network: anvilNetwork(node) }),
  ).resolves.not.toBeNull();

  const never = reloadedPage(createAnvilWallet({ chains: [node], authorized: true }), {
    walletLoadsAfterMs: 60_000,
  });
  const startedAt = performance.now();
  await expect(
    never.adapter.reconnect({ connectorId: RDNS, network: anvilNetwork(node) }),
  ).resolves.toBeNull();
  expect(performance.now() - startedAt).toBeGreaterThanOrEqual(995);
});

test('destroy during the wait resolves the pending reconnect with null', async () => {
  const wallet = createAnvilWallet({ chains: [node], authorized: true });
  const { adapter } = reloadedPage(wallet, { walletLoadsAfterMs: 60_000, reconnectWaitMs: 60_000 });
  const pending = adapter.reconnect({ connectorId: RDNS, network: anvilNetwork(node) });
  adapter.destroy();
  await expect(pending).resolves.toBeNull();
});
