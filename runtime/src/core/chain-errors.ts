/**
 * Blockchain client error mapping: JSON-RPC and wallet provider codes, and the
 * usual node messages for transaction faults, become named errors whose message a visitor can
 * act on. Chain-free: the eip155 and solana adapters and the blockchain API all pass through it.
 * HTTP failures read "HTTP status code: {n}"; anything unrecognised reads "Unknown error" (its
 * own text is kept in `detail`: library internals are not a message for a visitor).
 */
import { ERRORS, isUserRejection } from './errors.js';

export interface ChainErrorInfo {
  /** A stable name views and tests can branch on, e.g. `UserRejectedRequestError`. */
  name: string;
  message: string;
  /** The original text of an unrecognised error, for logs; never shown as the message. */
  detail?: string;
}

/** Code → name and visitor message. 5000 is WalletConnect's "user rejected". */
export const CHAIN_ERROR_CODES: Readonly<Record<number, ChainErrorInfo>> = {
  [-32700]: { name: 'ParseRpcError', message: 'The network could not read the request.' },
  [-32600]: {
    name: 'InvalidRequestRpcError',
    message: 'The network refused the request as invalid.',
  },
  [-32601]: {
    name: 'MethodNotFoundRpcError',
    message: 'The network does not support this action.',
  },
  [-32602]: { name: 'InvalidParamsRpcError', message: 'The request had invalid parameters.' },
  [-32603]: {
    name: 'InternalRpcError',
    message: 'The network had an internal error. Please try again.',
  },
  [-32000]: { name: 'InvalidInputRpcError', message: 'The network refused the transaction input.' },
  [-32001]: { name: 'ResourceNotFoundRpcError', message: 'The requested resource was not found.' },
  [-32002]: {
    name: 'ResourceUnavailableRpcError',
    message: 'The requested resource is not available. Please try again.',
  },
  [-32003]: {
    name: 'TransactionRejectedRpcError',
    message: 'The network rejected the transaction.',
  },
  [-32004]: {
    name: 'MethodNotSupportedRpcError',
    message: 'The network does not support this method.',
  },
  [-32005]: {
    name: 'LimitExceededRpcError',
    message: 'Too many requests to the network. Please wait a moment.',
  },
  [-32006]: {
    name: 'JsonRpcVersionUnsupportedError',
    message: 'The network does not support this protocol version.',
  },
  4001: { name: 'UserRejectedRequestError', message: 'You declined the request in your wallet.' },
  5000: { name: 'UserRejectedRequestError', message: 'You declined the request in your wallet.' },
  4100: {
    name: 'UnauthorizedProviderError',
    message: 'Your wallet has not authorised this site for that action.',
  },
  4200: {
    name: 'UnsupportedProviderMethodError',
    message: 'Your wallet does not support this action.',
  },
  4900: {
    name: 'ProviderDisconnectedError',
    message: 'Your wallet is disconnected from all networks.',
  },
  4901: {
    name: 'ChainDisconnectedError',
    message: 'Your wallet is not connected to this network.',
  },
  4902: { name: 'SwitchChainError', message: 'Your wallet does not know this network yet.' },
  5700: {
    name: 'UnsupportedNonOptionalCapabilityError',
    message: 'Your wallet lacks a capability this action needs.',
  },
  5710: {
    name: 'UnsupportedChainIdError',
    message: 'Your wallet does not support this network for this action.',
  },
  5720: { name: 'DuplicateIdError', message: 'This batch of calls was already sent.' },
  5730: { name: 'UnknownBundleIdError', message: 'Your wallet does not know this batch of calls.' },
  5740: { name: 'BundleTooLargeError', message: 'Too many calls in one batch for your wallet.' },
  5750: {
    name: 'AtomicReadyWalletRejectedUpgradeError',
    message: 'You declined the account upgrade in your wallet.',
  },
  5760: {
    name: 'AtomicityNotSupportedError',
    message: 'Your wallet cannot send these calls together.',
  },
};

