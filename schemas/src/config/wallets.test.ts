import { describe, expect, it } from 'vitest';
import { issueAt, resolve } from './testing/parse-helpers.js';

const WALLET = { id: 'my-wallet', name: 'My Wallet' };

describe('wallet lists', () => {
  it.each(['featuredWalletIds', 'includeWalletIds', 'excludeWalletIds', 'customWallets'] as const)(
    '%s defaults to an empty list',
    (key) => {
      expect(resolve()[key]).toEqual([]);
    },
  );

  it.each(['featuredWalletIds', 'includeWalletIds', 'excludeWalletIds'])(
    '%s refuses a duplicate id',
    (key) => {
      expect(issueAt({ [key]: ['a', 'b', 'a'] }, `${key}.2`)?.message).toBe(
        'Duplicate "a" (already at index 0)',
      );
    },
  );

  it.each(['featuredWalletIds', 'includeWalletIds', 'excludeWalletIds'])(
    '%s refuses an empty id',
    (key) => {
      expect(issueAt({ [key]: ['a', ''] }, `${key}.1`)).toBeDefined();
    },
  );

  it('refuses a wallet id both included and excluded', () => {
    const issue = issueAt(
      { includeWalletIds: ['a', 'b'], excludeWalletIds: ['c', 'b'] },
      'excludeWalletIds.1',
    );
    expect(issue?.message).toBe('"b" is also in includeWalletIds; list it in one of the two');
  });
});

describe('customWallets', () => {
  it('accepts a wallet with id and name only', () => {
    expect(resolve({ customWallets: [WALLET] }).customWallets).toEqual([WALLET]);
  });

  it('accepts every link field', () => {
    const wallet = {
      ...WALLET,
      homepage: 'https://wallet.example',
      imageUrl: '/wallet.svg',
      mobileLink: 'mywallet://',
      desktopLink: 'mywallet-desktop://',
      webappLink: 'https://web.wallet.example',
      appStore: 'https://apps.apple.com/app/id1',
      playStore: 'https://play.google.com/store/apps/details?id=x',
      rdns: 'com.example.wallet',
    };
    expect(resolve({ customWallets: [wallet] }).customWallets).toEqual([wallet]);
  });

  it('requires id and name', () => {
    expect(issueAt({ customWallets: [{ name: 'x' }] }, 'customWallets.0.id')).toBeDefined();
    expect(issueAt({ customWallets: [{ id: 'x' }] }, 'customWallets.0.name')).toBeDefined();
  });

  it('refuses two custom wallets with the same id', () => {
    expect(
      issueAt({ customWallets: [WALLET, { ...WALLET, name: 'Other' }] }, 'customWallets.1'),
    ).toBeDefined();
  });

  it('refuses an App Store or Play Store page that is not https', () => {
    const appStore = { ...WALLET, appStore: 'http://apps.apple.com/app/id1' };
    const playStore = { ...WALLET, playStore: 'mywallet://store' };
    expect(issueAt({ customWallets: [appStore] }, 'customWallets.0.appStore')?.message).toMatch(
      /https/,
    );
    expect(issueAt({ customWallets: [playStore] }, 'customWallets.0.playStore')).toBeDefined();
  });

  it('refuses a script-running deep link', () => {
    const wallet = { ...WALLET, mobileLink: 'javascript://%0Aalert(1)' };
    expect(issueAt({ customWallets: [wallet] }, 'customWallets.0.mobileLink')).toBeDefined();
  });

  it('refuses an rdns that is not reverse-DNS', () => {
    expect(
      issueAt({ customWallets: [{ ...WALLET, rdns: 'wallet' }] }, 'customWallets.0.rdns'),
    ).toBeDefined();
  });

  it('refuses an unknown key of a custom wallet', () => {
    expect(
      issueAt({ customWallets: [{ ...WALLET, icon: 'x' }] }, 'customWallets.0.icon'),
    ).toBeDefined();
  });
});
