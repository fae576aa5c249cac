// The demo with Polkadot and Cosmos Hub and sign-in required (browser test of their sign-ins):
// the example app's own config plus the catalogue's networks and `siwx`, verified by the demo
// server's /api/siwx backend. Copied next to the app's config, hence the import.
import { defineConfig } from 'create-wallet-kit';
// @ts-expect-error resolves once copied next to the example app's walletkit.config.ts
import base from './walletkit.config.js';

export default defineConfig({
  ...base,
  networks: [
    ...base.networks,
    { id: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' },
    { id: 'cosmos:cosmoshub-4' },
  ],
  siwx: {
    required: true,
    statement: 'Sign in to the wallet-kit demo',
    expiresInSeconds: 3600,
    backendUrl: '/api/siwx',
  },
});
