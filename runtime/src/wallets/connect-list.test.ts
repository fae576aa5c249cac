import { CONNECTOR_TYPE_ORDER_ENTRIES, type ConnectorTypeOrderEntry } from '@wallet-kit/schemas';
import { describe, expect, it } from 'vitest';
import type { Connector, ConnectorGroup } from '../core/types.js';
import { connectViewWallets, needsWholeCatalogue, type ConnectViewItem } from './connect-list.js';
import { FIRST_WALLETS } from './first-wallets.js';
import { buildWalletList, type WalletListConfig } from './list.js';
import { WALLET_CATALOGUE } from './snapshot.js';
import type { CatalogueWallet } from './types.js';

const DEFAULT_ORDER: ConnectorTypeOrderEntry[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
];

const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
};
const metaMask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
};
const external: Connector = {
  id: 'sdk-wallet',
  name: 'SDK Wallet',
  type: 'EXTERNAL',
  chain: 'eip155',
};

/** The kit's groups as `getOrderedConnectorGroups` returns them: every type, in `order`. */
function groups(
  byType: Partial<Record<ConnectorTypeOrderEntry, Connector[]>>,
  order = DEFAULT_ORDER,
): ConnectorGroup[] {
  return order.map((type) => ({ type, connectors: byType[type] ?? [] }));
}

function list(
  config: Partial<WalletListConfig> = {},
  installed: Connector[] = [],
  recent: { id: string; name: string; rdns?: string }[] = [],
  catalogue: readonly CatalogueWallet[] = WALLET_CATALOGUE,
) {
  return buildWalletList({
    catalogue,
    installed,
    recent,
    config: {
      featuredWalletIds: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      customWallets: [],
      ...config,
    },
  });
}

const shown = (items: ConnectViewItem[]) =>
  items.map((item) =>
    item.kind === 'connector'
      ? `${item.group}:${item.connector.id}`
      : `${item.group}:${item.entry.wallet.id}`,
  );

describe('connectViewWallets', () => {
  it('follows the default connector-type order: walletConnect, installed, featured, custom, external, then 4 recommended', () => {
    const items = connectViewWallets(
      groups({ walletConnect: [walletConnect], injected: [metaMask], external: [external] }),
      list(
        {
          featuredWalletIds: ['zerion', 'rainbow'],
          customWallets: [{ id: 'my-wallet', name: 'My Wallet', mobileLink: 'mywallet://' }],
        },
        [metaMask],
      ),
    );
    expect(shown(items)).toEqual([
      'walletConnect:walletConnect',
      'injected:io.metamask',
      'featured:zerion',
      'featured:rainbow',
      'custom:my-wallet',
      'external:sdk-wallet',
      // The first catalogue wallets not shown yet: MetaMask is installed, Rainbow featured.
      'recommended:trust',
      'recommended:coinbase',
      'recommended:okx',
      'recommended:phantom',
    ]);
  });

  it('follows a host order that puts recommended before featured; a featured wallet keeps its featured place', () => {
    const order: ConnectorTypeOrderEntry[] = [
      'recommended',
      'featured',
      'walletConnect',
      'recent',
      'injected',
      'custom',
      'external',
    ];
    const items = connectViewWallets(
      groups({ walletConnect: [walletConnect] }, order),
      list({ featuredWalletIds: ['metamask'] }),
    );
    expect(shown(items)).toEqual([
      // MetaMask is featured, so the recommended ones are the next four.
      'recommended:trust',
      'recommended:coinbase',
      'recommended:rainbow',
      'recommended:okx',
      'featured:metamask',
      'walletConnect:walletConnect',
    ]);
  });

  it('shows at most 4 recommended wallets', () => {
    const items = connectViewWallets(groups({}), list());
    expect(items.filter((item) => item.group === 'recommended')).toHaveLength(4);
  });

  it('shows a featured wallet that is installed once, as the installed connector', () => {
    const items = connectViewWallets(
      groups({ injected: [metaMask] }),
      list({ featuredWalletIds: ['metamask'] }, [metaMask]),
    );
    expect(shown(items).filter((id) => id.includes('metamask'))).toEqual(['injected:io.metamask']);
  });

  it('never shows an excluded wallet, whether featured, custom or recommended', () => {
    const items = connectViewWallets(
      groups({}),
      list({
        featuredWalletIds: ['zerion', 'trust'],
        excludeWalletIds: ['trust', 'com.coinbase.wallet', 'my-wallet'],
        customWallets: [{ id: 'my-wallet', name: 'My Wallet' }],
      }),
    );
    expect(shown(items)).toEqual([
      'featured:zerion',
      'recommended:metamask',
      'recommended:rainbow',
      'recommended:okx',
      'recommended:phantom',
    ]);
  });

  it('keeps to includeWalletIds for featured and recommended catalogue wallets', () => {
    const items = connectViewWallets(
      groups({}),
      list({ includeWalletIds: ['zerion', 'okx'], featuredWalletIds: ['zerion'] }),
    );
    expect(shown(items)).toEqual(['featured:zerion', 'recommended:okx']);
  });

  it('shows a wallet paired over WalletConnect before in the recent group, not again later', () => {
    const items = connectViewWallets(
      groups({ walletConnect: [walletConnect] }),
      list({ featuredWalletIds: ['zerion'] }, [], [{ id: 'zerion', name: 'Zerion' }]),
    );
    expect(shown(items).slice(0, 3)).toEqual([
      'walletConnect:walletConnect',
      'recent:zerion',
      'recommended:metamask',
    ]);
    expect(shown(items).filter((id) => id.endsWith(':zerion'))).toHaveLength(1);
  });

  it('does not repeat a catalogue wallet that an external connector already shows (by explorer id)', () => {
    const coinbaseSdk: Connector = { ...external, id: 'coinbaseSdk', explorerId: 'coinbase' };
    const items = connectViewWallets(groups({ external: [coinbaseSdk] }), list());
    expect(shown(items)).toEqual([
      'external:coinbaseSdk',
      'recommended:metamask',
      'recommended:trust',
      'recommended:rainbow',
      'recommended:okx',
    ]);
  });

  it('covers every connector type of the schema', () => {
    expect([...DEFAULT_ORDER].sort()).toEqual([...CONNECTOR_TYPE_ORDER_ENTRIES].sort());
  });
});

