/**
 * Where to install the catalogue's best-known wallets: their official browser-extension, App
 * Store and Google Play pages. Kept apart from the catalogue rows so only the Get a wallet view
 * loads them (the first wallets come with the page's first screen). A wallet not listed here
 * still shows its homepage.
 */
import type { CatalogueWallet } from './types.js';

export type InstallUrls = NonNullable<CatalogueWallet['downloadUrls']>;

export const WALLET_INSTALL_URLS: Readonly<Record<string, InstallUrls>> = {
  metamask: {
    chrome: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
    ios: 'https://apps.apple.com/app/metamask/id1438144202',
    android: 'https://play.google.com/store/apps/details?id=io.metamask',
  },
  trust: {
    chrome:
      'https://chromewebstore.google.com/detail/trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph',
    ios: 'https://apps.apple.com/app/trust-crypto-bitcoin-wallet/id1288339409',
    android: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
  },
  coinbase: {
    chrome:
      'https://chromewebstore.google.com/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
    ios: 'https://apps.apple.com/app/coinbase-wallet/id1278383455',
    android: 'https://play.google.com/store/apps/details?id=org.toshi',
  },
  rainbow: {
    chrome: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
    ios: 'https://apps.apple.com/app/rainbow-ethereum-wallet/id1457119021',
    android: 'https://play.google.com/store/apps/details?id=me.rainbow',
  },
};
