// The demo with smart accounts offered on its first chain (smart-account browser test): the
// example app's own config, with the embedded wallet starting on the EOA so the visitor's switch
// to the smart account is what the test watches. Copied next to the app's config, hence the import.
import { defineConfig } from 'create-wallet-kit';
// @ts-expect-error resolves once copied next to the example app's walletkit.config.ts
import base from './walletkit.config.js';

export default defineConfig({
  ...base,
  defaultAccountTypes: { eip155: 'eoa' },
});
