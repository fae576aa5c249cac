import { ConnectButton, WalletKitProvider, WalletModal } from './wallet-kit';
import { AccountCard } from './components/AccountCard.js';
import { ModalThemeToggle } from './components/ModalThemeToggle.js';
import { SignMessageCard } from './components/SignMessageCard.js';
import { WalletCallsCard } from './components/WalletCallsCard.js';
import { DemoWalletPanel } from './demo-wallet/DemoWalletPanel.js';
import type { DemoWallet } from './demo-wallet/provider.js';

/**
 * The host app. Only `ConnectButton` and `WalletModal` are the kit; the cards are what a host
 * builds on top of the kit's hooks.
 */
export function App({ demoWallet }: { demoWallet: DemoWallet }) {
  return (
    <WalletKitProvider>
      <header className="site-header">
        <div className="site-header__inner">
          <a className="brand" href="/">
            <span className="brand__mark" aria-hidden="true" />
            <span>wallet-kit demo</span>
          </a>
          <div className="site-header__actions">
            <ModalThemeToggle />
            <ConnectButton />
          </div>
        </div>
      </header>
      <main className="page">
        <section className="hero" aria-labelledby="hero-title">
          <h1 id="hero-title">Connect a wallet to two local chains</h1>
          <p>
            This page is a host app. The connect button and the modal come from the generated kit in{' '}
            <code>src/wallet-kit</code>; the cards below use its hooks. No extension needed: the
            page announces a <strong>Demo Wallet</strong> backed by a funded anvil account.
          </p>
        </section>
        <div className="grid">
          <AccountCard />
          <SignMessageCard />
          <WalletCallsCard />
          <DemoWalletPanel wallet={demoWallet} />
        </div>
      </main>
      <WalletModal />
    </WalletKitProvider>
  );
}
