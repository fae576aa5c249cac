/**
 * An error the kit reports, wrapped with a category saying where it came from. An error
 * nobody classified is an internal error of the kit itself.
 */
import { errorMessage } from '../errors.js';

export const ERROR_CATEGORIES = ['INTERNAL_SDK_ERROR', 'WALLET_ERROR', 'NETWORK_ERROR'] as const;
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];

export const DEFAULT_ERROR_CATEGORY: ErrorCategory = 'INTERNAL_SDK_ERROR';

export class KitError extends Error {
  readonly category: ErrorCategory;
  constructor(message: string, category: ErrorCategory, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'KitError';
    this.category = category;
  }
}

/**
 * Where an error came from: a wallet or node answers with a numeric (EIP-1193 / JSON-RPC)
 * `code`, a refused HTTP call carries its `status`; anything else is the kit's own.
 */
export function categoryOf(error: unknown): ErrorCategory {
  if (typeof error !== 'object' || error === null) return DEFAULT_ERROR_CATEGORY;
  const { code, status } = error as { code?: unknown; status?: unknown };
  if (typeof code === 'number') return 'WALLET_ERROR';
  if (typeof status === 'number') return 'NETWORK_ERROR';
  return DEFAULT_ERROR_CATEGORY;
}

/** Wraps any thrown value once; an already wrapped error keeps its category. */
export function wrapKitError(
  error: unknown,
  category: ErrorCategory = categoryOf(error),
): KitError {
  if (error instanceof KitError) return error;
  const wrapped = new KitError(errorMessage(error), category, { cause: error });
  if (error instanceof Error && error.stack) wrapped.stack = error.stack;
  return wrapped;
}
