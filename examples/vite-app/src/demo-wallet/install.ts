/**
 * Installs the Demo Wallet in this page, as a browser extension would: an EIP-1193 provider
 * announced over EIP-6963, plus `window.demoWallet` so a visitor (or a browser test) can
 * steer it from the console, e.g. `demoWallet.rejectNext()`.
 */
import { announceOverEip6963 } from './announce.js';
import { demoChainsFromBuild } from './chains.js';
import { createDemoWallet, type DemoWallet } from './provider.js';

declare global {
  interface Window {
    demoWallet?: DemoWallet;
  }
}

export function installDemoWallet(target: Window = window): DemoWallet {
  const wallet = createDemoWallet({ chains: demoChainsFromBuild(), storage: target.localStorage });
  announceOverEip6963(target, wallet.provider);
  target.demoWallet = wallet;
  return wallet;
}
