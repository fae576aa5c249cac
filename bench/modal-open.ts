/**
 * Time from a click on the connect button to the modal being visible, in chromium, measured
 * inside the page (no driver round trips in the figure): once the page is idle, the click is
 * dispatched, then each animation frame checks for a visible `[data-testid=wk-modal]`. The
 * same run also times the click to the end of that frame's work on the main thread (style,
 * layout and paint of the dialog, handed to the compositor): work done after the animation
 * frame, such as drawing images, delays the pixels but not the first figure. A modal that
 * shows its title before its content (busy meanwhile) is also timed to the first frame with
 * its content in. Then the JavaScript heap in use, after a garbage collection, through the
 * DevTools protocol.
 */
import { existsSync } from 'node:fs';
import { serveStatic } from '../scripts/demo/static-server.js';
import type { Browser, BrowserContext } from 'playwright-core';
import { CHROMIUM_PATH, launchChromium } from '@wallet-kit/local-stack/browser';

/** Performance marks the measure leaves, so a DevTools trace of the open can find its window. */
export const OPEN_MARKS = {
  click: 'wk-open-click',
  shown: 'wk-open-shown',
  content: 'wk-open-content',
} as const;

/**
 * Runs in the page. A string, not a function: the TypeScript runner (tsx) would wrap named
 * functions in a helper that does not exist in the page. `marked`: leave the performance marks
 * (the profile reads them; the timed runs leave them out, a mark costs a little).
 */
export const measureOpenInPage = (marked = false) => `new Promise((resolve, reject) => {
  const mark = ${marked} ? (name) => performance.mark(name) : () => undefined;
  const button = document.querySelector('[data-testid=wk-connect-button]');
  if (!button) return reject(new Error('no connect button'));
  const started = performance.now();
  let shown;
  let drawn;
  const deadline = started + 10000;
  const check = () => {
    const modal = document.querySelector('[data-testid=wk-modal]');
    if (modal && modal.checkVisibility()) {
      const now = performance.now();
      if (shown === undefined) {
        shown = now;
        mark('${OPEN_MARKS.shown}');
        // A task posted from the animation frame runs once the frame's rendering is done.
        const frameDone = new MessageChannel();
        frameDone.port1.onmessage = () => (drawn = performance.now());
        frameDone.port2.postMessage(undefined);
      }
      // The modal's content is in once nothing in it is busy (a dialog opened cold shows its
      // title first, its view a moment later).
      if (!modal.querySelector('[aria-busy="true"]')) {
        mark('${OPEN_MARKS.content}');
        const done = () =>
          resolve({
            openMs: shown - started,
            drawnMs: (drawn ?? performance.now()) - started,
            contentMs: now - started,
          });
        if (drawn !== undefined) return done();
        const frameDone = new MessageChannel();
        frameDone.port1.onmessage = () => done();
        return frameDone.port2.postMessage(undefined);
      }
    }
    if (performance.now() > deadline) return reject(new Error('the modal never showed'));
    requestAnimationFrame(check);
  };
  mark('${OPEN_MARKS.click}');
  button.click();
  requestAnimationFrame(check);
})`;

/**
 * A visitor clicks once the page has loaded and settled, not in the millisecond the button
 * appears: the click waits for two idle callbacks (the page's start-up work done, including
 * what it defers to idle time), again while the page fetched something meanwhile (the kit
 * fetches its modal's code at idle time, then prepares the modal at the next), for at most 5 s.
 */
export const WAIT_FOR_IDLE = `new Promise((resolve) => {
  const fetched = () => performance.getEntriesByType('resource').length;
  const giveUp = performance.now() + 5000;
  // 100 ms between the counts: a fetch started at idle time has answered by then on loopback.
  const settle = (before) =>
    setTimeout(() => requestIdleCallback(() => requestIdleCallback(() => {
      const now = fetched();
      if (now === before || performance.now() > giveUp) resolve(undefined);
      else settle(now);
    })), 100);
  settle(fetched());
})`;

/**
 * One opening: click → visible at an animation frame, click → that frame drawn, and click →
 * the first frame where the modal's content is in (nothing in it `aria-busy`).
 */
export interface ModalOpening {
  openMs: number;
  drawnMs: number;
  contentMs: number;
}

