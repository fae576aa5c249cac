// The kit the licence check builds: every chain family and feature that pulls in a library
// (eip155, Solana, WalletConnect, sign-in, send, activity, all wallets, social logos). Copied next to the
// example app's own config, hence the imports.
import { defineConfig } from 'create-wallet-kit';
// @ts-expect-error resolves once copied next to the example app's walletkit.config.ts
import base from './walletkit.config.js';

export default defineConfig({
  ...base,
  networks: [
    ...base.networks,
    {
      id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    },
  ],
  enableWalletConnect: true,
  socials: ['google', 'github', ...base.socials],
  siwx: { required: false, statement: 'Sign in to the licence check' },
  features: { ...base.features, send: true, history: true, allWallets: true },
});
