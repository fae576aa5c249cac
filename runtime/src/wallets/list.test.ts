import { describe, expect, it } from 'vitest';
import type { Connector } from '../core/types.js';
import { buildWalletList, recommendedWallets, type WalletListInput } from './list.js';
import { firstPages, hasMorePages, searchWallets } from './search.js';
import { WALLET_CATALOGUE } from './snapshot.js';
import type { CatalogueWallet } from './types.js';

const noConfig = {
  featuredWalletIds: [],
  includeWalletIds: [],
  excludeWalletIds: [],
  customWallets: [],
};

function list(
  overrides: Partial<WalletListInput> = {},
  config: Partial<WalletListInput['config']> = {},
) {
  return buildWalletList({
    catalogue: WALLET_CATALOGUE,
    installed: [],
    recent: [],
    ...overrides,
    config: { ...noConfig, ...config },
  });
}
const ids = (entries: { wallet: CatalogueWallet }[]) => entries.map((entry) => entry.wallet.id);

const announcedMetaMask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
  imageUrl: 'data:image/svg+xml,announced',
};

/** 130 generated wallets, to page and cap searches. */
const many: CatalogueWallet[] = Array.from({ length: 130 }, (_, i) => ({
  id: `wallet-${i}`,
  name: `Wallet ${i}`,
}));

describe('wallet catalogue snapshot', () => {
  it('holds 40 to 100 wallets with unique ids, each with a local icon', () => {
    expect(WALLET_CATALOGUE.length).toBeGreaterThanOrEqual(40);
    expect(WALLET_CATALOGUE.length).toBeLessThanOrEqual(100);
    expect(new Set(ids([...WALLET_CATALOGUE].map((wallet) => ({ wallet })))).size).toBe(
      WALLET_CATALOGUE.length,
    );
    for (const wallet of WALLET_CATALOGUE)
      expect(wallet.imageUrl).toMatch(/^data:image\/svg\+xml,/);
  });
});

describe('AllWallets ordering and exclusion', () => {
  it('lists recent, installed, featured, custom, then the catalogue', () => {
    const entries = list(
      {
        installed: [announcedMetaMask],
        recent: [{ id: 'zerion', name: 'Zerion' }],
      },
      {
        featuredWalletIds: ['rainbow', 'phantom'],
        customWallets: [{ id: 'acme', name: 'Acme Wallet', mobileLink: 'acme://' }],
      },
    );
    expect(entries.slice(0, 6).map((e) => [e.wallet.id, e.source])).toEqual([
      ['zerion', 'recent'],
      ['io.metamask', 'installed'],
      ['rainbow', 'featured'],
      ['phantom', 'featured'],
      ['acme', 'custom'],
      ['trust', 'catalogue'],
    ]);
  });

  it('shows each wallet once', () => {
    const entries = list(
      { installed: [announcedMetaMask], recent: [{ id: 'rainbow', name: 'Rainbow' }] },
      { featuredWalletIds: ['rainbow', 'metamask'] },
    );
    const all = ids(entries);
    expect(all.length).toBe(new Set(all).size);
    expect(all.filter((id) => id === 'rainbow')).toHaveLength(1);
  });

  it('an installed (announced) wallet replaces the catalogue entry with its rdns', () => {
    const entries = list({ installed: [announcedMetaMask, { ...announcedMetaMask, id: 'dup' }] });
    const metaMasks = entries.filter((entry) => entry.wallet.rdns === 'io.metamask');
    expect(metaMasks).toHaveLength(1);
    expect(metaMasks[0]).toMatchObject({ source: 'installed', connectorId: 'io.metamask' });
    // It keeps the catalogue's deep links and shows the wallet's own icon.
    expect(metaMasks[0]!.wallet).toMatchObject({
      mobileLink: 'metamask://',
      imageUrl: 'data:image/svg+xml,announced',
    });
  });

  it('WalletConnect and embedded connectors are not installed wallets', () => {
    const walletConnect: Connector = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    };
    expect(list({ installed: [walletConnect] }).some((e) => e.source === 'installed')).toBe(false);
  });

  it('excluded wallets are hidden by id or rdns, wherever they would appear', () => {
    const entries = list(
      { installed: [announcedMetaMask], recent: [{ id: 'rainbow', name: 'Rainbow' }] },
      {
        excludeWalletIds: ['io.metamask', 'rainbow', 'acme'],
        featuredWalletIds: ['rainbow'],
        customWallets: [{ id: 'acme', name: 'Acme' }],
      },
    );
    expect(ids(entries)).not.toContain('io.metamask');
    expect(ids(entries)).not.toContain('metamask');
    expect(ids(entries)).not.toContain('rainbow');
    expect(ids(entries)).not.toContain('acme');
  });

  it('included wallets restrict the catalogue but keep installed and custom wallets', () => {
    const entries = list(
      { installed: [announcedMetaMask] },
      { includeWalletIds: ['trust', 'me.rainbow'], customWallets: [{ id: 'acme', name: 'Acme' }] },
    );
    expect(ids(entries)).toEqual(['io.metamask', 'acme', 'trust', 'rainbow']);
  });

  it('shows at most 2 recent wallets', () => {
    const entries = list({
      recent: [
        { id: 'zerion', name: 'Zerion' },
        { id: 'rainbow', name: 'Rainbow' },
        { id: 'trust', name: 'Trust Wallet' },
      ],
    });
    expect(entries.filter((e) => e.source === 'recent').map((e) => e.wallet.id)).toEqual([
      'zerion',
      'rainbow',
    ]);
  });

  it('a recent wallet that is installed connects directly', () => {
    const entries = list({
      installed: [announcedMetaMask],
      recent: [{ id: 'x', name: 'MetaMask', rdns: 'io.metamask' }],
    });
    expect(entries[0]).toMatchObject({ source: 'recent', connectorId: 'io.metamask' });
  });

  it('recommends the first 4 catalogue wallets not shown otherwise', () => {
    const entries = list({ installed: [announcedMetaMask] }, { featuredWalletIds: ['trust'] });
    expect(ids(recommendedWallets(entries))).toEqual(['coinbase', 'rainbow', 'okx', 'phantom']);
  });
});

describe('AllWallets paging and search', () => {
  const entries = list({ catalogue: many });

  it('shows pages of 40', () => {
    expect(firstPages(entries, 1)).toHaveLength(40);
    expect(firstPages(entries, 2)).toHaveLength(80);
    expect(hasMorePages(entries, 3)).toBe(true);
    expect(firstPages(entries, 4)).toHaveLength(130);
    expect(hasMorePages(entries, 4)).toBe(false);
  });

  it('search returns at most 100 wallets', () => {
    expect(searchWallets(entries, 'wallet')).toHaveLength(100);
  });

  it('search ignores case, spaces and punctuation, and matches rdns', () => {
    const catalogue = list();
    expect(ids(searchWallets(catalogue, 'coin base'))).toEqual([
      'coinbase',
      'coinbase-smart-wallet',
    ]);
    expect(ids(searchWallets(catalogue, 'io.METAMASK'))).toEqual(['metamask']);
  });

  it('search ranks names starting with the query first', () => {
    expect(ids(searchWallets(list(), 'safe')).slice(0, 2)).toEqual(['safe', 'safepal']);
  });

  it('search covers the whole catalogue, not only the shown pages', () => {
    expect(ids(searchWallets(entries, 'Wallet 129'))).toEqual(['wallet-129']);
  });

  it('an empty search shows the list', () => {
    expect(searchWallets(entries, '  ')).toHaveLength(100);
  });
});
