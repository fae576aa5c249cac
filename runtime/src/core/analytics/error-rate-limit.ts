/**
 * Error telemetry is capped at 5 reports in any 60 s window, so a failure repeating in a loop
 * cannot flood the analytics endpoint (or the visitor's network).
 */
export const ERROR_REPORTS_PER_WINDOW = 5;
export const ERROR_REPORT_WINDOW_MS = 60_000;

export interface RateLimiter {
  /** True (and counted) when one more report fits in the current window. */
  tryTake(): boolean;
}

export function createErrorRateLimiter(now: () => number): RateLimiter {
  const sentAt: number[] = [];
  return {
    tryTake() {
      const current = now();
      while (sentAt.length > 0 && current - sentAt[0]! >= ERROR_REPORT_WINDOW_MS) sentAt.shift();
      if (sentAt.length >= ERROR_REPORTS_PER_WINDOW) return false;
      sentAt.push(current);
      return true;
    },
  };
}
