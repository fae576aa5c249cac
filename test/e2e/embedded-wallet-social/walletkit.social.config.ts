// The demo with social login (social login browser test): the example app's own config, with
// Google and GitHub buttons; the test's wallet service runs both against loopback providers.
// Copied next to the app's config, hence the import.
import { defineConfig } from 'create-wallet-kit';
// @ts-expect-error resolves once copied next to the example app's walletkit.config.ts
import base from './walletkit.config.js';

export default defineConfig({
  ...base,
  socials: ['google', 'github'],
});
