/**
 * What a kit's analytics does for the kit, and the analytics of a kit that sends none. The shape
 * lives here, not beside `attachAnalytics`, so the kit's context can name it without importing the
 * code that sends.
 */
import type { ErrorCategory } from './kit-error.js';

export interface KitAnalytics {
  /** Wraps the error with its category and sends it (at most 5 a minute). */
  reportError(error: unknown, category?: ErrorCategory): void;
  detach(): void;
}

/** Its errors and events go nowhere. */
export const ANALYTICS_OFF: KitAnalytics = {
  reportError: () => undefined,
  detach: () => undefined,
};
