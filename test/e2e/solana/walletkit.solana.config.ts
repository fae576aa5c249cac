// The demo with a Solana network (Solana browser test): the example app's own config plus the
// catalogue's Solana Devnet pointed at the demo's local litesvm RPC, and the demo SPL token
// `startDemo({ solana: true })` mints. Copied next to the app's config, hence the imports.
import { defineConfig } from 'create-wallet-kit';
// @ts-expect-error resolves once copied next to the example app's walletkit.config.ts
import base from './walletkit.config.js';
// @ts-expect-error resolves once copied next to the example app's walletkit.config.ts
import { DEMO_SOLANA } from './demo-chains.js';

if (!DEMO_SOLANA) throw new Error('walletkit.solana.config.ts needs startDemo({ solana: true })');
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

export default defineConfig({
  ...base,
  networks: [
    ...base.networks,
    { id: SOLANA_DEVNET, rpcUrls: { default: { http: [DEMO_SOLANA.rpcUrl] } } },
  ],
  tokens: {
    ...base.tokens,
    [SOLANA_DEVNET]: [
      { address: DEMO_SOLANA.mint, symbol: 'DEMOSPL', decimals: 6, name: 'Demo SPL' },
    ],
  },
});
