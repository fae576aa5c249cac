// Bench variant (a): eip155 only, browser (injected / EIP-6963) wallets only.
import { defineConfig } from 'create-wallet-kit';
import { DEMO_RPC_1, DEMO_RPC_2 } from './demo-chains.js';

export default defineConfig({
  projectId: 'bench',
  metadata: { name: 'wallet-kit bench (a)', url: 'http://127.0.0.1:5173' },
  networks: [
    { id: 'eip155:31337', rpcUrls: { default: { http: [DEMO_RPC_1] } } },
    {
      caipNetworkId: 'eip155:31338',
      name: 'Anvil Two',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [DEMO_RPC_2] } },
      testnet: true,
    },
  ],
  enableWalletConnect: false,
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
