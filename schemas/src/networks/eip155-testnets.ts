/**
 * EVM test networks of the catalogue, including the local dev chain the demo and
 * the tests run (anvil on 127.0.0.1:8545, chain id 31337).
 */
import type { CaipNetwork } from '../resolved-config.js';
import { defineNetwork, ENS_UNIVERSAL_RESOLVER, ETHER } from './define-network.js';

const evmTestnet = (facts: Parameters<typeof defineNetwork>[1]): CaipNetwork =>
  defineNetwork('eip155', { ...facts, testnet: true });

const POL = { name: 'POL', symbol: 'POL', decimals: 18 };

export const EIP155_TESTNETS: CaipNetwork[] = [
  evmTestnet({
    id: 11155111,
    name: 'Sepolia',
    nativeCurrency: { ...ETHER, name: 'Sepolia Ether' },
    rpc: 'https://sepolia.drpc.org',
    explorer: ['Etherscan', 'https://sepolia.etherscan.io'],
    ensUniversalResolver: ENS_UNIVERSAL_RESOLVER,
  }),
  evmTestnet({
    id: 17000,
    name: 'Holesky',
    nativeCurrency: { ...ETHER, name: 'Holesky Ether' },
    rpc: 'https://ethereum-holesky-rpc.publicnode.com',
    explorer: ['Etherscan', 'https://holesky.etherscan.io'],
  }),
  evmTestnet({
    id: 421614,
    name: 'Arbitrum Sepolia',
    nativeCurrency: ETHER,
    rpc: 'https://sepolia-rollup.arbitrum.io/rpc',
    explorer: ['Arbiscan', 'https://sepolia.arbiscan.io'],
  }),
  evmTestnet({
    id: 11155420,
    name: 'OP Sepolia',
    nativeCurrency: { ...ETHER, name: 'Sepolia Ether' },
    rpc: 'https://sepolia.optimism.io',
    explorer: ['Blockscout', 'https://optimism-sepolia.blockscout.com'],
  }),
  evmTestnet({
    id: 84532,
    name: 'Base Sepolia',
    nativeCurrency: { ...ETHER, name: 'Sepolia Ether' },
    rpc: 'https://sepolia.base.org',
    explorer: ['Basescan', 'https://sepolia.basescan.org'],
  }),
  evmTestnet({
    id: 80002,
    name: 'Polygon Amoy',
    nativeCurrency: POL,
    rpc: 'https://rpc-amoy.polygon.technology',
    explorer: ['PolygonScan', 'https://amoy.polygonscan.com'],
  }),
  evmTestnet({ id: 31337, name: 'Anvil', nativeCurrency: ETHER, rpc: 'http://127.0.0.1:8545' }),
];
