/**
 * SDK failures as `Error`s. sign-client rejects a declined proposal or request with a plain
 * `{ code, message }` object; the kit needs an `Error` that keeps the code (4001 / 5000 are
 * rejections: 4001 is EIP-1193's, 5000 WalletConnect's).
 */
import { errorMessage, isUserRejection } from '../core/errors.js';
import { WalletRequestError } from '../core/eip1193.js';
import type { WalletConnectError } from './state.js';

export function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  const record =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const code = typeof record['code'] === 'number' ? record['code'] : undefined;
  return new WalletRequestError(errorMessage(error), code, record['data'], error);
}

/** The pairing state's wcError for a failed pairing. */
export function pairingError(error: unknown): WalletConnectError {
  const message = errorMessage(error);
  if (isUserRejection(error)) return { kind: 'rejected', message };
  // sign-client's own text when the proposal outlives its ttl ("Proposal expired").
  if (/expired/i.test(message)) return { kind: 'expired', message };
  return { kind: 'failed', message };
}
