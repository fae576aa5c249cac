import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNACKBAR_AUTO_HIDE_MS, TOASTS } from './snackbar.js';
import { createTestKit } from './testing/test-support.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('snackbar toasts', () => {
  it('shows the message with its variant and hides it after the delay', () => {
    const { kit } = createTestKit();
    kit.showSnackbar(TOASTS.SIGNATURE_DECLINED, 'error');
    expect(kit.stores.snackbar.getState()).toEqual({
      message: 'Signature declined',
      variant: 'error',
      open: true,
    });
    vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 1);
    expect(kit.stores.snackbar.getState().open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(kit.stores.snackbar.getState().open).toBe(false);
  });

  it('a new message restarts the delay', () => {
    const { kit } = createTestKit();
    kit.showSnackbar('Copied');
    vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 100);
    kit.showSnackbar('Copied again');
    vi.advanceTimersByTime(200);
    expect(kit.stores.snackbar.getState()).toMatchObject({ open: true, message: 'Copied again' });
  });

  it('a loading message stays until it is replaced or hidden', () => {
    const { kit } = createTestKit();
    kit.showSnackbar(TOASTS.AUTHENTICATING, 'loading');
    vi.advanceTimersByTime(60_000);
    expect(kit.stores.snackbar.getState().open).toBe(true);
    kit.hideSnackbar();
    expect(kit.stores.snackbar.getState().open).toBe(false);
  });

  it('destroying the kit cancels a pending hide', () => {
    const { kit } = createTestKit();
    kit.showSnackbar('Copied');
    kit.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });
});
