/**
 * The bundled offline catalogue (snapshot): well-known WalletConnect wallets, most used
 * first (the first four are the "recommended" wallets). Icons are generated monograms, so
 * opening AllWallets never fetches anything. A configured `endpoints.walletRegistryUrl`
 * replaces this list at run time (registry.ts). Its head is first-wallets.ts, the wallets the
 * Connect view needs; this file adds the rest.
 */
import { catalogueWallet, type CatalogueRow } from './catalogue-row.js';
import { FIRST_WALLETS } from './first-wallets.js';
import type { CatalogueWallet } from './types.js';

const ROWS: CatalogueRow[] = [
  [
    'rabby',
    'Rabby Wallet',
    '#7084ff',
    { rdns: 'io.rabby', mobileLink: 'rabby://', homepage: 'https://rabby.io' },
  ],
  [
    'ledger',
    'Ledger Live',
    '#000000',
    {
      desktopLink: 'ledgerlive://',
      mobileLink: 'ledgerlive://',
      homepage: 'https://www.ledger.com/ledger-live',
    },
  ],
  [
    'safe',
    'Safe',
    '#12ff80',
    {
      mobileLink: 'safe://',
      universalLink: 'https://app.safe.global',
      homepage: 'https://safe.global',
    },
  ],
  [
    'argent',
    'Argent',
    '#ff875b',
    {
      mobileLink: 'argent://app/',
      universalLink: 'https://argent.link/app',
      homepage: 'https://www.argent.xyz',
    },
  ],
  [
    'bitget',
    'Bitget Wallet',
    '#00f0ff',
    {
      rdns: 'com.bitget.web3',
      mobileLink: 'bitkeep://',
      universalLink: 'https://bkcode.vip',
      homepage: 'https://web3.bitget.com',
    },
  ],
  [
    'binance',
    'Binance Web3 Wallet',
    '#f0b90b',
    {
      rdns: 'com.binance.wallet',
      mobileLink: 'bnc://app.binance.com/cedefi/',
      homepage: 'https://www.binance.com/web3wallet',
    },
  ],
  [
    'exodus',
    'Exodus',
    '#1f2033',
    {
      rdns: 'com.exodus.web3-wallet',
      mobileLink: 'exodus://',
      universalLink: 'https://exodus.com/m',
      homepage: 'https://www.exodus.com',
    },
  ],
  [
    'imtoken',
    'imToken',
    '#11c4d1',
    { rdns: 'im.token', mobileLink: 'imtokenv2://', homepage: 'https://token.im' },
  ],
  [
    'tokenpocket',
    'TokenPocket',
    '#2980fe',
    {
      rdns: 'pro.tokenpocket',
      mobileLink: 'tpoutside://',
      homepage: 'https://www.tokenpocket.pro',
    },
  ],
  [
    'safepal',
    'SafePal',
    '#4a21ef',
    {
      rdns: 'com.safepal',
      mobileLink: 'safepalwallet://',
      universalLink: 'https://link.safepal.io',
      homepage: 'https://www.safepal.com',
    },
  ],
  [
    '1inch',
    '1inch Wallet',
    '#1b314f',
    {
      mobileLink: 'oneinch://',
      universalLink: 'https://wallet.1inch.io',
      homepage: 'https://1inch.io/wallet',
    },
  ],
  [
    'crypto-com',
    'Crypto.com Onchain',
    '#103f68',
    {
      rdns: 'com.crypto.wallet',
      mobileLink: 'dfw://',
      universalLink: 'https://wallet.crypto.com',
      homepage: 'https://crypto.com/onchain',
    },
  ],
  [
    'ambire',
    'Ambire Wallet',
    '#6000ff',
    { rdns: 'com.ambire', mobileLink: 'ambire://', homepage: 'https://www.ambire.com' },
  ],
  [
    'kraken',
    'Kraken Wallet',
    '#7132f5',
    {
      mobileLink: 'krakenwallet://',
      universalLink: 'https://link.kraken.com',
      homepage: 'https://www.kraken.com/wallet',
    },
  ],
  ['frame', 'Frame', '#1a1a1a', { rdns: 'sh.frame', homepage: 'https://frame.sh' }],
  ['taho', 'Taho', '#d08e39', { rdns: 'xyz.taho', homepage: 'https://taho.xyz' }],
  [
    'brave',
    'Brave Wallet',
    '#fb542b',
    { rdns: 'com.brave.wallet', homepage: 'https://brave.com/wallet' },
  ],
  ['enkrypt', 'Enkrypt', '#7e44fa', { rdns: 'com.enkrypt', homepage: 'https://www.enkrypt.com' }],
  [
    'mew',
    'MEW wallet',
    '#05c0a5',
    {
      mobileLink: 'mewwallet://',
      universalLink: 'https://mewwallet.com',
      homepage: 'https://www.mewwallet.com',
    },
  ],
  ['backpack', 'Backpack', '#e33e3f', { rdns: 'app.backpack', homepage: 'https://backpack.app' }],
  [
    'solflare',
    'Solflare',
    '#fc7227',
    {
      mobileLink: 'solflare://',
      universalLink: 'https://solflare.com/ul',
      homepage: 'https://solflare.com',
    },
  ],
  ['glow', 'Glow', '#a93ee0', { homepage: 'https://glow.app' }],
  ['xdefi', 'Ctrl Wallet', '#ff8a00', { rdns: 'io.xdefi', homepage: 'https://ctrl.xyz' }],
  [
    'keplr',
    'Keplr',
    '#314fdf',
    { mobileLink: 'keplrwallet://', homepage: 'https://www.keplr.app' },
  ],
  [
    'leap',
    'Leap Wallet',
    '#32da6d',
    { mobileLink: 'leapcosmos://', homepage: 'https://www.leapwallet.io' },
  ],
  [
    'talisman',
    'Talisman',
    '#d5ff5c',
    { rdns: 'xyz.talisman', homepage: 'https://www.talisman.xyz' },
  ],
  [
    'subwallet',
    'SubWallet',
    '#004bff',
    { rdns: 'app.subwallet', mobileLink: 'subwallet://', homepage: 'https://www.subwallet.app' },
  ],
  [
    'nova',
    'Nova Wallet',
    '#3d5bf0',
    { mobileLink: 'novawallet://', homepage: 'https://novawallet.io' },
  ],
  ['xverse', 'Xverse', '#ee7a30', { mobileLink: 'xverse://', homepage: 'https://www.xverse.app' }],
  ['leather', 'Leather', '#12100f', { homepage: 'https://leather.io' }],
  ['unisat', 'UniSat Wallet', '#f7931a', { homepage: 'https://unisat.io' }],
  [
    'bitcoin-com',
    'Bitcoin.com Wallet',
    '#0ac18e',
    { mobileLink: 'bitcoincom://', homepage: 'https://wallet.bitcoin.com' },
  ],
  [
    'atomic',
    'Atomic Wallet',
    '#1a73e8',
    { mobileLink: 'atomicwallet://', homepage: 'https://atomicwallet.io' },
  ],
  [
    'coin98',
    'Coin98 Super Wallet',
    '#d9b432',
    { rdns: 'coin98.com', mobileLink: 'coin98://', homepage: 'https://coin98.com' },
  ],
  [
    'mathwallet',
    'MathWallet',
    '#000000',
    { mobileLink: 'mathwallet://', homepage: 'https://mathwallet.org' },
  ],
  [
    'onekey',
    'OneKey',
    '#44d62c',
    { rdns: 'so.onekey.app.wallet', mobileLink: 'onekey-wallet://', homepage: 'https://onekey.so' },
  ],
  ['trezor', 'Trezor Suite', '#0f6148', { homepage: 'https://trezor.io/trezor-suite' }],
  ['keystone', 'Keystone', '#2161ff', { homepage: 'https://keyst.one' }],
  ['gnosis-pay', 'Gnosis Pay', '#cdfd54', { homepage: 'https://gnosispay.com' }],
  ['family', 'Family', '#000000', { mobileLink: 'familywallet://', homepage: 'https://family.co' }],
  [
    'coinbase-smart-wallet',
    'Coinbase Smart Wallet',
    '#1652f0',
    { homepage: 'https://keys.coinbase.com' },
  ],
  [
    'zengo',
    'Zengo',
    '#00cccc',
    {
      mobileLink: 'zengo://',
      universalLink: 'https://get.zengo.com',
      homepage: 'https://zengo.com',
    },
  ],
  [
    'alpha',
    'Alpha Wallet',
    '#0c63e7',
    {
      mobileLink: 'awallet://',
      universalLink: 'https://aw.app',
      homepage: 'https://alphawallet.com',
    },
  ],
  [
    'bitpay',
    'BitPay',
    '#1a3b8b',
    { mobileLink: 'bitpay://', homepage: 'https://bitpay.com/wallet' },
  ],
  [
    'coinomi',
    'Coinomi',
    '#2c69ac',
    { mobileLink: 'coinomi://', homepage: 'https://www.coinomi.com' },
  ],
  ['guarda', 'Guarda', '#1c2434', { homepage: 'https://guarda.com' }],
  [
    'blockchain-com',
    'Blockchain.com',
    '#121d33',
    { mobileLink: 'blockchain-wallet://', homepage: 'https://www.blockchain.com/wallet' },
  ],
  [
    'infinity',
    'Infinity Wallet',
    '#3d33ff',
    { desktopLink: 'infinity://', homepage: 'https://infinitywallet.io' },
  ],
  [
    'fireblocks',
    'Fireblocks',
    '#0d1b33',
    { mobileLink: 'fireblocks-ncw://', homepage: 'https://www.fireblocks.com' },
  ],
  [
    'core',
    'Core',
    '#1c1c1c',
    { rdns: 'app.core.extension', mobileLink: 'core://', homepage: 'https://core.app' },
  ],
  ['tangem', 'Tangem', '#000000', { mobileLink: 'tangem://', homepage: 'https://tangem.com' }],
  ['bitbox', 'BitBox', '#000000', { homepage: 'https://bitbox.swiss' }],
  ['valora', 'Valora', '#35d07f', { mobileLink: 'celo://wallet', homepage: 'https://valora.app' }],
  [
    'omni',
    'Omni',
    '#000000',
    {
      mobileLink: 'omni://',
      universalLink: 'https://links.steakwallet.fi/wc',
      homepage: 'https://omni.app',
    },
  ],
  ['status', 'Status', '#4360df', { mobileLink: 'status-app://', homepage: 'https://status.app' }],
  [
    'timeless',
    'Timeless Wallet',
    '#1a1a2e',
    { mobileLink: 'timeless-wallet://', homepage: 'https://timelesswallet.xyz' },
  ],
];

export const WALLET_CATALOGUE: readonly CatalogueWallet[] = [
  ...FIRST_WALLETS,
  ...ROWS.map(catalogueWallet),
];
