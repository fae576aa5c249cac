/**
 * jsdom has no idle callbacks, so what the kit defers to idle time (the prepared modal dialog)
 * would happen there one painted frame after the page loaded, as in Safari (`whenIdle`): tests
 * that need to say when install these, which queue the callbacks, and run them by hand with
 * `goIdle()`.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

let idle: (() => void)[] = [];

/** Call in `beforeEach`; `vi.unstubAllGlobals()` in `afterEach` removes them. */
export function stubIdleCallbacks(): void {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
}

/** Runs the queued idle callbacks, then lets the hidden dialog render at React's lowest priority. */
export async function goIdle(): Promise<void> {
  await act(async () => {
    for (const run of idle.splice(0)) run();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}
