import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { installDemoWallet } from './demo-wallet/install.js';
import type { DemoSolanaConfig } from './demo-wallet/solana/config.js';
import './styles.css';

// The Demo Wallet plays the part of a browser extension, so it is installed before the app
// (and the kit's EIP-6963 discovery) starts, exactly as an extension's content script would be.
const demoWallet = installDemoWallet();
// Only when the demo started a Solana chain (`startDemo({ solana: true })`). vite writes the
// literal `null` here otherwise, so the branch is dead code and the bundle carries none of it.
declare const __DEMO_SOLANA__: DemoSolanaConfig | null;
if (__DEMO_SOLANA__) {
  const { installDemoSolanaWallet } = await import('./demo-wallet/solana/install.js');
  installDemoSolanaWallet(__DEMO_SOLANA__);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App demoWallet={demoWallet} />
  </StrictMode>,
);
