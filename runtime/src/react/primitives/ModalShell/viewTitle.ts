import type { ViewData, ViewName } from '../../../core/types.js';

/** Header titles; a view absent here shows no title text but keeps the dialog labelled. */
const TITLES: Partial<Record<ViewName, string>> = {
  Connect: 'Connect Wallet',
  AllWallets: 'All Wallets',
  Account: 'Account',
  Networks: 'Select Network',
  UnsupportedChain: 'Switch Network',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'Connect Wallet',
  ConnectingSiwe: 'Sign In',
  SIWXSignMessage: 'Sign In',
  ApproveTransaction: 'Approve Transaction',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Choose Name',
  Send: 'Send',
  Receive: 'Receive',
  Swap: 'Swap',
  OnRamp: 'Buy',
  History: 'Activity',
  Pay: 'Pay',
  EmailLogin: 'Email',
  ConnectingFarcaster: 'Farcaster',
};

/** The header title of a view; connecting views name the wallet being connected. */
export function viewTitle(view: ViewName, data: ViewData | undefined): string {
  if (view === 'ConnectingExternal') {
    const connector = (data as ViewData<'ConnectingExternal'> | undefined)?.connector;
    return connector?.name ?? 'Connecting';
  }
  if (view === 'ConnectingWalletConnect') {
    const wallet = (data as ViewData<'ConnectingWalletConnect'> | undefined)?.wallet;
    return wallet?.name ?? 'WalletConnect';
  }
  return TITLES[view] ?? 'Wallet';
}
