/**
 * EVM production networks of the catalogue. RPC and explorer URLs are
 * public defaults only; hosts override them per network in walletkit.config.ts.
 */
import type { CaipNetwork } from '../resolved-config.js';
import {
  defineNetwork,
  ENS_UNIVERSAL_RESOLVER,
  ETHER,
  UNISWAP_V2_MAINNET_ROUTER,
} from './define-network.js';

const evm = (facts: Parameters<typeof defineNetwork>[1]): CaipNetwork =>
  defineNetwork('eip155', facts);

export const EIP155_MAINNETS: CaipNetwork[] = [
  evm({
    id: 1,
    name: 'Ethereum',
    nativeCurrency: ETHER,
    rpc: 'https://eth.merkle.io',
    explorer: ['Etherscan', 'https://etherscan.io'],
    ensUniversalResolver: ENS_UNIVERSAL_RESOLVER,
    swapRouter: UNISWAP_V2_MAINNET_ROUTER,
  }),
  evm({
    id: 42161,
    name: 'Arbitrum One',
    nativeCurrency: ETHER,
    rpc: 'https://arb1.arbitrum.io/rpc',
    explorer: ['Arbiscan', 'https://arbiscan.io'],
  }),
  evm({
    id: 10,
    name: 'OP Mainnet',
    nativeCurrency: ETHER,
    rpc: 'https://mainnet.optimism.io',
    explorer: ['Optimism Explorer', 'https://optimistic.etherscan.io'],
  }),
  evm({
    id: 8453,
    name: 'Base',
    nativeCurrency: ETHER,
    rpc: 'https://mainnet.base.org',
    explorer: ['Basescan', 'https://basescan.org'],
  }),
  evm({
    id: 137,
    name: 'Polygon',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    rpc: 'https://polygon-rpc.com',
    explorer: ['PolygonScan', 'https://polygonscan.com'],
  }),
  evm({
    id: 56,
    name: 'BNB Smart Chain',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpc: 'https://bsc-dataseed.bnbchain.org',
    explorer: ['BscScan', 'https://bscscan.com'],
  }),
  evm({
    id: 100,
    name: 'Gnosis',
    nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
    rpc: 'https://rpc.gnosischain.com',
    explorer: ['Gnosisscan', 'https://gnosisscan.io'],
  }),
  evm({
    id: 43114,
    name: 'Avalanche',
    nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
    rpc: 'https://api.avax.network/ext/bc/C/rpc',
    explorer: ['SnowTrace', 'https://snowtrace.io'],
  }),
  evm({
    id: 250,
    name: 'Fantom',
    nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
    rpc: 'https://rpcapi.fantom.network',
    explorer: ['FTMScan', 'https://ftmscan.com'],
  }),
  evm({
    id: 324,
    name: 'zkSync Era',
    nativeCurrency: ETHER,
    rpc: 'https://mainnet.era.zksync.io',
    explorer: ['zkSync Explorer', 'https://explorer.zksync.io'],
  }),
  evm({
    id: 8217,
    name: 'Kaia',
    nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
    rpc: 'https://public-en.node.kaia.io',
    explorer: ['KaiaScan', 'https://kaiascan.io'],
  }),
  evm({
    id: 1313161554,
    name: 'Aurora',
    nativeCurrency: ETHER,
    rpc: 'https://mainnet.aurora.dev',
    explorer: ['Aurorascan', 'https://aurorascan.dev'],
  }),
  evm({
    id: 42220,
    name: 'Celo',
    nativeCurrency: { name: 'Celo', symbol: 'CELO', decimals: 18 },
    rpc: 'https://forno.celo.org',
    explorer: ['Celo Explorer', 'https://celoscan.io'],
  }),
  evm({
    id: 7777777,
    name: 'Zora',
    nativeCurrency: ETHER,
    rpc: 'https://rpc.zora.energy',
    explorer: ['Zora Explorer', 'https://explorer.zora.energy'],
  }),
  evm({
    id: 59144,
    name: 'Linea',
    nativeCurrency: ETHER,
    rpc: 'https://rpc.linea.build',
    explorer: ['LineaScan', 'https://lineascan.build'],
  }),
  evm({
    id: 534352,
    name: 'Scroll',
    nativeCurrency: ETHER,
    rpc: 'https://rpc.scroll.io',
    explorer: ['Scrollscan', 'https://scrollscan.com'],
  }),
  evm({
    id: 5000,
    name: 'Mantle',
    nativeCurrency: { name: 'Mantle', symbol: 'MNT', decimals: 18 },
    rpc: 'https://rpc.mantle.xyz',
    explorer: ['Mantle Explorer', 'https://mantlescan.xyz'],
  }),
  evm({
    id: 81457,
    name: 'Blast',
    nativeCurrency: ETHER,
    rpc: 'https://rpc.blast.io',
    explorer: ['Blastscan', 'https://blastscan.io'],
  }),
];
