import { describe, expect, it } from 'vitest';
import { RPC_LIMITS, retryAfterMs } from './rpc-limits.js';

const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('Retry-After is read and capped', () => {
  it('reads whole seconds', () => {
    expect(retryAfterMs('2', RPC_LIMITS.maxRetryAfterMs, NOW)).toBe(2000);
  });

  it('caps seconds at the limit', () => {
    expect(retryAfterMs('3600', RPC_LIMITS.maxRetryAfterMs, NOW)).toBe(5000);
  });

  it('reads an HTTP date and caps it', () => {
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:03 GMT', 5000, NOW)).toBe(3000);
    expect(retryAfterMs('Thu, 01 Jan 2026 01:00:00 GMT', 5000, NOW)).toBe(5000);
  });

  it('ignores a past date, a negative or fractional number, and garbage', () => {
    for (const header of ['Wed, 31 Dec 2025 23:59:00 GMT', '-5', '1.5', 'soon', '', null]) {
      expect(retryAfterMs(header, 5000, NOW)).toBeUndefined();
    }
  });
});
