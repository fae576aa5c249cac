import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { DEMO_CHAINS } from './demo-chains.js';

export default defineConfig({
  plugins: [react()],
  // The Demo Wallet (page code, not the kit) needs the same chain RPC URLs as the kit.
  define: { __DEMO_CHAINS__: JSON.stringify(DEMO_CHAINS) },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 5173 },
  build: { target: 'es2022' },
});
