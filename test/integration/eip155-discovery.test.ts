import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createEip155Adapter } from '@wallet-kit/runtime/eip155';
import type { ChainAdapter } from '@wallet-kit/runtime';
import { startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { recordingContext } from '../fixtures/eip1193/adapter-context.js';
import { createAnvilWallet, type AnvilWalletOptions } from '../fixtures/eip1193/anvil-wallet.js';
import {
  announce,
  createTestWindow,
  installAnnouncingWallet,
  SVG_ICON,
  walletInfo,
} from '../fixtures/eip1193/test-window.js';

let node: AnvilNode;
const adapters: ChainAdapter[] = [];

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
});
afterAll(() => node?.stop());
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy();
});

const wallet = (options: Partial<AnvilWalletOptions> = {}) =>
  createAnvilWallet({ chains: [node], ...options });

function startAdapter(win = createTestWindow()) {
  const adapter = createEip155Adapter({ window: win });
  adapters.push(adapter);
  const context = recordingContext();
  adapter.init(context);
  return { adapter, context, win };
}

describe('EIP-6963 discovery', () => {
  test('an announced wallet becomes an ANNOUNCED connector with rdns id, name, icon and provider', () => {
    const win = createTestWindow();
    const provider = wallet();
    installAnnouncingWallet(win, walletInfo('io.rabby', 'Rabby Wallet'), provider);
    const { adapter } = startAdapter(win);

    expect(adapter.getConnectors()).toEqual([
      {
        id: 'io.rabby',
        name: 'Rabby Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: SVG_ICON,
        info: { rdns: 'io.rabby' },
        provider,
      },
    ]);
  });

  test('init requests providers so wallets that loaded before the kit are discovered', () => {
    const win = createTestWindow();
    // Installed and announced before the adapter listens: only the request makes it re-announce.
    installAnnouncingWallet(win, walletInfo('io.metamask', 'MetaMask'), wallet());
    const { adapter } = startAdapter(win);
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual(['io.metamask']);
  });

  test('wallets announcing after init are added', () => {
    const { adapter, win } = startAdapter();
    announce(win, walletInfo('io.metamask', 'MetaMask'), wallet());
    announce(win, walletInfo('app.phantom', 'Phantom'), wallet());
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([
      'io.metamask',
      'app.phantom',
    ]);
  });

  test('connectors are deduplicated by rdns and a re-announce replaces the earlier one', () => {
    const { adapter, win } = startAdapter();
    announce(win, walletInfo('io.metamask', 'MetaMask'), wallet());
    const replacement = wallet();
    announce(win, walletInfo('io.metamask', 'MetaMask Flask'), replacement);

    const connectors = adapter.getConnectors();
    expect(connectors).toHaveLength(1);
    expect(connectors[0]).toMatchObject({ id: 'io.metamask', name: 'MetaMask Flask' });
    expect(connectors[0]?.provider).toBe(replacement);
  });

  test('a connectors event is emitted on every change', () => {
    const { context, win } = startAdapter();
    const metamask = wallet();
    announce(win, walletInfo('io.metamask', 'MetaMask'), metamask);
    announce(win, walletInfo('app.phantom', 'Phantom'), wallet());
    announce(win, walletInfo('io.metamask', 'MetaMask'), wallet());

    const emitted = context
      .eventsOfType('connectors')
      .map((event) => event.connectors.map((c) => c.id));
    expect(emitted).toEqual([
      ['io.metamask'],
      ['io.metamask', 'app.phantom'],
      ['io.metamask', 'app.phantom'],
    ]);
    expect(context.eventsOfType('connectors')[2]?.connectors[0]?.provider).not.toBe(metamask);
  });

  test('an announced icon that is not a data URI is dropped so the page never fetches it', () => {
    const { adapter, win } = startAdapter();
    announce(
      win,
      walletInfo('io.tracker', 'Tracker', 'https://tracker.example/pixel.png'),
      wallet(),
    );
    const [connector] = adapter.getConnectors();
    expect(connector?.name).toBe('Tracker');
    expect(connector).not.toHaveProperty('imageUrl');
  });

  test('malformed announcements are ignored', () => {
    const { adapter, context, win } = startAdapter();
    announce(win, walletInfo('', 'No rdns'), wallet());
    announce(win, walletInfo('io.norequest', 'No provider'), { on: () => undefined });
    win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: null }));
    expect(adapter.getConnectors()).toEqual([]);
    expect(context.events).toEqual([]);
  });

  test('destroy stops discovery', () => {
    const { adapter, context, win } = startAdapter();
    adapter.destroy();
    announce(win, walletInfo('io.metamask', 'MetaMask'), wallet());
    expect(adapter.getConnectors()).toEqual([]);
    expect(context.events).toEqual([]);
  });
});

describe('legacy window.ethereum fallback', () => {
  test('a legacy window.ethereum is listed as INJECTED "Browser Wallet" with id injected', () => {
    const win = createTestWindow();
    const provider = wallet();
    win.ethereum = provider;
    const { adapter, context } = startAdapter(win);

    expect(adapter.getConnectors()).toEqual([
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', provider },
    ]);
    expect(context.eventsOfType('connectors')).toHaveLength(1);
  });

  test('the legacy connector is named after the provider flags', () => {
    const win = createTestWindow();
    win.ethereum = wallet({ flags: { isMetaMask: true } });
    expect(startAdapter(win).adapter.getConnectors()[0]?.name).toBe('MetaMask');

    const brave = createTestWindow();
    // Brave also sets isMetaMask for compatibility; its own flag wins.
    brave.ethereum = wallet({ flags: { isMetaMask: true, isBraveWallet: true } });
    expect(startAdapter(brave).adapter.getConnectors()[0]?.name).toBe('Brave Wallet');
  });

  test('the legacy connector is not listed when an announced wallet wraps the same provider', () => {
    const win = createTestWindow();
    const provider = wallet({ flags: { isMetaMask: true } });
    win.ethereum = provider;
    installAnnouncingWallet(win, walletInfo('io.metamask', 'MetaMask'), provider);
    const { adapter } = startAdapter(win);
    expect(adapter.getConnectors().map((connector) => [connector.id, connector.type])).toEqual([
      ['io.metamask', 'ANNOUNCED'],
    ]);
  });

  test('the legacy connector disappears once an announced wallet turns out to wrap it', () => {
    const win = createTestWindow();
    const provider = wallet();
    win.ethereum = provider;
    const { adapter, context } = startAdapter(win);
    announce(win, walletInfo('io.metamask', 'MetaMask'), provider);

    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual(['io.metamask']);
    expect(
      context.eventsOfType('connectors').map((event) => event.connectors.map((c) => c.id)),
    ).toEqual([['injected'], ['io.metamask']]);
  });

  test('a legacy provider different from every announced one is listed after them', () => {
    const win = createTestWindow();
    win.ethereum = wallet();
    installAnnouncingWallet(win, walletInfo('io.metamask', 'MetaMask'), wallet());
    const { adapter } = startAdapter(win);
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([
      'io.metamask',
      'injected',
    ]);
  });

  test('a wallet injecting window.ethereum after load is picked up on ethereum#initialized', () => {
    const { adapter, win } = startAdapter();
    expect(adapter.getConnectors()).toEqual([]);
    win.ethereum = wallet();
    win.dispatchEvent(new Event('ethereum#initialized'));
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual(['injected']);
  });
});
