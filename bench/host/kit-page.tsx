// The bench's host page with the kit: a heading, the kit's connect button and its modal.
// floor-page.tsx is the same page without the kit, so the difference between them is the kit.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// @ts-expect-error resolves once copied into the app copy's src folder beside the kit
import { ConnectButton, WalletKitProvider, WalletModal } from './wallet-kit';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WalletKitProvider>
      <h1>A host app</h1>
      <ConnectButton />
      <WalletModal />
    </WalletKitProvider>
  </StrictMode>,
);