interface ModalOpenRuns {
  openMs: number[];
  /** Click → the main thread done with the frame that shows the modal. */
  drawnMs: number[];
  /** JavaScript heap in use once the modal is open, after a garbage collection. */
  heapAfterOpenBytes: number[];
  /** URL paths the page requested before the click, over every run (idle-fetch.ts). */
  fetchedBeforeClick: Set<string>;
}

export async function measureModalOpen(
  builtApp: string,
  runs: number,
): Promise<ModalOpenRuns | string> {
  if (!existsSync(CHROMIUM_PATH)) return `skipped: ${CHROMIUM_PATH} is not installed`;
  const server = await serveStatic({ root: builtApp, port: 0 });
  const browser = await launchChromium();
  try {
    const result: ModalOpenRuns = {
      openMs: [],
      drawnMs: [],
      heapAfterOpenBytes: [],
      fetchedBeforeClick: new Set(),
    };
    for (let run = 0; run < runs; run++) {
      const measured = await openWithRetries(browser, server.url, builtApp);
      result.openMs.push(measured.openMs);
      result.drawnMs.push(measured.drawnMs);
      result.heapAfterOpenBytes.push(measured.heapAfterOpenBytes);
      for (const path of measured.fetchedBeforeClick) result.fetchedBeforeClick.add(path);
    }
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}

interface MeasuredOpening extends ModalOpening {
  heapAfterOpenBytes: number;
  fetchedBeforeClick: string[];
}

/**
 * A starved shared machine now and then loses a renderer: the page goes away and playwright's
 * evaluate waits for ever (a whole bench hung on one run). Each run has a deadline and ends
 * when its page crashes; it is measured again in a fresh context, a bounded number of times.
 */
const RUN_DEADLINE_MS = 90_000;
const RUN_ATTEMPTS = 3;

async function openWithRetries(
  browser: Browser,
  url: string,
  builtApp: string,
): Promise<MeasuredOpening> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= RUN_ATTEMPTS; attempt++) {
    const context = await browser.newContext();
    try {
      return await openOnce(context, url, builtApp);
    } catch (error) {
      // A page that does not render is the page's fault, not the machine's: no retry.
      if ((error as Error).message.includes('the page failed to render')) throw error;
      failures.push((error as Error).message.split('\n')[0] ?? String(error));
    } finally {
      await context.close().catch(() => undefined);
    }
  }
  throw new Error(`${builtApp}: the modal open could not be measured: ${failures.join('; ')}`);
}

async function openOnce(
  context: BrowserContext,
  url: string,
  builtApp: string,
): Promise<MeasuredOpening> {
  const page = await context.newPage();
  let timer: NodeJS.Timeout | undefined;
  const lost = new Promise<never>((_, reject) => {
    page.once('crash', () => reject(new Error('the page crashed')));
    timer = setTimeout(
      () => reject(new Error(`no answer within ${RUN_DEADLINE_MS / 1000} s`)),
      RUN_DEADLINE_MS,
    );
  });
  const measure = async () => {
    // The bench measures the kit, not the network: anything not on loopback is refused.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    // A page that throws while rendering (two Reacts: error #525) shows no button: say why.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // What the page fetches from the navigation to the click: its first load and what it
    // fetches at idle time without being asked.
    const fetchedBeforeClick: string[] = [];
    let clicked = false;
    page.on('request', (request) => {
      if (!clicked) fetchedBeforeClick.push(new URL(request.url()).pathname);
    });
    await page.goto(url);
    await page
      .getByTestId('wk-connect-button')
      .waitFor({ timeout: 15_000 })
      .catch((error: Error) => {
        if (pageErrors.length === 0) throw error;
        throw new Error(`${builtApp}: the page failed to render: ${pageErrors.join('; ')}`);
      });
    await page.evaluate(WAIT_FOR_IDLE);
    clicked = true;
    const opening = await page.evaluate<ModalOpening>(measureOpenInPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return { ...opening, heapAfterOpenBytes: usedSize, fetchedBeforeClick };
  };
  const measuring = measure();
  // The loser of the race settles later (a closed page rejects): not an unhandled rejection.
  measuring.catch(() => undefined);
  lost.catch(() => undefined);
  try {
    return await Promise.race([measuring, lost]);
  } finally {
    clearTimeout(timer);
  }
}
