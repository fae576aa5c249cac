import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERTS, ALERT_AUTO_CLOSE_MS, alertForServerMessage } from './alerts.js';
import { createTestKit } from './testing/test-support.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('alerts', () => {
  it('has the alert texts', () => {
    expect(Object.values(ALERTS)).toEqual([
      'Invalid App Configuration',
      'Network Not Found',
      'Network Error - Could not load embedded wallet',
      'Embedded Wallet Request Timed Out',
      'Session Expired',
      'Invalid Project ID',
      'Project ID Not Configured',
    ]);
  });

  it('the known server messages map to alerts', () => {
    expect(alertForServerMessage('Unauthorized: origin not allowed')).toBe(
      ALERTS.INVALID_APP_CONFIGURATION,
    );
    expect(alertForServerMessage('JWT validation error: JWT Token is not yet valid')).toBe(
      ALERTS.SESSION_EXPIRED,
    );
    expect(alertForServerMessage('Unauthorized: invalid key')).toBe(ALERTS.INVALID_PROJECT_ID);
    expect(alertForServerMessage('Something else')).toBeUndefined();
  });

  it('opens with message and variant and stays open without autoClose', () => {
    const { kit } = createTestKit();
    kit.showAlert(ALERTS.PROJECT_ID_NOT_CONFIGURED);
    expect(kit.stores.alert.getState()).toEqual({
      message: 'Project ID Not Configured',
      variant: 'error',
      open: true,
      autoClose: false,
    });
    vi.advanceTimersByTime(60_000);
    expect(kit.stores.alert.getState().open).toBe(true);
    kit.closeAlert();
    expect(kit.stores.alert.getState().open).toBe(false);
  });

  it('an autoClose alert closes by itself', () => {
    const { kit } = createTestKit();
    kit.showAlert(ALERTS.NETWORK_NOT_FOUND, { variant: 'info', autoClose: true });
    vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS - 1);
    expect(kit.stores.alert.getState().open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(kit.stores.alert.getState().open).toBe(false);
  });

  it('a new alert replaces the pending auto-close of the previous one', () => {
    const { kit } = createTestKit();
    kit.showAlert(ALERTS.NETWORK_NOT_FOUND, { autoClose: true });
    vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS - 1);
    kit.showAlert(ALERTS.INVALID_PROJECT_ID);
    vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS);
    expect(kit.stores.alert.getState()).toMatchObject({
      open: true,
      message: 'Invalid Project ID',
    });
  });
});
