/**
 * Time from a click on the connect button to the modal being visible, in chromium, measured
 * inside the page (no driver round trips in the figure): the click is dispatched, then each
 * animation frame checks for a visible `[data-testid=wk-modal]`. Then the JavaScript heap in
 * use, after a garbage collection, through the DevTools protocol.
 */
import { existsSync } from 'node:fs';
import { serveStatic } from '../scripts/demo/static-server.js';
import { CHROMIUM_PATH, launchChromium } from '@wallet-kit/local-stack/browser';

/**
 * Runs in the page. A string, not a function: the TypeScript runner (tsx) would wrap named
 * functions in a helper that does not exist in the page.
 */
const MEASURE_IN_PAGE = `new Promise((resolve, reject) => {
  const button = document.querySelector('[data-testid=wk-connect-button]');
  if (!button) return reject(new Error('no connect button'));
  const started = performance.now();
  const deadline = started + 10000;
  const check = () => {
    const modal = document.querySelector('[data-testid=wk-modal]');
    if (modal && modal.checkVisibility()) return resolve(performance.now() - started);
    if (performance.now() > deadline) return reject(new Error('the modal never showed'));
    requestAnimationFrame(check);
  };
  button.click();
  requestAnimationFrame(check);
})`;

export interface ModalOpenRuns {
  openMs: number[];
  /** JavaScript heap in use once the modal is open, after a garbage collection. */
  heapAfterOpenBytes: number[];
}

export async function measureModalOpen(
  builtApp: string,
  runs: number,
): Promise<ModalOpenRuns | string> {
  if (!existsSync(CHROMIUM_PATH)) return `skipped: ${CHROMIUM_PATH} is not installed`;
  const server = await serveStatic({ root: builtApp, port: 0 });
  const browser = await launchChromium();
  try {
    const result: ModalOpenRuns = { openMs: [], heapAfterOpenBytes: [] };
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // The bench measures the kit, not the network: anything not on loopback is refused.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
      await page.goto(server.url);
      await page.getByTestId('wk-connect-button').waitFor({ timeout: 15_000 });
      result.openMs.push(await page.evaluate<number>(MEASURE_IN_PAGE));
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      result.heapAfterOpenBytes.push(usedSize);
      await context.close();
    }
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}
