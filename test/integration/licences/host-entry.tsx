// What a host ships: its page rendering the generated kit, and nothing of the demo.
import { createRoot } from 'react-dom/client';
// @ts-expect-error resolves once copied into the example app's src folder
import { ConnectButton, WalletKitProvider, WalletModal } from './wallet-kit';

createRoot(document.getElementById('root')!).render(
  <WalletKitProvider>
    <ConnectButton />
    <WalletModal />
  </WalletKitProvider>,
);
