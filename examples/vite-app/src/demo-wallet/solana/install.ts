/**
 * Registers the Demo Solana Wallet in this page through the Wallet Standard's raw event
 * protocol (what `@wallet-standard/wallet`'s `registerWallet` does), as an extension's content
 * script would, and exposes it as `window.demoSolanaWallet` for the console and browser tests.
 */
import type { Wallet } from '@wallet-standard/base';
import type { DemoSolanaConfig } from './config.js';
import { DemoSolanaWallet } from './wallet.js';

declare global {
  interface Window {
    demoSolanaWallet?: DemoSolanaWallet;
  }
}

interface WalletsApp {
  register(...wallets: Wallet[]): () => void;
}

export function installDemoSolanaWallet(config: DemoSolanaConfig, target: Window = window) {
  const wallet = new DemoSolanaWallet(config);
  const callback = ({ register }: WalletsApp) => register(wallet);
  // Apps already listening register it now; apps that start later announce app-ready.
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  target.addEventListener('wallet-standard:app-ready', (event) =>
    callback((event as CustomEvent<WalletsApp>).detail),
  );
  target.demoSolanaWallet = wallet;
  return wallet;
}
