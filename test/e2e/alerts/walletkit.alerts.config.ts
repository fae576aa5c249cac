// The demo with analytics on (alerts browser test), sending to the sink the test names in
// WALLETKIT_TEST_ANALYTICS_URL: one that refuses this app, so the kit shows its alert.
// Copied next to the app's config, hence the import.
import { defineConfig } from 'create-wallet-kit';
// @ts-expect-error resolves once copied next to the example app's walletkit.config.ts
import base from './walletkit.config.js';

export default defineConfig({
  ...base,
  features: { ...base.features, analytics: true },
  endpoints: {
    ...base.endpoints,
    analyticsUrl: process.env.WALLETKIT_TEST_ANALYTICS_URL ?? base.endpoints.analyticsUrl,
  },
});
