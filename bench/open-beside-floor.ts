/**
 * Click → modal visible for the kit beside its floor, in one run, in two cases: the page idle
 * before the click (what `modal-open.ts` measures) and a click that comes right after load,
 * before the page is idle (a visitor who clicks at once). For the early click the page also
 * reports how long after the click the modal's code was still on its way (a fetch started at
 * idle time or on pointer over may still be running), so the target can allow the time to fetch
 * what the open needs, and the time until the modal's content is in (a dialog opened cold
 * shows its title first). Floor and kit alternate run by run, so a shared machine's load
 * weighs on both alike.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { atMost, shown, type Figure } from './figures.js';
import { serveStatic } from '../scripts/demo/static-server.js';
import { CHROMIUM_PATH, launchChromium } from '@wallet-kit/local-stack/browser';
import { measureOpenInPage, OPEN_MARKS, WAIT_FOR_IDLE, type ModalOpening } from './modal-open.js';
import { median } from './stats.js';

/** One frame at 60 Hz: what an early click may take over the floor, besides its fetches. */
export const ONE_FRAME_MS = 1000 / 60;

/**
 * The files of the modal's code, for the early click's allowance: the chunk of
 * `WalletModalContent` (the modal the page loads on demand) and the chunks it imports
 * statically, read from the built files. Empty for a page without it (the floor).
 */
export function modalCodeFiles(builtApp: string): string[] {
  const assets = join(builtApp, 'assets');
  if (!existsSync(assets)) return [];
  const entry = readdirSync(assets).find((file) => /^WalletModalContent-.*\.js$/.test(file));
  if (!entry) return [];
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || !existsSync(join(assets, file))) return;
    files.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    // Static imports only (`import … from"./x.js"`, `import"./x.js"`): what runs before the
    // module does. `import("./x.js")` loads later, on demand, and is not waited for.
    for (const [, imported] of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) {
      visit(imported!);
    }
  };
  visit(entry);
  return [...files];
}

/**
 * Runs in the page after an early click: how long, after the click, the page was still
 * fetching the modal's code (`files`), wherever each fetch started (at idle time, on pointer
 * over, on the click): 0 when all of it had come before the click. Other fetches (logos the
 * open view asks for, the idle-time warm-up) are not waited for by the opening and not counted.
 */
export const fetchedForTheOpen = (files: string[]) => `(() => {
  const files = ${JSON.stringify(files)};
  const click = performance.getEntriesByName('${OPEN_MARKS.click}')[0];
  if (!click || files.length === 0) return 0;
  const ends = performance
    .getEntriesByType('resource')
    .filter((entry) => files.some((file) => entry.name.endsWith('/' + file)))
    .map((entry) => entry.responseEnd - click.startTime);
  return Math.max(0, ...ends);
})()`;

export interface OpenRuns {
  idleMs: number[];
  earlyMs: number[];
  /** Early click → the modal's content in (the same as `earlyMs` unless it shows busy first). */
  earlyContentMs: number[];
  earlyFetchMs: number[];
}

export interface OpenBesideFloor {
  floor: OpenRuns;
  kit: OpenRuns;
}

type Opened = { openMs: number; contentMs: number; fetchMs: number };

/**
 * A starved renderer now and then stops drawing frames or running idle callbacks, and the
 * in-page measure then waits for ever (a whole tarball-host run hung on one page): each
 * opening has a deadline and is measured again in a fresh context, a bounded number of times.
 */
const OPEN_DEADLINE_MS = 60_000;
const OPEN_ATTEMPTS = 3;

