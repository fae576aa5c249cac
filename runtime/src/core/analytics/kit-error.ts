/**
 * An error the kit reports, wrapped with a category saying where it came from. An error
 * nobody classified is an internal error of the kit itself.
 */
import { errorMessage } from '../errors.js';

export const ERROR_CATEGORIES = [
  'INTERNAL_SDK_ERROR',
  'WALLET_ERROR',
  'NETWORK_ERROR',
  'CONFIGURATION_ERROR',
] as const;
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

/** Wraps any thrown value once; an already wrapped error keeps its category. */
export function wrapKitError(
  error: unknown,
  category: ErrorCategory = DEFAULT_ERROR_CATEGORY,
): KitError {
  if (error instanceof KitError) return error;
  const wrapped = new KitError(errorMessage(error), category, { cause: error });
  if (error instanceof Error && error.stack) wrapped.stack = error.stack;
  return wrapped;
}
