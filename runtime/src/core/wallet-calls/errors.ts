/**
 * Every failure of a wallet call reaches the host app as a `WalletCallError`: the visitor
 * message and the stable name of `describeChainError`, plus a category the app can branch on
 * (a rejection is not a failure; an unsupported call needs another wallet, not a retry).
 * Anything the kit cannot place is an internal error, as the default category says.
 * Mapping a failure (to-wallet-call-error.ts) is a file of its own: the chain's error catalogue
 * it reads is only needed once a call fails, while `unsupportedWalletCall` errors are built by
 * the wallet code, most of it fetched on use.
 */
import type { WalletCallName } from '@wallet-kit/schemas';

export type WalletCallErrorCategory =
  /** The visitor declined in the wallet (4001, 5000). Retry when they want to. */
  | 'rejected'
  /** The connected wallet (or its family) cannot make this call at all. */
  | 'unsupported'
  /** The wallet refused for its own reason: not authorised, disconnected, unknown network. */
  | 'wallet'
  /** The chain refused the transaction: reverted, fees, nonce, funds, gas. */
  | 'transaction'
  /** The node or the network failed to answer properly. */
  | 'network'
  /** Nothing above: a fault of the kit or of input it could not understand. */
  | 'internal';

export class WalletCallError extends Error {
  readonly category: WalletCallErrorCategory;
  /** The call that failed, e.g. `signTypedData`. */
  readonly call: WalletCallName;
  /** The wallet's or node's numeric code, when there was one. */
  readonly code: number | undefined;
  /** The original text of an unrecognised error, for logs; never the message. */
  readonly detail: string | undefined;

  constructor(
    call: WalletCallName,
    info: { name: string; message: string; category: WalletCallErrorCategory; code?: number },
    options: { cause?: unknown; detail?: string } = {},
  ) {
    super(info.message, { cause: options.cause });
    this.name = info.name;
    this.call = call;
    this.category = info.category;
    this.code = info.code;
    this.detail = options.detail;
  }
}

/** How each call is named in "… is not supported by this wallet". */
const CALL_TITLES: Record<WalletCallName, string> = {
  signMessage: 'Signing a message',
  signTypedData: 'Signing typed data',
  sendTransaction: 'Sending a transaction',
  writeContract: 'Writing to a contract',
  getCapabilities: 'Reading wallet capabilities',
  sendCalls: 'Sending a batch of calls',
  getCallsStatus: 'Reading the status of a batch of calls',
  signTransaction: 'Signing a transaction',
  signAllTransactions: 'Signing several transactions',
  signAndSendTransaction: 'Signing and sending a transaction',
};

/** The connected wallet (`by: 'wallet'`) or every wallet of the family cannot make `call`. */
export function unsupportedWalletCall(
  call: WalletCallName,
  by: { wallet: true } | { family: string },
): WalletCallError {
  const whom = 'wallet' in by ? 'this wallet' : `${by.family} wallets in this kit`;
  return new WalletCallError(call, {
    name: 'UnsupportedWalletCallError',
    message: `${CALL_TITLES[call]} is not supported by ${whom}.`,
    category: 'unsupported',
  });
}