/** Node messages (geth, anvil, erigon, nethermind spellings) for the usual transaction faults. */
const NODE_MESSAGES: readonly { pattern: RegExp; info: ChainErrorInfo }[] = [
  {
    pattern: /execution reverted|revert/i,
    info: {
      name: 'ExecutionRevertedError',
      message: 'The transaction would fail: the contract refused it.',
    },
  },
  {
    pattern:
      /max fee per gas higher than|fee cap higher than|fee cap too high|tip higher than fee cap/i,
    info: {
      name: 'FeeCapTooHighError',
      message: 'The network fee offered is higher than allowed.',
    },
  },
  {
    pattern:
      /max fee per gas less than block base fee|fee cap less than block base fee|fee cap too low|transaction underpriced/i,
    info: {
      name: 'FeeCapTooLowError',
      message: 'The network fee offered is too low. Please try again.',
    },
  },
  {
    pattern: /nonce too high/i,
    info: {
      name: 'NonceTooHighError',
      message:
        'Your wallet is ahead of the network (nonce too high). Reset your wallet account and try again.',
    },
  },
  {
    pattern: /nonce too low|nonce has already been used|already known/i,
    info: {
      name: 'NonceTooLowError',
      message: 'This transaction was already sent (nonce too low).',
    },
  },
  {
    pattern: /nonce has max value/i,
    info: { name: 'NonceMaxValueError', message: 'This account cannot send more transactions.' },
  },
  {
    // Solana: an account would end between 0 and its rent-exempt minimum. Before the general
    // "insufficient funds", which this text also contains.
    pattern: /insufficient funds for rent/i,
    info: {
      name: 'InsufficientFundsForRentError',
      message:
        'The network refused this transaction: an account would hold less than its minimum ' +
        'balance (rent). An account must keep that minimum, or be emptied.',
    },
  },
  {
    pattern: /insufficient funds|exceeds the balance|insufficient balance|out of funds/i,
    info: {
      name: 'InsufficientFundsError',
      message: 'Insufficient funds to pay for the amount and the network fee.',
    },
  },
  {
    pattern: /intrinsic gas too high|gas limit reached|exceeds block gas limit/i,
    info: {
      name: 'IntrinsicGasTooHighError',
      message: 'The transaction needs more gas than a block allows.',
    },
  },
  {
    pattern: /intrinsic gas too low|gas too low/i,
    info: {
      name: 'IntrinsicGasTooLowError',
      message: 'The gas limit is too low for this transaction.',
    },
  },
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The error and what it wraps (`cause`, `data.originalError`, `error`), outermost first. */
function chain(error: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  let queue: unknown[] = [error];
  for (let depth = 0; depth < 6 && queue.length > 0; depth++) {
    const next: unknown[] = [];
    for (const item of queue) {
      if (!isRecord(item) || found.includes(item)) continue;
      found.push(item);
      next.push(item['cause'], item['error']);
      if (isRecord(item['data'])) next.push(item['data']['originalError']);
    }
    queue = next;
  }
  return found;
}

/** Every message text of the error chain, for the node-message patterns. */
function messages(items: Record<string, unknown>[]): string[] {
  return items.flatMap((item) =>
    ['details', 'shortMessage', 'message']
      .map((key) => item[key])
      .filter((v): v is string => typeof v === 'string'),
  );
}

/** An error thrown for an HTTP failure: "HTTP status code: {n}". */
export function httpStatusError(status: number): Error {
  return Object.assign(new Error(`HTTP status code: ${status}`), {
    name: 'HttpRequestError',
    status,
  });
}

/**
 * Names and explains any error from a wallet, a node or an HTTP endpoint. Rejections win
 * over everything (a declined prompt is not a failure); then node messages, which are more
 * precise than their generic -32000/-32003 codes; then codes; then HTTP statuses.
 */
export function describeChainError(error: unknown): ChainErrorInfo {
  if (isUserRejection(error)) return CHAIN_ERROR_CODES[4001]!;
  const items = chain(error);
  const texts = messages(items);
  for (const { pattern, info } of NODE_MESSAGES) {
    if (texts.some((text) => pattern.test(text))) return info;
  }
  for (const item of items) {
    const code = item['code'];
    if (typeof code === 'number' && CHAIN_ERROR_CODES[code]) return CHAIN_ERROR_CODES[code];
    if (typeof code === 'number' && code >= 5700 && code <= 5760) {
      return {
        name: 'WalletCapabilityError',
        message: 'Your wallet cannot complete this request.',
      };
    }
  }
  // A time-out is not a node error: the endpoint never answered (viem: `TimeoutError`).
  if (items.some((item) => item['name'] === 'TimeoutError' || item['name'] === 'AbortError')) {
    return {
      name: 'TimeoutError',
      message: 'The network took too long to answer. Please try again.',
    };
  }
  // A 2xx answer that is not JSON (a captive portal, a misconfigured proxy): not worth a retry.
  if (items.some((item) => item['name'] === 'MalformedResponseError')) {
    return {
      name: 'MalformedResponseError',
      message: 'The network sent an answer the kit cannot read. Check the RPC URL.',
    };
  }
  for (const item of items) {
    const status = item['status'];
    if (typeof status === 'number' && status >= 400) {
      return { name: 'HttpRequestError', message: `HTTP status code: ${status}` };
    }
  }
  const detail = texts.find((text) => text.trim() !== '');
  return { name: 'UnknownError', message: ERRORS.UNKNOWN_ERROR, ...(detail ? { detail } : {}) };
}
