/**
 * Which logo of `@web3icons/core` (MIT) stands for each catalogue wallet, catalogue network and
 * known token: the one place this is written. Every entry is its own dynamic import, so a host's
 * bundler gives each icon a chunk of its own, fetched only when a view shows that logo; this
 * table itself is reached through a dynamic import too (`useLibraryIcon.ts`), so the host's first
 * load carries none of it. `null` says the library has no logo for it: the monogram stays.
 * `library-icons.test.ts` loads every entry, so an icon renamed upstream fails there.
 */

/** Resolves to the module of one SVG: its default export is the SVG text. */
export type IconLoader = () => Promise<{ default: string }>;

/** Catalogue wallet id (and the WalletConnect connector's id) → logo. */
export const WALLET_ICONS: Readonly<Record<string, IconLoader | null>> = {
  walletConnect: () => import('@web3icons/core/svgs/wallets/branded/wallet-connect.svg.js'),
  metamask: () => import('@web3icons/core/svgs/wallets/branded/metamask.svg.js'),
  trust: () => import('@web3icons/core/svgs/wallets/branded/trust.svg.js'),
  coinbase: () => import('@web3icons/core/svgs/wallets/branded/coinbase.svg.js'),
  rainbow: () => import('@web3icons/core/svgs/wallets/branded/rainbow.svg.js'),
  okx: () => import('@web3icons/core/svgs/wallets/branded/okx.svg.js'),
  phantom: () => import('@web3icons/core/svgs/wallets/branded/phantom.svg.js'),
  uniswap: null,
  zerion: () => import('@web3icons/core/svgs/wallets/branded/zerion.svg.js'),
  rabby: () => import('@web3icons/core/svgs/wallets/branded/rabby.svg.js'),
  ledger: () => import('@web3icons/core/svgs/wallets/branded/ledger.svg.js'),
  safe: () => import('@web3icons/core/svgs/wallets/branded/safe.svg.js'),
  argent: () => import('@web3icons/core/svgs/wallets/branded/argent.svg.js'),
  bitget: null,
  binance: null,
  exodus: () => import('@web3icons/core/svgs/wallets/branded/exodus.svg.js'),
  imtoken: () => import('@web3icons/core/svgs/wallets/branded/imtoken.svg.js'),
  tokenpocket: () => import('@web3icons/core/svgs/wallets/branded/token-pocket.svg.js'),
  safepal: null,
  '1inch': null,
  'crypto-com': null,
  ambire: null,
  kraken: () => import('@web3icons/core/svgs/wallets/branded/kraken.svg.js'),
  brave: null,
  mew: () => import('@web3icons/core/svgs/wallets/branded/my-ether-wallet.svg.js'),
  solflare: () => import('@web3icons/core/svgs/wallets/branded/solflare.svg.js'),
  keplr: () => import('@web3icons/core/svgs/wallets/branded/keplr.svg.js'),
  leap: null,
  talisman: null,
  subwallet: null,
  nova: null,
  'bitcoin-com': null,
  atomic: () => import('@web3icons/core/svgs/wallets/branded/atomic.svg.js'),
  coin98: () => import('@web3icons/core/svgs/wallets/branded/coin98.svg.js'),
  mathwallet: null,
  onekey: null,
  'coinbase-smart-wallet': () => import('@web3icons/core/svgs/wallets/branded/coinbase.svg.js'),
  zengo: () => import('@web3icons/core/svgs/wallets/branded/zengo.svg.js'),
  alpha: () => import('@web3icons/core/svgs/wallets/branded/alpha-wallet.svg.js'),
  bitpay: null,
  coinomi: null,
  'blockchain-com': null,
  infinity: null,
  fireblocks: null,
  core: null,
  omni: null,
  timeless: null,
  frame: null,
  taho: null,
  enkrypt: () => import('@web3icons/core/svgs/wallets/branded/enkrypt.svg.js'),
  backpack: () => import('@web3icons/core/svgs/wallets/branded/backpack.svg.js'),
  glow: () => import('@web3icons/core/svgs/wallets/branded/glow.svg.js'),
  xdefi: () => import('@web3icons/core/svgs/wallets/branded/xdefi.svg.js'),
  xverse: null,
  leather: null,
  unisat: null,
  trezor: () => import('@web3icons/core/svgs/wallets/branded/trezor.svg.js'),
  keystone: null,
  'gnosis-pay': null,
  family: null,
  guarda: null,
  tangem: null,
  bitbox: () => import('@web3icons/core/svgs/wallets/branded/bitbox.svg.js'),
  valora: null,
  status: null,
};

