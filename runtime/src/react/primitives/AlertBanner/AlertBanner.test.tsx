// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_AUTO_CLOSE_MS, ALERTS } from '../../../core/alerts.js';
import { createTestKit } from '../../../core/testing/test-support.js';
import { renderWithKit } from '../../testing/render.js';
import { AlertBanner } from './AlertBanner.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  const { kit } = createTestKit();
  renderWithKit(kit, <AlertBanner />);
  return kit;
}

describe('AlertBanner', () => {
  it('renders nothing while no alert is open', () => {
    setup();
    expect(screen.queryByTestId('wk-alert')).toBeNull();
  });

  it('an error alert is announced at once with role alert and can be dismissed', () => {
    const kit = setup();
    act(() => kit.showAlert(ALERTS.PROJECT_ID_NOT_CONFIGURED));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Project ID Not Configured');
    expect(alert.getAttribute('data-variant')).toBe('error');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    expect(screen.queryByTestId('wk-alert')).toBeNull();
    expect(kit.stores.alert.getState().open).toBe(false);
  });

  it.each(['success', 'loading'] as const)('a %s alert is a polite status', (variant) => {
    const kit = setup();
    act(() => kit.showAlert('Saved', { variant }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Saved');
    expect(status.getAttribute('data-variant')).toBe(variant);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an auto-closing alert disappears after its time and has no close button', () => {
    vi.useFakeTimers();
    const kit = setup();
    act(() => kit.showAlert('Copied', { variant: 'success', autoClose: true }));
    expect(screen.queryByTestId('wk-alert-close')).toBeNull();
    act(() => vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS - 1));
    expect(screen.getByTestId('wk-alert')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('wk-alert')).toBeNull();
  });
});
