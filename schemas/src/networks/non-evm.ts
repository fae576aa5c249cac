/**
 * Solana, Polkadot, Bitcoin and Cosmos networks of the catalogue. Their CAIP-2
 * references are genesis-hash prefixes (solana, polkadot, bip122) or the chain id
 * (cosmos), as the CAIP namespaces define them.
 */
import type { CaipNetwork } from '../resolved-config.js';
import { defineNetwork } from './define-network.js';

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 };

export const SOLANA_NETWORKS: CaipNetwork[] = [
  defineNetwork('solana', {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    nativeCurrency: SOL,
    rpc: 'https://api.mainnet-beta.solana.com',
    explorer: ['Solscan', 'https://solscan.io'],
  }),
  defineNetwork('solana', {
    id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    name: 'Solana Devnet',
    nativeCurrency: SOL,
    rpc: 'https://api.devnet.solana.com',
    explorer: ['Solscan', 'https://solscan.io'],
    testnet: true,
  }),
  defineNetwork('solana', {
    id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    name: 'Solana Testnet',
    nativeCurrency: SOL,
    rpc: 'https://api.testnet.solana.com',
    explorer: ['Solscan', 'https://solscan.io'],
    testnet: true,
  }),
];

export const OTHER_NAMESPACE_NETWORKS: CaipNetwork[] = [
  defineNetwork('polkadot', {
    id: '91b171bb158e2d3848fa23a9f1c25182',
    name: 'Polkadot',
    nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
    rpc: 'https://rpc.polkadot.io',
    webSocket: 'wss://rpc.polkadot.io',
    explorer: ['Subscan', 'https://polkadot.subscan.io'],
  }),
  defineNetwork('polkadot', {
    id: 'e143f23803ac50e8f6f8e62695d1ce9e',
    name: 'Westend',
    nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
    rpc: 'https://westend-rpc.polkadot.io',
    webSocket: 'wss://westend-rpc.polkadot.io',
    explorer: ['Subscan', 'https://westend.subscan.io'],
    testnet: true,
  }),
  defineNetwork('bip122', {
    id: '000000000019d6689c085ae165831e93',
    name: 'Bitcoin',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpc: 'https://bitcoin-rpc.publicnode.com',
    explorer: ['Mempool', 'https://mempool.space'],
  }),
  defineNetwork('bip122', {
    id: '000000000933ea01ad0ee984209779ba',
    name: 'Bitcoin Testnet',
    nativeCurrency: { name: 'Bitcoin', symbol: 'tBTC', decimals: 8 },
    rpc: 'https://bitcoin-testnet-rpc.publicnode.com',
    explorer: ['Mempool', 'https://mempool.space/testnet'],
    testnet: true,
  }),
  defineNetwork('bip122', {
    id: '00000008819873e925422c1ff0f99f7c',
    name: 'Bitcoin Signet',
    nativeCurrency: { name: 'Bitcoin', symbol: 'sBTC', decimals: 8 },
    rpc: 'https://bitcoin-signet-rpc.publicnode.com',
    explorer: ['Mempool', 'https://mempool.space/signet'],
    testnet: true,
  }),
  defineNetwork('cosmos', {
    id: 'cosmoshub-4',
    name: 'Cosmos Hub',
    nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
    rpc: 'https://cosmos-rpc.publicnode.com',
    explorer: ['Mintscan', 'https://www.mintscan.io/cosmos'],
  }),
  defineNetwork('cosmos', {
    id: 'theta-testnet-001',
    name: 'Cosmos Hub Testnet',
    nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
    rpc: 'https://rpc.sentry-01.theta-testnet.polypore.xyz',
    explorer: ['Mintscan', 'https://www.mintscan.io/cosmoshub-testnet'],
    testnet: true,
  }),
  defineNetwork('cosmos', {
    id: 'osmosis-1',
    name: 'Osmosis',
    nativeCurrency: { name: 'Osmosis', symbol: 'OSMO', decimals: 6 },
    rpc: 'https://osmosis-rpc.publicnode.com',
    explorer: ['Mintscan', 'https://www.mintscan.io/osmosis'],
  }),
];
