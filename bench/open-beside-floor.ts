/**
 * Click → modal visible for the kit beside its floor, in one run, in two cases: the page idle
 * before the click (what `modal-open.ts` measures) and a click that comes right after load,
 * before the page is idle (a visitor who clicks at once). For the early click the page also
 * reports how long the resources it fetched after the click took, so the target can allow
 * the time to fetch what the open needs. Floor and kit alternate run by run, so a shared
 * machine's load weighs on both alike.
 */
import { existsSync } from 'node:fs';
import { atMost, type Figure } from './figures.js';
import { serveStatic } from '../scripts/demo/static-server.js';
import { CHROMIUM_PATH, launchChromium } from '@wallet-kit/local-stack/browser';
import { measureOpenInPage, WAIT_FOR_IDLE, type ModalOpening } from './modal-open.js';
import { median } from './stats.js';

/** One frame at 60 Hz: what an early click may take over the floor, besides its fetches. */
export const ONE_FRAME_MS = 1000 / 60;

/** Milliseconds spent fetching resources requested after the click (0 when none were). */
const FETCHED_AFTER_CLICK = `(() => {
  const click = performance.getEntriesByName('wk-open-click')[0];
  if (!click) return 0;
  const after = performance.getEntriesByType('resource').filter((e) => e.startTime >= click.startTime);
  if (after.length === 0) return 0;
  return Math.max(...after.map((e) => e.responseEnd)) - Math.min(...after.map((e) => e.startTime));
})()`;

export interface OpenRuns {
  idleMs: number[];
  earlyMs: number[];
  earlyFetchMs: number[];
}

export interface OpenBesideFloor {
  floor: OpenRuns;
  kit: OpenRuns;
}

async function openOnce(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  url: string,
  early: boolean,
): Promise<{ openMs: number; fetchMs: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    await page.goto(url);
    await page.getByTestId('wk-connect-button').waitFor({ timeout: 15_000 });
    if (!early) await page.evaluate(WAIT_FOR_IDLE);
    // Marked: the early click's fetch window starts at the click mark.
    const opening = await page.evaluate<ModalOpening>(measureOpenInPage(true));
    const fetchMs = early ? await page.evaluate<number>(FETCHED_AFTER_CLICK) : 0;
    return { openMs: opening.openMs, fetchMs };
  } finally {
    await context.close();
  }
}

export async function measureOpenBesideFloor(
  floorApp: string,
  kitApp: string,
  runs: number,
): Promise<OpenBesideFloor | string> {
  if (!existsSync(CHROMIUM_PATH)) return `skipped: ${CHROMIUM_PATH} is not installed`;
  const floorServer = await serveStatic({ root: floorApp, port: 0 });
  const kitServer = await serveStatic({ root: kitApp, port: 0 });
  const browser = await launchChromium();
  const empty = (): OpenRuns => ({ idleMs: [], earlyMs: [], earlyFetchMs: [] });
  const result: OpenBesideFloor = { floor: empty(), kit: empty() };
  try {
    for (let run = 0; run < runs; run++) {
      for (const [side, url] of [
        ['floor', floorServer.url],
        ['kit', kitServer.url],
      ] as const) {
        const idle = await openOnce(browser, url, false);
        result[side].idleMs.push(idle.openMs);
        const early = await openOnce(browser, url, true);
        result[side].earlyMs.push(early.openMs);
        result[side].earlyFetchMs.push(early.fetchMs);
      }
    }
    return result;
  } finally {
    await browser.close();
    await floorServer.close();
    await kitServer.close();
  }
}

/** The medians of one run and the targets they are held to. */
function openTargets(measured: OpenBesideFloor) {
  const floorIdle = median(measured.floor.idleMs);
  const floorEarly = median(measured.floor.earlyMs);
  const earlyFetch = median(measured.kit.earlyFetchMs);
  return {
    floorIdle,
    kitIdle: median(measured.kit.idleMs),
    idleTarget: floorIdle * 1.3 + 3,
    floorEarly,
    kitEarly: median(measured.kit.earlyMs),
    earlyFetch,
    earlyTarget: floorEarly + ONE_FRAME_MS + earlyFetch,
  };
}

/** The lines the bench prints: each figure beside its target, met or not. */
export function openLines(react: string, measured: OpenBesideFloor): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const t = openTargets(measured);
  const verdict = (value: number, target: number) => (value <= target ? 'met' : 'NOT MET');
  const runs = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  return [
    `click → modal visible, React ${react}, medians of ${measured.kit.idleMs.length}`,
    `  idle page   floor ${ms(t.floorIdle)}  kit ${ms(t.kitIdle)}  target ≤ ${ms(t.idleTarget)} (floor × 1.3 + 3)  ${verdict(t.kitIdle, t.idleTarget)}`,
    `              runs floor [${runs(measured.floor.idleMs)}] kit [${runs(measured.kit.idleMs)}]`,
    `  early click floor ${ms(t.floorEarly)}  kit ${ms(t.kitEarly)}  target ≤ ${ms(t.earlyTarget)} (floor + one frame + fetch ${ms(t.earlyFetch)})  ${verdict(t.kitEarly, t.earlyTarget)}`,
    `              runs floor [${runs(measured.floor.earlyMs)}] kit [${runs(measured.kit.earlyMs)}]`,
  ];
}

/** The same two figures for `npm run bench`'s closing table. */
export function openFigures(react: string, measured: OpenBesideFloor): Figure[] {
  const t = openTargets(measured);
  return [
    atMost(
      `React ${react}: click → modal visible, idle page`,
      t.kitIdle,
      'ms',
      t.idleTarget,
      `≤ ${t.idleTarget.toFixed(1)} ms (floor ${t.floorIdle.toFixed(1)} × 1.3 + 3)`,
    ),
    atMost(
      `React ${react}: click → modal visible, early click`,
      t.kitEarly,
      'ms',
      t.earlyTarget,
      `≤ ${t.earlyTarget.toFixed(1)} ms (floor + frame + fetch)`,
    ),
  ];
}
