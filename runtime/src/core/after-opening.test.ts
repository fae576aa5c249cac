import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterOpening } from './after-opening.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('work an opening defers', () => {
  it('waits for the opening to settle, then for the browser to be idle', () => {
    const idle: (() => void)[] = [];
    const requestIdleCallback = vi.fn((run: () => void) => idle.push(run));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const work = vi.fn();
    afterOpening(work);
    vi.advanceTimersByTime(299);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    expect(work).not.toHaveBeenCalled();
    idle.splice(0).forEach((run) => run());
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs once the opening has settled where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    afterOpening(work);
    vi.advanceTimersByTime(299);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