describe('needsWholeCatalogue', () => {
  /** Connect built from the first wallets: whether it asks for the rest, and what it shows. */
  function fromFirstWallets(
    config: Partial<WalletListConfig> = {},
    installed: Connector[] = [],
    recent: { id: string; name: string; rdns?: string }[] = [],
  ) {
    const firstList = list(config, installed, recent, FIRST_WALLETS);
    const items = connectViewWallets(groups({ injected: installed }), firstList);
    const needed = needsWholeCatalogue({
      items,
      list: firstList,
      config: {
        featuredWalletIds: config.featuredWalletIds ?? [],
        connectorTypeOrder: DEFAULT_ORDER,
      },
      recent,
    });
    const whole = connectViewWallets(
      groups({ injected: installed }),
      list(config, installed, recent),
    );
    return { needed, shown: shown(items), whole: shown(whole) };
  }

  it('the first wallets are the catalogue head: the whole catalogue starts with the same wallets', () => {
    expect(WALLET_CATALOGUE.slice(0, FIRST_WALLETS.length)).toEqual(FIRST_WALLETS);
    expect(WALLET_CATALOGUE.length).toBeGreaterThan(FIRST_WALLETS.length);
  });

  it('the first wallets are enough when they fill the recommended group and hold every featured and recent wallet', () => {
    const result = fromFirstWallets(
      { featuredWalletIds: ['zerion'] },
      [metaMask],
      [{ id: 'rainbow', name: 'Rainbow' }],
    );
    expect(result.needed).toBe(false);
    expect(result.shown).toEqual(result.whole);
  });

  it('a featured wallet past the first wallets needs the whole catalogue', () => {
    const result = fromFirstWallets({ featuredWalletIds: ['timeless'] });
    expect(result.needed).toBe(true);
    expect(result.whole).toContain('featured:timeless');
  });

  it('a recent wallet past the first wallets needs the whole catalogue', () => {
    const result = fromFirstWallets({}, [], [{ id: 'timeless', name: 'Timeless Wallet' }]);
    expect(result.needed).toBe(true);
    expect(result.whole).toContain('recent:timeless');
  });

  it('a recommended group the first wallets leave short needs the whole catalogue', () => {
    const excludeWalletIds = FIRST_WALLETS.slice(0, 6).map((wallet) => wallet.id);
    const result = fromFirstWallets({ excludeWalletIds });
    expect(result.needed).toBe(true);
    expect(result.whole.filter((id) => id.startsWith('recommended:'))).toHaveLength(4);
  });
});
