import { useAccount, useModal, useNetwork } from '../wallet-kit';
import { Card } from './Card.js';
import { NetworkSwitcher } from './NetworkSwitcher.js';

/** What a host typically shows from the kit's hooks: who is connected, where, with what. */
export function AccountCard() {
  const account = useAccount();
  const { network } = useNetwork();
  const modal = useModal();

  if (!account.isConnected) {
    return (
      <Card id="account" title="Your account">
        <p className="muted" data-testid="demo-account-status">
          {account.status === 'connecting' ? 'Connecting…' : 'Not connected.'}
        </p>
        <p>Connect the Demo Wallet to see its address, balance and network here.</p>
        <button type="button" className="button" onClick={() => modal.open()}>
          Connect a wallet
        </button>
      </Card>
    );
  }

  return (
    <Card id="account" title="Your account">
      <dl className="facts">
        <dt>Address</dt>
        <dd className="mono" data-testid="demo-address">
          {account.address}
        </dd>
        <dt>Network</dt>
        <dd data-testid="demo-network">
          {network?.name ?? 'Unknown'}
          {network && <span className="muted"> · {network.caipNetworkId}</span>}
        </dd>
        <dt>Balance</dt>
        <dd data-testid="demo-balance">
          {account.balance === undefined
            ? '…'
            : `${account.balance} ${account.balanceSymbol ?? ''}`}
        </dd>
      </dl>
      <NetworkSwitcher />
      <button type="button" className="button button--ghost" onClick={() => modal.open()}>
        Open account
      </button>
    </Card>
  );
}
