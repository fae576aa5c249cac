/**
 * A visitor who declines in a Bitcoin wallet gets an error with the kit's rejection code
 * (4001), as in every other family. Wallet Standard wallets reject with a bare message;
 * sats-connect providers answer with a JSON-RPC error whose code says the user declined.
 */
const REJECTION_MESSAGE = /reject|denied|cancel|declin/i;
/** sats-connect's "user rejected" JSON-RPC code, and the EIP-1193 one some wallets reuse. */
const REJECTION_CODES = [-32000, 4001];

export const USER_REJECTED_CODE = 4001;

export class Bip122WalletError extends Error {
  readonly code: number | undefined;
  constructor(message: string, code?: number, cause?: unknown) {
    super(message, { cause });
    this.name = 'Bip122WalletError';
    this.code = code;
  }
}

/** The kit's error for what a wallet threw or answered as an error. */
export function bip122WalletError(error: unknown): Bip122WalletError {
  if (error instanceof Bip122WalletError) return error;
  const record = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown;
    code?: unknown;
  };
  const message =
    typeof record.message === 'string' ? record.message : String(error ?? 'Wallet error');
  const rejected =
    (typeof record.code === 'number' && REJECTION_CODES.includes(record.code)) ||
    REJECTION_MESSAGE.test(message);
  return new Bip122WalletError(message, rejected ? USER_REJECTED_CODE : undefined, error);
}

export async function callBip122Wallet<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw bip122WalletError(error);
  }
}
