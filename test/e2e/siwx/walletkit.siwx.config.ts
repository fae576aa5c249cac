// The demo with sign-in required (the sign-in browser test): the example app's own config plus
// `siwx`, verified by the demo server's /api/siwx backend. Copied next to the app's config.
import { defineConfig } from 'create-wallet-kit';
// @ts-expect-error resolves once copied next to the example app's walletkit.config.ts
import base from './walletkit.config.js';

export default defineConfig({
  ...base,
  siwx: {
    required: true,
    statement: 'Sign in to the wallet-kit demo',
    expiresInSeconds: 3600,
    backendUrl: '/api/siwx',
  },
});
