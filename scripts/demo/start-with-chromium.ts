/**
 * A page's server (the demo, a test harness) started side by side with the chromium that will
 * open it, for the browser tests and the benchmarks. A start that fails half-way stops whatever
 * did start: the caller gets nothing back to stop, so anything left running (anvil chains,
 * servers holding their ports) would outlive the run and take the next run's ports.
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from '@wallet-kit/local-stack/browser';

export interface Stoppable {
  stop(): Promise<void>;
}

export interface StartedWithChromium<T extends Stoppable> {
  started: T;
  browser: Browser;
  /** Closes the browser, then stops `started` even when closing the browser failed. */
  close(): Promise<void>;
}

/**
 * Runs `start` and launches chromium at the same time. When the browser fails to launch,
 * `start` gets an aborted signal (a start that honours it skips its remaining work); whichever of
 * the two did come up is then stopped, and the launch's error is the one thrown.
 * `executablePath`: another chromium binary than Debian's (launchChromium).
 */
export async function startWithChromium<T extends Stoppable>(
  start: (signal: AbortSignal) => Promise<T>,
  options: { executablePath?: string } = {},
): Promise<StartedWithChromium<T>> {
  const aborter = new AbortController();
  const [startResult, browserLaunch] = await Promise.allSettled([
    start(aborter.signal),
    launchChromium({ executablePath: options.executablePath }).catch((error: unknown) => {
      aborter.abort();
      throw error;
    }),
  ]);
  if (startResult.status === 'fulfilled' && browserLaunch.status === 'fulfilled') {
    const started = startResult.value;
    const browser = browserLaunch.value;
    return {
      started,
      browser,
      close: async () => {
        try {
          await browser.close();
        } finally {
          await started.stop();
        }
      },
    };
  }
  // Both have settled, so nothing is still starting behind this cleanup.
  try {
    if (startResult.status === 'fulfilled') await startResult.value.stop();
  } finally {
    if (browserLaunch.status === 'fulfilled') await browserLaunch.value.close();
  }
  // The browser's failure is the one reported: the start's is then most likely only the abort.
  throw browserLaunch.status === 'rejected'
    ? browserLaunch.reason
    : (startResult as PromiseRejectedResult).reason;
}
