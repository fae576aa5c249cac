// The demo with a Polkadot and a Cosmos network (browser test of their extension wallets): the
// example app's own config plus the catalogue's Polkadot, Westend and Cosmos Hub (WalletConnect
// stays on: each family's browser-wallet adapter is combined with it, as a host gets it).
// Copied next to the app's config, hence the import.
import { defineConfig } from 'create-wallet-kit';
// @ts-expect-error resolves once copied next to the example app's walletkit.config.ts
import base from './walletkit.config.js';

export default defineConfig({
  ...base,
  networks: [
    ...base.networks,
    { id: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' },
    { id: 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e' },
    { id: 'cosmos:cosmoshub-4' },
  ],
});
