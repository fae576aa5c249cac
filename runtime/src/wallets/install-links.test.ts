import { describe, expect, it } from 'vitest';
import type { CustomWallet } from '@wallet-kit/schemas';
import { GET_WALLET_MAX_WALLETS, walletsToGet } from './install-links.js';
import type { CatalogueWallet } from './types.js';

const METAMASK: CatalogueWallet = {
  id: 'metamask',
  name: 'MetaMask',
  rdns: 'io.metamask',
  homepage: 'https://metamask.io',
  downloadUrls: {
    chrome: 'https://chromewebstore.google.com/detail/metamask/x',
    ios: 'https://apps.apple.com/app/metamask/id1438144202',
    android: 'https://play.google.com/store/apps/details?id=io.metamask',
  },
};
const RAINBOW: CatalogueWallet = { id: 'rainbow', name: 'Rainbow', homepage: 'https://rainbow.me' };
const LEDGER: CatalogueWallet = {
  id: 'ledger',
  name: 'Ledger Live',
  homepage: 'https://www.ledger.com',
  desktopLink: 'ledgerlive://',
};
const NO_LINKS: CatalogueWallet = { id: 'nolinks', name: 'No Links' };
const CATALOGUE = [METAMASK, RAINBOW, LEDGER, NO_LINKS];

const MINE: CustomWallet = {
  id: 'mine',
  name: 'My Wallet',
  appStore: 'https://apps.apple.com/app/id1',
  playStore: 'https://play.google.com/store/apps/details?id=my.wallet',
  desktopLink: 'https://mywallet.example/desktop',
  homepage: 'https://mywallet.example',
};

const config = (overrides: Partial<Parameters<typeof walletsToGet>[0]['config']> = {}) => ({
  featuredWalletIds: [],
  excludeWalletIds: [],
  customWallets: [],
  ...overrides,
});

const ids = (input: Parameters<typeof walletsToGet>[0]) => walletsToGet(input).map((w) => w.id);

describe('walletsToGet', () => {
  it('lists the config featured wallets in config order, then custom wallets, then the catalogue featured ones', () => {
    expect(
      ids({
        catalogue: CATALOGUE,
        catalogueFeatured: [METAMASK, RAINBOW],
        config: config({ featuredWalletIds: ['ledger', 'rainbow'], customWallets: [MINE] }),
      }),
    ).toEqual(['ledger', 'rainbow', 'mine', 'metamask']);
  });

  it('shows each wallet once even when featured, custom and catalogue name it', () => {
    expect(
      ids({
        catalogue: CATALOGUE,
        catalogueFeatured: [METAMASK],
        config: config({ featuredWalletIds: ['mine', 'io.metamask'], customWallets: [MINE] }),
      }),
    ).toEqual(['mine', 'metamask']);
  });

  it('shows only the links a wallet has, in extension, App Store, Play Store, desktop, website order', () => {
    const [mine] = walletsToGet({
      catalogue: [],
      catalogueFeatured: [],
      config: config({ customWallets: [MINE] }),
    });
    expect(mine!.links.map((link) => link.kind)).toEqual([
      'appStore',
      'playStore',
      'desktop',
      'website',
    ]);
    const [rainbow] = walletsToGet({
      catalogue: [],
      catalogueFeatured: [RAINBOW],
      config: config(),
    });
    expect(rainbow!.links).toEqual([{ kind: 'website', url: 'https://rainbow.me' }]);
    const [metamask] = walletsToGet({
      catalogue: [],
      catalogueFeatured: [METAMASK],
      config: config(),
    });
    expect(metamask!.links.map((link) => link.kind)).toEqual([
      'extension',
      'appStore',
      'playStore',
      'website',
    ]);
  });

  it('takes a catalogue wallet install pages from the install table when its row has none', () => {
    const [rainbow] = walletsToGet({
      catalogue: [],
      catalogueFeatured: [RAINBOW],
      installUrls: { rainbow: { ios: 'https://apps.apple.com/app/rainbow/id1' } },
      config: config(),
    });
    expect(rainbow!.links.map((link) => link.kind)).toEqual(['appStore', 'website']);
  });

  it('refuses a link that is not https (plain http, a deep link, a script URL)', () => {
    const unsafe = {
      id: 'unsafe',
      name: 'Unsafe',
      homepage: 'http://unsafe.example',
      desktopLink: 'ledgerlive://',
      downloadUrls: {
        chrome: 'javascript:alert(1)',
        ios: 'data:text/html,x',
        android: 'not a url',
      },
    } as CatalogueWallet;
    const [ledger] = walletsToGet({
      catalogue: [],
      catalogueFeatured: [LEDGER, unsafe],
      config: config(),
    });
    expect(ledger!.links).toEqual([{ kind: 'website', url: 'https://www.ledger.com' }]);
    expect(ids({ catalogue: [], catalogueFeatured: [unsafe], config: config() })).toEqual([]);
  });

  it('leaves out a wallet without any https link', () => {
    expect(
      ids({
        catalogue: CATALOGUE,
        catalogueFeatured: [NO_LINKS],
        config: config({ featuredWalletIds: ['nolinks'] }),
      }),
    ).toEqual([]);
  });

  it('never shows an excluded wallet, by id or rdns', () => {
    expect(
      ids({
        catalogue: CATALOGUE,
        catalogueFeatured: [METAMASK, RAINBOW],
        config: config({ featuredWalletIds: ['metamask'], excludeWalletIds: ['io.metamask'] }),
      }),
    ).toEqual(['rainbow']);
  });

  it(`lists at most ${GET_WALLET_MAX_WALLETS} wallets`, () => {
    const many = Array.from({ length: 10 }, (_, index) => ({
      id: `w${index}`,
      name: `Wallet ${index}`,
      homepage: `https://w${index}.example`,
    }));
    expect(ids({ catalogue: [], catalogueFeatured: many, config: config() })).toHaveLength(
      GET_WALLET_MAX_WALLETS,
    );
  });
});
