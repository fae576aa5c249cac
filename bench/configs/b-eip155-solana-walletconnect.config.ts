// Bench variant (b): eip155 + solana + WalletConnect. Every URL is loopback: a bench never
// reaches the internet, even if a later kit version fetched something on load.
import { defineConfig } from 'create-wallet-kit';
import { DEMO_RPC_1, DEMO_RPC_2 } from './demo-chains.js';

export default defineConfig({
  projectId: 'bench',
  metadata: { name: 'wallet-kit bench (b)', url: 'http://127.0.0.1:5173' },
  networks: [
    { id: 'eip155:31337', rpcUrls: { default: { http: [DEMO_RPC_1] } } },
    {
      caipNetworkId: 'eip155:31338',
      name: 'Anvil Two',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [DEMO_RPC_2] } },
      testnet: true,
    },
    {
      id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    },
  ],
  enableWalletConnect: true,
  endpoints: { relayUrl: 'ws://127.0.0.1:8787' },
  features: {
    email: false,
    swaps: false,
    onramp: false,
    history: false,
    analytics: false,
    allWallets: false,
  },
  socials: [],
});
