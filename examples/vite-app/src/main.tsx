import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { installDemoWallet } from './demo-wallet/install.js';
import './styles.css';

// The Demo Wallet plays the part of a browser extension, so it is installed before the app
// (and the kit's EIP-6963 discovery) starts, exactly as an extension's content script would be.
const demoWallet = installDemoWallet();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App demoWallet={demoWallet} />
  </StrictMode>,
);
