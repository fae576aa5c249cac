// Bench variant: the defaults of eip155-defaults.config.ts with email login on (a wallet service
// named), to weigh what the email field and views add. Every URL is loopback.
import { defineConfig } from 'create-wallet-kit';
import { DEMO_RPC_1 } from './demo-chains.js';

export default defineConfig({
  projectId: 'bench',
  metadata: { name: 'wallet-kit bench (email login)', url: 'http://127.0.0.1:5173' },
  networks: [{ id: 'eip155:31337', rpcUrls: { default: { http: [DEMO_RPC_1] } } }],
  endpoints: { relayUrl: 'ws://127.0.0.1:8787', embeddedWalletUrl: 'http://127.0.0.1:8788' },
  features: { email: true },
});