/** Catalogue network (CAIP-2 id) → logo. A testnet shows its mainnet's logo. */
export const NETWORK_ICONS: Readonly<Record<string, IconLoader | null>> = {
  'eip155:1': () => import('@web3icons/core/svgs/networks/branded/ethereum.svg.js'),
  'eip155:42161': () => import('@web3icons/core/svgs/networks/branded/arbitrum-one.svg.js'),
  'eip155:10': () => import('@web3icons/core/svgs/networks/branded/optimism.svg.js'),
  'eip155:8453': () => import('@web3icons/core/svgs/networks/branded/base.svg.js'),
  'eip155:137': () => import('@web3icons/core/svgs/networks/branded/polygon.svg.js'),
  'eip155:56': () => import('@web3icons/core/svgs/networks/branded/binance-smart-chain.svg.js'),
  'eip155:100': () => import('@web3icons/core/svgs/networks/branded/gnosis.svg.js'),
  'eip155:43114': () => import('@web3icons/core/svgs/networks/branded/avalanche.svg.js'),
  'eip155:250': () => import('@web3icons/core/svgs/networks/branded/fantom.svg.js'),
  'eip155:324': () => import('@web3icons/core/svgs/networks/branded/zksync.svg.js'),
  'eip155:8217': () => import('@web3icons/core/svgs/networks/branded/kaia.svg.js'),
  'eip155:1313161554': () => import('@web3icons/core/svgs/networks/branded/aurora.svg.js'),
  'eip155:42220': () => import('@web3icons/core/svgs/networks/branded/celo.svg.js'),
  'eip155:7777777': () => import('@web3icons/core/svgs/networks/branded/zora.svg.js'),
  'eip155:59144': () => import('@web3icons/core/svgs/networks/branded/linea.svg.js'),
  'eip155:534352': () => import('@web3icons/core/svgs/networks/branded/scroll.svg.js'),
  'eip155:5000': () => import('@web3icons/core/svgs/networks/branded/mantle.svg.js'),
  'eip155:81457': () => import('@web3icons/core/svgs/networks/branded/blast.svg.js'),
  'eip155:11155111': () => import('@web3icons/core/svgs/networks/branded/ethereum.svg.js'),
  'eip155:17000': () => import('@web3icons/core/svgs/networks/branded/ethereum.svg.js'),
  'eip155:421614': () => import('@web3icons/core/svgs/networks/branded/arbitrum-one.svg.js'),
  'eip155:11155420': () => import('@web3icons/core/svgs/networks/branded/optimism.svg.js'),
  'eip155:84532': () => import('@web3icons/core/svgs/networks/branded/base.svg.js'),
  'eip155:80002': () => import('@web3icons/core/svgs/networks/branded/polygon.svg.js'),
  // Anvil, a local Ethereum node: Ethereum's logo, as for Ethereum's testnets.
  'eip155:31337': () => import('@web3icons/core/svgs/networks/branded/ethereum.svg.js'),
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': () =>
    import('@web3icons/core/svgs/networks/branded/solana.svg.js'),
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': () =>
    import('@web3icons/core/svgs/networks/branded/solana.svg.js'),
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': () =>
    import('@web3icons/core/svgs/networks/branded/solana.svg.js'),
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': () =>
    import('@web3icons/core/svgs/networks/branded/polkadot.svg.js'),
  'polkadot:e143f23803ac50e8f6f8e62695d1ce9e': () =>
    import('@web3icons/core/svgs/networks/branded/polkadot.svg.js'),
  'bip122:000000000019d6689c085ae165831e93': () =>
    import('@web3icons/core/svgs/networks/branded/bitcoin.svg.js'),
  'bip122:000000000933ea01ad0ee984209779ba': () =>
    import('@web3icons/core/svgs/networks/branded/bitcoin.svg.js'),
  'bip122:00000008819873e925422c1ff0f99f7c': () =>
    import('@web3icons/core/svgs/networks/branded/bitcoin.svg.js'),
  'cosmos:cosmoshub-4': () => import('@web3icons/core/svgs/networks/branded/cosmos-hub.svg.js'),
  'cosmos:theta-testnet-001': () =>
    import('@web3icons/core/svgs/networks/branded/cosmos-hub.svg.js'),
  'cosmos:osmosis-1': () => import('@web3icons/core/svgs/networks/branded/osmosis.svg.js'),
};

/** Token symbol (of the known tokens and the catalogue's native currencies) → logo. */
export const TOKEN_ICONS: Readonly<Record<string, IconLoader | null>> = {
  ETH: () => import('@web3icons/core/svgs/tokens/branded/ETH.svg.js'),
  USDC: () => import('@web3icons/core/svgs/tokens/branded/USDC.svg.js'),
  USDT: () => import('@web3icons/core/svgs/tokens/branded/USDT.svg.js'),
  DAI: () => import('@web3icons/core/svgs/tokens/branded/DAI.svg.js'),
  POL: () => import('@web3icons/core/svgs/tokens/branded/POL.svg.js'),
  // The same picture as the network's logo: one module, so a host's build has one chunk for both.
  BNB: () => import('@web3icons/core/svgs/networks/branded/binance-smart-chain.svg.js'),
  AVAX: () => import('@web3icons/core/svgs/tokens/branded/AVAX.svg.js'),
  SOL: () => import('@web3icons/core/svgs/tokens/branded/SOL.svg.js'),
  DOT: () => import('@web3icons/core/svgs/tokens/branded/DOT.svg.js'),
  BTC: () => import('@web3icons/core/svgs/tokens/branded/BTC.svg.js'),
  ATOM: () => import('@web3icons/core/svgs/tokens/branded/ATOM.svg.js'),
  OSMO: () => import('@web3icons/core/svgs/tokens/branded/OSMO.svg.js'),
  FTM: () => import('@web3icons/core/svgs/tokens/branded/FTM.svg.js'),
  CELO: () => import('@web3icons/core/svgs/tokens/branded/CELO.svg.js'),
  MNT: () => import('@web3icons/core/svgs/networks/branded/mantle.svg.js'),
  XDAI: null,
  KAIA: null,
  WETH: null,
  WPOL: null,
  WBNB: null,
  WAVAX: null,
  WXDAI: null,
};

export const LIBRARY_ICONS = {
  wallet: WALLET_ICONS,
  network: NETWORK_ICONS,
  token: TOKEN_ICONS,
} as const;

export type IconKind = keyof typeof LIBRARY_ICONS;
