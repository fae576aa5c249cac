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
  defineNetwork('bip122', {
    id: '000000000019d6689c085ae165831e93',
    name: 'Bitcoin',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpc: 'https://bitcoin-rpc.publicnode.com',
    explorer: ['Mempool', 'https://mempool.space'],
  }),
  defineNetwork('cosmos', {
    id: 'cosmoshub-4',
    name: 'Cosmos Hub',
    nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
    rpc: 'https://cosmos-rpc.publicnode.com',
    explorer: ['Mintscan', 'https://www.mintscan.io/cosmos'],
  }),
];
