// The demo with Bitcoin mainnet and sign-in required (browser test of a Bitcoin sign-in):
// the example app's own config plus the catalogue's Bitcoin network and `siwx`, verified by
// the demo server's /api/siwx backend. Copied next to the app's config, hence the import.
import { defineConfig } from 'create-wallet-kit';
// @ts-expect-error resolves once copied next to the example app's walletkit.config.ts
import base from './walletkit.config.js';

export default defineConfig({
  ...base,
  networks: [...base.networks, { id: 'bip122:000000000019d6689c085ae165831e93' }],
  siwx: {
    required: true,
    statement: 'Sign in to the wallet-kit demo',
    expiresInSeconds: 3600,
    backendUrl: '/api/siwx',
  },
});
