/**
 * What the modal reads of each view row while it runs: the header title, and whether back
 * closes the modal after the view. The rows (views.ts) take these from here; the rest of a row
 * (its config rule, template and test ids) is the CLI's and the tests', so a page loads a few
 * strings, not the whole registry.
 */
export interface ViewHead {
  /** The modal header's title (connecting views show the wallet's name when they know it). */
  readonly title: string;
  /** Back from anywhere after this view closes the modal instead of going back. */
  readonly backCloses?: true;
}

/** One head per view row, by the row's key (views.ts does not compile while the keys differ). */
export const VIEW_HEADS = {
  Connect: { title: 'Connect Wallet' },
  ConnectingExternal: { title: 'Connecting' },
  Account: { title: 'Account' },
  Networks: { title: 'Select Network' },
  UnsupportedChain: { title: 'Switch Network', backCloses: true },
  ConnectingWalletConnect: { title: 'WalletConnect' },
  ConnectingWalletConnectBasic: { title: 'Connect Wallet' },
  AllWallets: { title: 'All Wallets' },
  SIWXSignMessage: { title: 'Sign In' },
  ConnectingSiwe: { title: 'Sign In' },
  ApproveTransaction: { title: 'Approve Transaction' },
  EmailVerifyOtp: { title: 'Confirm Email' },
  EmailVerifyDevice: { title: 'Register Device' },
  UpdateEmailWallet: { title: 'Edit Email' },
  UpdateEmailPrimaryOtp: { title: 'Confirm Current Email' },
  UpdateEmailSecondaryOtp: { title: 'Confirm New Email' },
  Send: { title: 'Send' },
  Receive: { title: 'Receive' },
  RegisterAccountName: { title: 'Choose Name' },
  RegisterAccountNameSuccess: { title: 'Choose Name' },
  ConnectingFarcaster: { title: 'Farcaster' },
  EmailLogin: { title: 'Email' },
  Swap: { title: 'Swap' },
  OnRamp: { title: 'Buy' },
  History: { title: 'Activity' },
  Pay: { title: 'Pay' },
} as const satisfies Record<string, ViewHead>;
