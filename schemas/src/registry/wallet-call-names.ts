/**
 * The names of the wallet calls; which of them a family's adapters implement is its row's
 * `walletCalls` (chain-families.ts). Apart from the rows so a page that builds the calls of a
 * restored session loads the names without them.
 */

/**
 * The signing and sending calls the host app can make through the kit's wallet calls. A family
 * lists those its adapters implement; whether the connected wallet itself supports one is
 * asked of the wallet at call time.
 */
export const WALLET_CALLS = [
  'signMessage',
  'signTypedData',
  'sendTransaction',
  'writeContract',
  'getCapabilities',
  'sendCalls',
  'getCallsStatus',
  'signTransaction',
  'signAllTransactions',
  'signAndSendTransaction',
] as const;
export type WalletCallName = (typeof WALLET_CALLS)[number];
