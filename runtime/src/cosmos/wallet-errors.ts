/**
 * A visitor who declines in a Keplr-style wallet gets an error with the kit's rejection code
 * (4001), as in every other family; Keplr and its copies reject with a bare message.
 */
const REJECTION_MESSAGE = /reject|denied|cancel|declin/i;

export class CosmosWalletError extends Error {
  readonly code: number | undefined;
  constructor(message: string, code?: number, cause?: unknown) {
    super(message, { cause });
    this.name = 'CosmosWalletError';
    this.code = code;
  }
}

export const USER_REJECTED_CODE = 4001;

export async function callCosmosWallet<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CosmosWalletError(
      message,
      REJECTION_MESSAGE.test(message) ? USER_REJECTED_CODE : undefined,
      error,
    );
  }
}
