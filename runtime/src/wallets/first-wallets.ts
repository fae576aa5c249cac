/**
 * The catalogue's first wallets, the most used: the Connect view recommends from these, so a
 * page loads them with its first screen and the rest of the catalogue (snapshot.ts) with the
 * AllWallets view, or when Connect needs a wallet further down (connect-catalogue.ts).
 */
import { catalogueWallet, type CatalogueRow } from './catalogue-row.js';
import type { CatalogueWallet } from './types.js';

const ROWS: CatalogueRow[] = [
  [
    'metamask',
    'MetaMask',
    '#f6851b',
    {
      rdns: 'io.metamask',
      mobileLink: 'metamask://',
      universalLink: 'https://metamask.app.link',
      homepage: 'https://metamask.io',
    },
  ],
  [
    'trust',
    'Trust Wallet',
    '#0500ff',
    {
      rdns: 'com.trustwallet.app',
      mobileLink: 'trust://',
      universalLink: 'https://link.trustwallet.com',
      homepage: 'https://trustwallet.com',
    },
  ],
  [
    'coinbase',
    'Coinbase Wallet',
    '#0052ff',
    {
      rdns: 'com.coinbase.wallet',
      mobileLink: 'cbwallet://',
      universalLink: 'https://go.cb-w.com',
      homepage: 'https://www.coinbase.com/wallet',
    },
  ],
  [
    'rainbow',
    'Rainbow',
    '#001e59',
    {
      rdns: 'me.rainbow',
      mobileLink: 'rainbow://',
      universalLink: 'https://rnbwapp.com',
      homepage: 'https://rainbow.me',
    },
  ],
  [
    'okx',
    'OKX Wallet',
    '#000000',
    {
      rdns: 'com.okex.wallet',
      mobileLink: 'okex://main',
      universalLink: 'https://www.okx.com/download',
      homepage: 'https://www.okx.com/web3',
    },
  ],
  [
    'phantom',
    'Phantom',
    '#ab9ff2',
    {
      rdns: 'app.phantom',
      mobileLink: 'phantom://',
      universalLink: 'https://phantom.app/ul',
      homepage: 'https://phantom.app',
    },
  ],
  [
    'uniswap',
    'Uniswap Wallet',
    '#ff007a',
    {
      rdns: 'org.uniswap.app',
      mobileLink: 'uniswap://',
      universalLink: 'https://uniswap.org/app',
      homepage: 'https://wallet.uniswap.org',
    },
  ],
  [
    'zerion',
    'Zerion',
    '#2962ef',
    {
      rdns: 'io.zerion.wallet',
      mobileLink: 'zerion://',
      universalLink: 'https://app.zerion.io',
      homepage: 'https://zerion.io',
    },
  ],
];

export const FIRST_WALLETS: readonly CatalogueWallet[] = ROWS.map(catalogueWallet);
