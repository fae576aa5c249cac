// @vitest-environment jsdom
/**
 * The generated Connect (with the catalogue), ConnectingWalletConnect and AllWallets views
 * (templates/), run against a real kit with a real WalletConnect client. Only the pairing
 * itself is stood in for: the test writes to the client's store what the SDK's pairing would
 * (a URI, an error), because the SDK and its relay are not part of these views.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResolvedConfig } from '@wallet-kit/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MemoryStorage,
  ScriptedAdapter,
  connector,
  createTestKit,
} from '../../core/testing/test-support.js';
import type { AdapterConnection, Connector } from '../../core/types.js';
import { createWalletConnectClient } from '../../walletconnect/client.js';
import type { WalletConnectClient } from '../../walletconnect/client-api.js';
import { uriState } from '../../walletconnect/pairing.js';
import { MAINNET } from '../../walletconnect/testing/test-networks.js';
import { WALLET_CATALOGUE } from '../../wallets/snapshot.js';
import {
  loadGeneratedModule,
  mountHostPage,
  type GeneratedModule,
  viewCodeLoaded,
} from '../testing/generatedKit.js';

const URI = 'wc:0123abcd@2?relay-protocol=irn&symKey=feed';
const FRESH_URI = 'wc:4567ef01@2?relay-protocol=irn&symKey=beef';

let generated: GeneratedModule;
beforeAll(async () => {
  generated = await loadGeneratedModule([
    'Connect',
    'ConnectingExternal',
    'ConnectingWalletConnect',
    'AllWallets',
    'Account',
  ]);
});
afterAll(() => generated.rendered.remove());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const metaMask: Connector = connector({
  id: 'io.metamask',
  name: 'MetaMask',
  info: { rdns: 'io.metamask' },
});

/**
 * The kit's WalletConnect connector carries a real client; each connect through it is a
 * pairing attempt the test drives with the store writes the client's pairing flow makes.
 */
async function startedPage(
  options: { config?: Partial<ResolvedConfig>; connectors?: Connector[] } = {},
) {
  /** The connectors warmed up, in order (the visitor pointed at or focused one of them). */
  const prepared: string[] = [];
  const client: WalletConnectClient = createWalletConnectClient({
    projectId: 'test-project',
    metadata: { name: 'Test', description: 'Test app', url: 'http://127.0.0.1', icons: [] },
    networks: [MAINNET],
    storage: new MemoryStorage(),
    platform: { isTelegram: false, isIosSafari: false },
  });
  const walletConnect: Connector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
    provider: client,
    prepare: () => prepared.push('walletConnect'),
  };
  const adapter = new ScriptedAdapter('eip155', {
    connectors: [walletConnect, ...(options.connectors ?? [])],
  });
  const pairings: { reject(error: unknown): void }[] = [];
  adapter.connectResult = ({ connectorId }) =>
    connectorId === 'walletConnect'
      ? new Promise<AdapterConnection>((_, reject) => {
          client.store.setState({ status: 'connecting', wcUri: undefined, wcError: undefined });
          pairings.push({ reject });
        })
      : new Promise<AdapterConnection>(() => undefined);
  const { kit } = createTestKit({ adapters: [adapter], config: options.config });
  await kit.start();
  const user = userEvent.setup();
  mountHostPage(kit, generated);
  const pairing = {
    get attempts() {
      return pairings.length;
    },
    showUri: (uri: string) =>
      act(() => client.store.setState({ status: 'connecting', ...uriState(uri, Date.now()) })),
    fail: (message: string) =>
      act(async () => {
        client.store.setState({
          status: 'disconnected',
          wcUri: undefined,
          wcError: { kind: 'failed', message },
        });
        pairings.at(-1)!.reject(new Error(message));
      }),
  };
  return { kit, adapter, user, pairing, prepared };
}

const walletIds = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((item) => item.dataset.testid);

