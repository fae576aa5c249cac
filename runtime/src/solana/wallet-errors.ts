/**
 * The one place Wallet Standard calls go through, so a failure reaches the core as an `Error`
 * the core can classify. EIP-1193 wallets put 4001 on `error.code`; Wallet Standard wallets
 * mostly throw plain errors whose only signal is the text ("User rejected the request."), so
 * those are given code 4001 here, which the core's `isUserRejection` recognises.
 */

/** EIP-1193 "user rejected the request": the visitor declined in the wallet. */
export const USER_REJECTED_CODE = 4001;

/** A wallet error with the code the core reads; the wallet's own error is kept as `cause`. */
export class SolanaWalletError extends Error {
  readonly code: number | undefined;

  constructor(message: string, code: number | undefined, cause: unknown) {
    super(message, { cause });
    this.name = 'SolanaWalletError';
    this.code = code;
  }
}

// The phrases Phantom, Solflare, Backpack, Glow and the wallet-adapter errors use. A bare
// "rejected" is not enough: "Transaction rejected by the node" is not the visitor's choice.
const REJECTION_TEXT =
  /user rejected|rejected by (the )?user|user denied|denied by (the )?user|user declined|declined by (the )?user|user cancell?ed|cancell?ed by (the )?user|approval denied|request rejected/i;

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

function codeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}

export function isRejectionMessage(message: string): boolean {
  return REJECTION_TEXT.test(message);
}

export function toWalletError(error: unknown, action: string): Error {
  const code = codeOf(error);
  const message = messageOf(error);
  // A wallet that already says what happened with a code is kept untouched (stack, data, ...).
  if (code !== undefined) {
    return error instanceof Error
      ? error
      : new SolanaWalletError(message ?? `${action} failed`, code, error);
  }
  if (message !== undefined && isRejectionMessage(message)) {
    return new SolanaWalletError(message, USER_REJECTED_CODE, error);
  }
  if (error instanceof Error) return error;
  return new SolanaWalletError(message ?? `${action} failed`, undefined, error);
}

/** Runs one wallet call; rejects with an `Error` carrying 4001 when the visitor declined. */
export async function callWallet<T>(action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toWalletError(error, action);
  }
}
