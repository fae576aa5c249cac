import { defineConfig } from 'create-wallet-kit';

// A local anvil chain on anvil's default port; ANVIL_RPC_URL names another one when you run
// `npx create-wallet-kit`, which writes the URL into the generated config.
const rpcUrl = process.env.ANVIL_RPC_URL ?? 'http://127.0.0.1:8545';

export default defineConfig({
  projectId: 'next-app-example',
  metadata: { name: 'wallet-kit on Next.js', url: 'http://127.0.0.1:3000' },
  networks: [{ id: 'eip155:31337', rpcUrls: { default: { http: [rpcUrl] } } }],
  enableWalletConnect: false,
  // The server renders the default (dark) colours; the browser follows the system's scheme.
  theme: { mode: 'auto' },
  // Beside the routes: app/layout.tsx imports it as './wallet-kit'.
  output: { dir: 'app/wallet-kit' },
});