async function openOnce(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  url: string,
  early: boolean,
  codeFiles: string[],
): Promise<Opened> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= OPEN_ATTEMPTS; attempt++) {
    const context = await browser.newContext();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${OPEN_DEADLINE_MS / 1000} s`)),
        OPEN_DEADLINE_MS,
      );
    });
    const measuring = (async (): Promise<Opened> => {
      const page = await context.newPage();
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
      await page.goto(url);
      await page.getByTestId('wk-connect-button').waitFor({ timeout: 15_000 });
      if (!early) await page.evaluate(WAIT_FOR_IDLE);
      // Marked: the early click's fetch window starts at the click mark.
      const opening = await page.evaluate<ModalOpening>(measureOpenInPage(true));
      const fetchMs = early ? await page.evaluate<number>(fetchedForTheOpen(codeFiles)) : 0;
      return { openMs: opening.openMs, contentMs: opening.contentMs, fetchMs };
    })();
    // The loser of the race settles later (a closed page rejects): not an unhandled rejection.
    measuring.catch(() => undefined);
    try {
      return await Promise.race([measuring, late]);
    } catch (error) {
      failures.push((error as Error).message.split('\n')[0] ?? String(error));
    } finally {
      clearTimeout(timer);
      await context.close().catch(() => undefined);
    }
  }
  throw new Error(`${url}: the modal open could not be measured: ${failures.join('; ')}`);
}

export async function measureOpenBesideFloor(
  floorApp: string,
  kitApp: string,
  runs: number,
): Promise<OpenBesideFloor | string> {
  const measured = await measureOpensBesideFloor(floorApp, [kitApp], runs);
  if (typeof measured === 'string') return measured;
  return { floor: measured.floor, kit: measured.kits[0]! };
}

/**
 * The same measure for several builds of the kit page (an A/B of a change) beside one floor:
 * floor and each kit alternate run by run, so the machine's load weighs on all of them alike.
 */
export async function measureOpensBesideFloor(
  floorApp: string,
  kitApps: string[],
  runs: number,
): Promise<{ floor: OpenRuns; kits: OpenRuns[] } | string> {
  if (!existsSync(CHROMIUM_PATH)) return `skipped: ${CHROMIUM_PATH} is not installed`;
  const floorServer = await serveStatic({ root: floorApp, port: 0 });
  const kitServers = await Promise.all(kitApps.map((root) => serveStatic({ root, port: 0 })));
  const browser = await launchChromium();
  const empty = (): OpenRuns => ({ idleMs: [], earlyMs: [], earlyContentMs: [], earlyFetchMs: [] });
  const pages = [
    { url: floorServer.url, codeFiles: modalCodeFiles(floorApp), runs: empty() },
    ...kitApps.map((app, index) => ({
      url: kitServers[index]!.url,
      codeFiles: modalCodeFiles(app),
      runs: empty(),
    })),
  ];
  try {
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        const idle = await openOnce(browser, page.url, false, page.codeFiles);
        page.runs.idleMs.push(idle.openMs);
        const early = await openOnce(browser, page.url, true, page.codeFiles);
        page.runs.earlyMs.push(early.openMs);
        page.runs.earlyContentMs.push(early.contentMs);
        page.runs.earlyFetchMs.push(early.fetchMs);
      }
    }
    return { floor: pages[0]!.runs, kits: pages.slice(1).map((page) => page.runs) };
  } finally {
    await browser.close();
    await floorServer.close();
    for (const server of kitServers) await server.close();
  }
}

/**
 * The medians of one run and the targets they are held to. The early click is allowed the
 * wait for the modal's code in its own run (the code is on its way at some clicks, not at
 * others): what is held to the floor is the median of each opening less its own wait.
 */
export function openTargets(measured: OpenBesideFloor) {
  const floorIdle = median(measured.floor.idleMs);
  const floorEarly = median(measured.floor.earlyMs);
  const kitEarlyBesideFetch = median(
    measured.kit.earlyMs.map((ms, run) => ms - (measured.kit.earlyFetchMs[run] ?? 0)),
  );
  return {
    floorIdle,
    kitIdle: median(measured.kit.idleMs),
    idleTarget: floorIdle * 1.3 + 3,
    floorEarly,
    kitEarly: median(measured.kit.earlyMs),
    kitEarlyBesideFetch,
    floorEarlyContent: median(measured.floor.earlyContentMs),
    kitEarlyContent: median(measured.kit.earlyContentMs),
    earlyFetch: median(measured.kit.earlyFetchMs),
    earlyTarget: floorEarly + ONE_FRAME_MS,
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
    `  early click floor ${ms(t.floorEarly)}  kit ${ms(t.kitEarly)}, less each run's wait for the modal's code ${ms(t.kitEarlyBesideFetch)}  target ≤ ${ms(t.earlyTarget)} (floor + one frame)  ${verdict(t.kitEarlyBesideFetch, t.earlyTarget)}`,
    `              runs floor [${runs(measured.floor.earlyMs)}] kit [${runs(measured.kit.earlyMs)}]`,
    `              wait for the modal's code after the click, median ${ms(t.earlyFetch)}, runs [${runs(measured.kit.earlyFetchMs)}]`,
    `  early click, content in: floor ${ms(t.floorEarlyContent)}  kit ${ms(t.kitEarlyContent)}`,
    `              runs floor [${runs(measured.floor.earlyContentMs)}] kit [${runs(measured.kit.earlyContentMs)}]`,
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
      `React ${react}: click → modal visible, early click, less the wait for its code`,
      t.kitEarlyBesideFetch,
      'ms',
      t.earlyTarget,
      `≤ ${t.earlyTarget.toFixed(1)} ms (floor + frame)`,
    ),
    shown(`React ${react}: click → modal content in, early click`, t.kitEarlyContent, 'ms'),
  ];
}