describe('generated ConnectingWalletConnect view', () => {
  it('shows the QR code and a copy-link button once the pairing URI exists, and copies the URI', async () => {
    const { user, pairing } = await startedPage();
    await user.click(screen.getByTestId('wk-connect-button'));
    await user.click(screen.getByTestId('wk-wallet-walletConnect'));
    await viewCodeLoaded();
    expect(screen.getByTestId('wk-wc-qr-loading')).toBeTruthy();
    expect(screen.queryByTestId('wk-wc-copy-link')).toBeNull();

    await pairing.showUri(URI);
    expect(await screen.findByTestId('wk-wc-qr')).toBeTruthy();
    expect(screen.queryByTestId('wk-wc-qr-loading')).toBeNull();
    await user.click(screen.getByTestId('wk-wc-copy-link'));
    expect(await navigator.clipboard.readText()).toBe(URI);
  });

  it('a failed pairing shows the error and Try again starts a fresh pairing', async () => {
    const { user, pairing } = await startedPage();
    await user.click(screen.getByTestId('wk-connect-button'));
    await user.click(screen.getByTestId('wk-wallet-walletConnect'));
    await pairing.showUri(URI);
    await pairing.fail('Relay unreachable');

    const status = screen.getByTestId('wk-wc-status').textContent;
    expect(status).toContain('Connection failed');
    expect(status).toContain('Relay unreachable');
    expect(screen.queryByTestId('wk-wc-qr')).toBeNull();

    await user.click(screen.getByTestId('wk-wc-retry'));
    expect(pairing.attempts).toBe(2);
    expect(screen.queryByTestId('wk-wc-status')).toBeNull();
    await pairing.showUri(FRESH_URI);
    expect(await screen.findByTestId('wk-wc-qr')).toBeTruthy();
  });

  it('asks for a fresh pairing when 10 s or less of the URI are left, not at 11 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { user, pairing } = await startedPage();
    await user.click(screen.getByTestId('wk-connect-button'));
    await user.click(screen.getByTestId('wk-wallet-walletConnect'));
    await pairing.showUri(URI); // valid for 4 minutes

    await act(() => vi.advanceTimersByTime(229_000)); // 11 s left
    expect(pairing.attempts).toBe(1);
    expect(await screen.findByTestId('wk-wc-qr')).toBeTruthy();

    await act(() => vi.advanceTimersByTime(1_000)); // 10 s left: expired
    expect(pairing.attempts).toBe(2);
    expect(screen.getByTestId('wk-wc-qr-loading')).toBeTruthy();
    await pairing.showUri(FRESH_URI);
    expect(await screen.findByTestId('wk-wc-qr')).toBeTruthy();
  });
});

describe('generated AllWallets view', () => {
  async function openAllWallets(options: Parameters<typeof startedPage>[0] = {}) {
    const page = await startedPage(options);
    await page.user.click(screen.getByTestId('wk-connect-button'));
    await page.user.click(screen.getByTestId('wk-connect-all-wallets'));
    await viewCodeLoaded();
    return page;
  }
  const tiles = () => walletIds(screen.getByTestId('wk-all-wallets-list'));

  it('shows wallets in pages of 40 and loads the next page on "Show more wallets"', async () => {
    expect(WALLET_CATALOGUE.length).toBeGreaterThan(40);
    const { user } = await openAllWallets();
    expect(tiles()).toHaveLength(40);
    await user.click(screen.getByTestId('wk-all-wallets-more'));
    expect(tiles()).toHaveLength(Math.min(80, WALLET_CATALOGUE.length));
  });

  it('searches the whole catalogue and says when nothing matches', async () => {
    const { user } = await openAllWallets();
    await user.type(screen.getByTestId('wk-all-wallets-search'), 'rainb');
    expect(tiles()).toEqual(['wk-all-wallets-rainbow']);
    expect(screen.queryByTestId('wk-all-wallets-more')).toBeNull();
    await user.clear(screen.getByTestId('wk-all-wallets-search'));
    await user.type(screen.getByTestId('wk-all-wallets-search'), 'no such wallet');
    expect(screen.getByTestId('wk-all-wallets-empty')).toBeTruthy();
  });

  it('hides excluded wallets, also from search', async () => {
    const { user } = await openAllWallets({ config: { excludeWalletIds: ['trust'] } });
    expect(screen.queryByTestId('wk-all-wallets-trust')).toBeNull();
    await user.type(screen.getByTestId('wk-all-wallets-search'), 'trust');
    expect(screen.getByTestId('wk-all-wallets-empty')).toBeTruthy();
  });

  it('shows an installed wallet once, as installed, in place of its catalogue entry (same rdns)', async () => {
    await openAllWallets({ connectors: [metaMask] });
    expect(tiles()[0]).toBe('wk-all-wallets-io.metamask');
    expect(screen.getByTestId('wk-all-wallets-io.metamask').textContent).toContain('Installed');
    expect(screen.queryByTestId('wk-all-wallets-metamask')).toBeNull();
    expect(screen.getAllByText('MetaMask')).toHaveLength(1);
  });
});

