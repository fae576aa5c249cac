/**
 * Any failure of a wallet call as a `WalletCallError`: the chain's error catalogue
 * (`describeChainError`) names it, and its name gives the category. Loaded with the code that
 * makes calls (api.ts, useWalletCall), not with the adapters of the page's first load.
 */
import type { WalletCallName } from '@wallet-kit/schemas';
import { describeChainError } from '../chain-errors.js';
import { unsupportedWalletCall, WalletCallError, type WalletCallErrorCategory } from './errors.js';

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
  'InsufficientFundsForRentError',
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
