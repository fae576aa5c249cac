/**
 * A visitor who declines in a Polkadot extension gets an error with the kit's rejection code
 * (4001), as in every other family; extensions reject with a bare message ("Cancelled",
 * "Rejected by user", "not allowed to interact").
 */
const REJECTION_MESSAGE = /reject|denied|cancel|declin|not allowed/i;

export const USER_REJECTED_CODE = 4001;

export class PolkadotWalletError extends Error {
  readonly code: number | undefined;
  constructor(message: string, code?: number, cause?: unknown) {
    super(message, { cause });
    this.name = 'PolkadotWalletError';
    this.code = code;
  }
}

export async function callPolkadotExtension<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new PolkadotWalletError(
      message,
      REJECTION_MESSAGE.test(message) ? USER_REJECTED_CODE : undefined,
      error,
    );
  }
}