describe('generated Connect view with the catalogue', () => {
  const listed = () => walletIds(screen.getByRole('list', { name: 'Wallets' }));

  it('lists WalletConnect, installed, featured, custom, then 4 recommended wallets (default order)', async () => {
    const { user } = await startedPage({
      connectors: [metaMask],
      config: {
        featuredWalletIds: ['zerion'],
        customWallets: [{ id: 'my-wallet', name: 'My Wallet', mobileLink: 'mywallet://' }],
      },
    });
    await user.click(screen.getByTestId('wk-connect-button'));
    expect(listed()).toEqual([
      'wk-wallet-walletConnect',
      'wk-wallet-io.metamask',
      'wk-wallet-zerion',
      'wk-wallet-my-wallet',
      // The first catalogue wallets not shown yet (MetaMask is installed).
      'wk-wallet-trust',
      'wk-wallet-coinbase',
      'wk-wallet-rainbow',
      'wk-wallet-okx',
      'wk-connect-all-wallets',
    ]);
  });

  it('follows the host connector-type order (recommended and featured first)', async () => {
    const { user } = await startedPage({
      config: {
        featuredWalletIds: ['zerion'],
        connectorTypeOrder: [
          'recommended',
          'featured',
          'walletConnect',
          'recent',
          'injected',
          'custom',
          'external',
        ],
      },
    });
    await user.click(screen.getByTestId('wk-connect-button'));
    expect(listed()).toEqual([
      'wk-wallet-metamask',
      'wk-wallet-trust',
      'wk-wallet-coinbase',
      'wk-wallet-rainbow',
      'wk-wallet-zerion',
      'wk-wallet-walletConnect',
      'wk-connect-all-wallets',
    ]);
  });

  it('lists a featured wallet from further down the catalogue once the rest of it has loaded', async () => {
    const { user } = await startedPage({ config: { featuredWalletIds: ['timeless'] } });
    await user.click(screen.getByTestId('wk-connect-button'));
    await screen.findByTestId('wk-wallet-timeless');
    expect(listed().slice(0, 2)).toEqual(['wk-wallet-walletConnect', 'wk-wallet-timeless']);
  });

  it('never lists an excluded wallet', async () => {
    const { user } = await startedPage({
      config: { featuredWalletIds: ['zerion'], excludeWalletIds: ['zerion', 'metamask'] },
    });
    await user.click(screen.getByTestId('wk-connect-button'));
    expect(listed()).not.toContain('wk-wallet-zerion');
    expect(listed()).not.toContain('wk-wallet-metamask');
    expect(listed().filter((id) => id !== 'wk-connect-all-wallets')).toHaveLength(5); // WC + 4
  });

  it('picking a recommended wallet pairs it over WalletConnect and shows its QR code (desktop)', async () => {
    const { user, adapter, pairing } = await startedPage();
    await user.click(screen.getByTestId('wk-connect-button'));
    await user.click(screen.getByTestId('wk-wallet-rainbow'));
    expect(screen.getByRole('dialog', { name: 'Rainbow' })).toBeTruthy();
    expect(adapter.calls).toContain('eip155.connect');
    expect(pairing.attempts).toBe(1);
    await pairing.showUri(URI);
    expect(await screen.findByTestId('wk-wc-qr')).toBeTruthy();
    expect(screen.getByText('Open Rainbow and scan this code to connect.')).toBeTruthy();
  });

  it('picking a recommended wallet on mobile offers its deep link instead of a QR code', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    );
    const { user, pairing } = await startedPage();
    await user.click(screen.getByTestId('wk-connect-button'));
    await user.click(screen.getByTestId('wk-wallet-rainbow'));
    await pairing.showUri(URI);
    expect(screen.queryByTestId('wk-wc-qr')).toBeNull();
    expect(screen.getByTestId('wk-wc-open-app').textContent).toContain('Open Rainbow');
  });
});

describe('generated Connect view: warming up before the click', () => {
  it('pointing at a catalogue wallet warms up WalletConnect, and no pairing starts before the click', async () => {
    const { user, pairing, prepared } = await startedPage();
    await user.click(screen.getByTestId('wk-connect-button'));
    const list = await screen.findByRole('list', { name: 'Wallets' });
    const catalogueWallet = walletIds(list).find(
      (id) => id !== 'wk-wallet-walletConnect' && id !== 'wk-connect-all-wallets',
    )!;
    const before = prepared.length;
    await user.hover(screen.getByTestId(catalogueWallet));
    expect(prepared.length).toBeGreaterThan(before);
    expect(new Set(prepared)).toEqual(new Set(['walletConnect']));
    expect(pairing.attempts).toBe(0);
  });

  it('focusing a wallet warms up its connector', async () => {
    const { user, prepared } = await startedPage();
    await user.click(screen.getByTestId('wk-connect-button'));
    const list = await screen.findByRole('list', { name: 'Wallets' });
    // Focus elsewhere first: the modal may have put it on the first wallet when it opened.
    act(() => screen.getByTestId(walletIds(list).at(-1)!).focus());
    prepared.length = 0;
    act(() => screen.getByTestId('wk-wallet-walletConnect').focus());
    expect(prepared).toEqual(['walletConnect']);
  });
});
