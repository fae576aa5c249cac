// The demo with the Connect-view switches on (switches browser test): the example app's own
// config plus the legal checkbox, its terms and privacy pages, and the folded wallet list.
// Copied next to the app's config, hence the import.
import { defineConfig } from 'create-wallet-kit';
// @ts-expect-error resolves once copied next to the example app's walletkit.config.ts
import base from './walletkit.config.js';

export default defineConfig({
  ...base,
  features: { ...base.features, legalCheckbox: true, collapseWallets: true },
  legal: {
    termsUrl: 'http://127.0.0.1/demo-terms',
    privacyUrl: 'http://127.0.0.1/demo-privacy',
  },
});
