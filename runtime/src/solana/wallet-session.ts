/**
 * The connection to one wallet: which wallet and account, and the `standard:events`
 * subscription that reports account changes to the kit. Returns the function that removes
 * exactly the listener it added.
 */
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { AdapterEvent } from '../core/types.js';
import { findFeature, firstSolanaAccount } from './wallet-features.js';

export interface WalletSession {
  connectorId: string;
  wallet: Wallet;
  account: WalletAccount;
  unsubscribe(): void;
}

export function openWalletSession(
  connectorId: string,
  wallet: Wallet,
  account: WalletAccount,
  emit: (event: AdapterEvent) => void,
): WalletSession {
  const session: WalletSession = { connectorId, wallet, account, unsubscribe: () => undefined };
  const events = findFeature(wallet, 'standard:events');
  if (!events) return session;
  let reported: string | undefined = account.address;
  const off = events.on('change', ({ accounts }) => {
    // A change of chains or features alone says nothing about the account.
    if (!accounts) return;
    const next = firstSolanaAccount(accounts);
    if (next) session.account = next;
    if (next?.address === reported) return;
    reported = next?.address;
    // No account means the visitor disconnected this site in the wallet; the core decides.
    emit({ type: 'accountsChanged', address: next?.address });
  });
  let subscribed = true;
  session.unsubscribe = () => {
    if (!subscribed) return;
    subscribed = false;
    off();
  };
  return session;
}
