/**
 * The one place wallet requests go through, so every failure reaches the core as an `Error`
 * that still carries the wallet's `code` (the core recognises user rejections, 4001 and 5000,
 * by that code). The provider's surface is in eip1193-provider.ts.
 */

export {
  isEip1193Provider,
  type Eip1193Listener,
  type Eip1193Provider,
  type Eip1193RequestArguments,
} from './eip1193-provider.js';
import type { Eip1193Provider, Eip1193RequestArguments } from './eip1193-provider.js';

/** A wallet's JSON-RPC error as an `Error`: `code` and `data` kept, the original as `cause`. */
export class WalletRequestError extends Error {
  readonly code: number | undefined;
  readonly data: unknown;

  constructor(message: string, code: number | undefined, data: unknown, cause: unknown) {
    super(message, { cause });
    this.name = 'WalletRequestError';
    this.code = code;
    this.data = data;
  }
}

function ownCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * The EIP-1193 code of a wallet error, looking into `data.originalError` where some wallets
 * (MetaMask mobile, several WalletConnect bridges) nest the real one under a generic -32603.
 */
export function walletErrorCodes(error: unknown): number[] {
  const codes: number[] = [];
  const top = ownCode(error);
  if (top !== undefined) codes.push(top);
  const data =
    typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  const nested =
    typeof data === 'object' && data !== null
      ? (data as { originalError?: unknown }).originalError
      : undefined;
  const nestedCode = ownCode(nested);
  if (nestedCode !== undefined) codes.push(nestedCode);
  return codes;
}

export function hasWalletErrorCode(error: unknown, ...codes: number[]): boolean {
  return walletErrorCodes(error).some((code) => codes.includes(code));
}

const USER_REJECTION_CODES = [4001, 5000];

export function isWalletUserRejection(error: unknown): boolean {
  return hasWalletErrorCode(error, ...USER_REJECTION_CODES);
}

function toWalletError(error: unknown, method: string): Error {
  // Errors from real wallets are usually Error subclasses already carrying `code`: keep them
  // untouched so nothing the wallet said (stack, data, custom fields) is lost.
  if (error instanceof Error) return error;
  const message =
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
      ? (error as { message: string }).message
      : `Wallet request ${method} failed`;
  const data =
    typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  return new WalletRequestError(message, ownCode(error), data, error);
}

/** `provider.request`, rejecting with an `Error` that keeps the wallet's `code`. */
export async function requestWallet(
  provider: Eip1193Provider,
  args: Eip1193RequestArguments,
): Promise<unknown> {
  try {
    return await provider.request(args);
  } catch (error) {
    throw toWalletError(error, args.method);
  }
}
