import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { DEMO_CHAINS, DEMO_SOLANA } from './demo-chains.js';

export default defineConfig({
  plugins: [react()],
  // The Demo Wallet (page code, not the kit) needs the same chain RPC URLs as the kit.
  // The Demo Solana Wallet only when the demo started a Solana chain (null otherwise).
  define: {
    __DEMO_CHAINS__: JSON.stringify(DEMO_CHAINS),
    __DEMO_SOLANA__: JSON.stringify(DEMO_SOLANA),
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 5173 },
  build: { target: 'es2022' },
});
