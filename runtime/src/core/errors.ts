/**
 * Error texts the core throws, and the helpers that read wallet errors.
 * Views and tests compare against these constants, never against inline strings.
 */

export const ERRORS = {
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_NOT_FOUND: 'Network not found',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  UNKNOWN_ERROR: 'Unknown error',
} as const;

/** EIP-1193 4001 "user rejected"; 5000 is also a rejection (WalletConnect's code). */
export const USER_REJECTION_CODES: readonly number[] = [4001, 5000];

/** How deep to follow `cause` / `data.originalError` chains; guards against cycles. */
const MAX_ERROR_DEPTH = 5;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Wallets and libraries wrap the wallet's error: viem in `cause`, others in `data.originalError`. */
function nestedErrors(error: unknown): unknown[] {
  const found: unknown[] = [];
  let current: unknown[] = [error];
  for (let depth = 0; depth < MAX_ERROR_DEPTH && current.length > 0; depth++) {
    const next: unknown[] = [];
    for (const item of current) {
      if (!isRecord(item) || found.includes(item)) continue;
      found.push(item);
      next.push(item['cause']);
      const data = item['data'];
      if (isRecord(data)) next.push(data['originalError']);
    }
    current = next;
  }
  return found;
}

/** True when the visitor declined in the wallet (code 4001 or 5000, possibly nested). */
export function isUserRejection(error: unknown): boolean {
  return nestedErrors(error).some((item) => {
    const code = (item as Record<string, unknown>)['code'];
    return typeof code === 'number' && USER_REJECTION_CODES.includes(code);
  });
}

/** The most useful human message of an error; "Unknown error" when there is none. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  for (const item of nestedErrors(error)) {
    const message = (item as Record<string, unknown>)['message'];
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return ERRORS.UNKNOWN_ERROR;
}
