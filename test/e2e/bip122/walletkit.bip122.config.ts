// The demo with Bitcoin networks (browser test of the Bitcoin wallet adapter): the example
// app's own config plus the catalogue's Bitcoin mainnet and testnet (WalletConnect stays on:
// the browser-wallet adapter is combined with it, as a host gets it).
// Copied next to the app's config, hence the import.
import { defineConfig } from 'create-wallet-kit';
// @ts-expect-error resolves once copied next to the example app's walletkit.config.ts
import base from './walletkit.config.js';

export default defineConfig({
  ...base,
  networks: [
    ...base.networks,
    { id: 'bip122:000000000019d6689c085ae165831e93' },
    { id: 'bip122:000000000933ea01ad0ee984209779ba' },
  ],
});
