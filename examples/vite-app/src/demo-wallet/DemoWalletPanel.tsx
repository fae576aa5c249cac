import { useSyncExternalStore } from 'react';
import { Card } from '../components/Card.js';
import { demoChainsFromBuild } from './chains.js';
import { DEMO_WALLET_ICON } from './icon.js';
import type { DemoWallet } from './provider.js';

const OUTCOME_LABEL = {
  approved: 'approved',
  rejected: 'rejected by you',
  failed: 'failed',
} as const;

/**
 * The Demo Wallet's own "extension popup", drawn in the page: what it has authorised, which
 * chain it is on, and a switch to decline the next prompt so a visitor can see the kit's
 * rejected state.
 */
export function DemoWalletPanel({ wallet }: { wallet: DemoWallet }) {
  const state = useSyncExternalStore(wallet.subscribe, wallet.getState);
  const chains = demoChainsFromBuild();

  return (
    <Card id="demo-wallet" title="Demo Wallet">
      <div className="wallet-identity">
        <img src={DEMO_WALLET_ICON} alt="" width={40} height={40} />
        <p className="muted">
          A pretend browser wallet living in this page. It approves every request with anvil's dev
          account 0, unless you ask it to reject.
        </p>
      </div>
      <dl className="facts">
        <dt>This site</dt>
        <dd data-testid="demo-wallet-authorised">
          {state.authorised ? 'Connected' : 'Not connected'}
        </dd>
        <dt>Network</dt>
        <dd>
          <div className="segmented" role="group" aria-label="Wallet network">
            {chains.map((chain) => (
              <button
                key={chain.chainId}
                type="button"
                className="segmented__option"
                aria-pressed={chain.chainId === state.chainId}
                onClick={() => wallet.switchChain(chain.chainId)}
                data-testid={`demo-wallet-network-${chain.chainId}`}
              >
                {chain.name}
              </button>
            ))}
          </div>
        </dd>
      </dl>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={state.rejectNextArmed}
          onChange={(event) => wallet.setRejectNext(event.target.checked)}
          data-testid="demo-wallet-reject-next"
        />
        <span>Reject the next request</span>
      </label>
      <button
        type="button"
        className="button button--ghost"
        disabled={!state.authorised}
        onClick={wallet.revoke}
        data-testid="demo-wallet-forget-site"
      >
        Disconnect this site
      </button>
      <h3 className="subheading">Recent requests</h3>
      {state.activity.length === 0 ? (
        <p className="muted">None yet.</p>
      ) : (
        <ul className="activity" aria-live="polite">
          {state.activity.map((entry) => (
            <li key={entry.id} className={`activity__item activity__item--${entry.outcome}`}>
              <code>{entry.method}</code> {OUTCOME_LABEL[entry.outcome]}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
