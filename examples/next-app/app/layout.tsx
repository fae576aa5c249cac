import type { ReactNode } from 'react';
import { WalletKitProvider, WalletModal } from './wallet-kit';

export const metadata = { title: 'wallet-kit on Next.js' };

// A server component: the generated provider and modal start with 'use client', so Next.js
// renders them on the server and hydrates them in the browser.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <WalletKitProvider>
          {children}
          <WalletModal />
        </WalletKitProvider>
      </body>
    </html>
  );
}
