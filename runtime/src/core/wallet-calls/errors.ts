/**
 * Every failure of a wallet call reaches the host app as a `WalletCallError`: the visitor
 * message and the stable name of `describeChainError`, plus a category the app can branch on
 * (a rejection is not a failure; an unsupported call needs another wallet, not a retry).
 * Anything the kit cannot place is an internal error, as the default category says.
 */
import type { WalletCallName } from '@wallet-kit/schemas';
import { describeChainError } from '../chain-errors.js';

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

/** Names whose error means the wallet lacks the method, not that the call went wrong. */
const UNSUPPORTED_NAMES = new Set([
  'MethodNotFoundRpcError',
  'MethodNotSupportedRpcError',
  'UnsupportedProviderMethodError',
  'UnsupportedNonOptionalCapabilityError',
  'UnsupportedChainIdError',
  'AtomicityNotSupportedError',
]);

const WALLET_NAMES = new Set([
  'UnauthorizedProviderError',
  'ProviderDisconnectedError',
  'ChainDisconnectedError',
  'SwitchChainError',
  'DuplicateIdError',
  'UnknownBundleIdError',
  'BundleTooLargeError',
  'WalletCapabilityError',
]);

const TRANSACTION_NAMES = new Set([
  'ExecutionRevertedError',
  'FeeCapTooHighError',
  'FeeCapTooLowError',
  'NonceTooHighError',
  'NonceTooLowError',
  'NonceMaxValueError',
  'InsufficientFundsError',
  'IntrinsicGasTooHighError',
  'IntrinsicGasTooLowError',
  'InvalidInputRpcError',
  'TransactionRejectedRpcError',
]);

function categoryOf(name: string): WalletCallErrorCategory {
  if (name === 'UserRejectedRequestError' || name === 'AtomicReadyWalletRejectedUpgradeError')
    return 'rejected';
  if (UNSUPPORTED_NAMES.has(name)) return 'unsupported';
  if (WALLET_NAMES.has(name)) return 'wallet';
  if (TRANSACTION_NAMES.has(name)) return 'transaction';
  if (name === 'UnknownError') return 'internal';
  return 'network';
}

function firstCode(error: unknown): number | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'number') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The wallet answered that it has no such method: say which call, not a generic text. */
const METHOD_MISSING_NAMES = new Set([
  'MethodNotFoundRpcError',
  'MethodNotSupportedRpcError',
  'UnsupportedProviderMethodError',
]);

/** Any failure of `call` as a `WalletCallError` (an existing one passes through unchanged). */
export function toWalletCallError(call: WalletCallName, error: unknown): WalletCallError {
  if (error instanceof WalletCallError) return error;
  const info = describeChainError(error);
  const code = firstCode(error);
  if (METHOD_MISSING_NAMES.has(info.name)) {
    const unsupported = unsupportedWalletCall(call, { wallet: true });
    return new WalletCallError(
      call,
      {
        name: unsupported.name,
        message: unsupported.message,
        category: 'unsupported',
        ...(code === undefined ? {} : { code }),
      },
      { cause: error },
    );
  }
  return new WalletCallError(
    call,
    {
      name: info.name,
      message: info.message,
      category: categoryOf(info.name),
      ...(code === undefined ? {} : { code }),
    },
    { cause: error, ...(info.detail ? { detail: info.detail } : {}) },
  );
}
