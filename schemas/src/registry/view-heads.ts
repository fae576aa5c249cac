/**
 * The modal's views, by id, with what the modal reads of each while it runs: the header title,
 * and whether back closes the modal after the view. This is the one list of view ids: the rules
 * (views.ts) are keyed by it and the runtime's router derives its view names from it. The rest
 * of a row (its config rule and test ids) is the CLI's and the tests', kept apart so a page loads
 * a few strings, not the whole registry.
 */
export interface ViewHead {
  /** The modal header's title (connecting views show the wallet's name when they know it). */
  readonly title: string;
  /** Back from anywhere after this view closes the modal instead of going back. */
  readonly backCloses?: true;
}

/** One head per view. */
export const VIEW_HEADS = {
  Connect: { title: 'Connect Wallet' },
  ConnectingExternal: { title: 'Connecting' },
  Account: { title: 'Account' },
  /** The network switcher (the "switch network" screen). */
  Networks: { title: 'Select Network' },
  UnsupportedChain: { title: 'Switch Network', backCloses: true },
  ConnectingWalletConnect: { title: 'WalletConnect' },
  ConnectingWalletConnectBasic: { title: 'Connect Wallet' },
  AllWallets: { title: 'All Wallets' },
  /** Where a visitor without a wallet finds the featured wallets' install links. */
  GetWallet: { title: 'Get a Wallet' },
  SIWXSignMessage: { title: 'Sign In' },
  ConnectingSiwe: { title: 'Sign In' },
  ApproveTransaction: { title: 'Approve Transaction' },
  EmailVerifyOtp: { title: 'Confirm Email' },
  EmailVerifyDevice: { title: 'Register Device' },
  UpdateEmailWallet: { title: 'Edit Email' },
  UpdateEmailPrimaryOtp: { title: 'Confirm Current Email' },
  UpdateEmailSecondaryOtp: { title: 'Confirm New Email' },
  Send: { title: 'Send' },
  Swap: { title: 'Swap' },
  Receive: { title: 'Receive' },
  RegisterAccountName: { title: 'Choose Name' },
  RegisterAccountNameSuccess: { title: 'Choose Name' },
  ConnectingFarcaster: { title: 'Farcaster' },
  EmailLogin: { title: 'Email' },
  OnRamp: { title: 'Buy' },
  History: { title: 'Activity' },
  Pay: { title: 'Pay' },
} as const satisfies Record<string, ViewHead>;

/** A view of the modal: the router's view names are these ids. */
export type ViewId = keyof typeof VIEW_HEADS;
