// Bench variant: eip155 with the kit's defaults: browser wallets, WalletConnect on demand and
// the default features. Every URL is loopback: a bench never reaches the internet.
import { defineConfig } from 'create-wallet-kit';
import { DEMO_RPC_1 } from './demo-chains.js';

export default defineConfig({
  projectId: 'bench',
  metadata: { name: 'wallet-kit bench (defaults)', url: 'http://127.0.0.1:5173' },
  networks: [{ id: 'eip155:31337', rpcUrls: { default: { http: [DEMO_RPC_1] } } }],
  endpoints: { relayUrl: 'ws://127.0.0.1:8787' },
});
