/**
 * `npx tsx bench/profile-modal-open.ts <variant key> [runs]`: where the time from the click on
 * the connect button to the visible modal goes, in a page `bench/run.ts` built
 * (`.cache/bench-out/<key>/dist`). Each run records a DevTools trace of the open (the renderer's main
 * thread: script, style recalculation, layout, paint, animation frames) and a sampled CPU
 * profile (which functions ran), then prints both summed over the window between the click
 * and the first frame that shows the modal.
 *
 * `<variant key>` may also be the path of a built page (a tarball host's `dist-kit`).
 * `--early`: the click comes as soon as the button is on the page, before the page is idle (a
 * visitor who clicks at once); the trace and the profile then start before the page loads.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { launchChromium } from '@wallet-kit/local-stack/browser';
import { BENCH_OUT } from './out-dir.js';
import { serveStatic } from '../scripts/demo/static-server.js';
import { OPEN_MARKS, WAIT_FOR_IDLE, measureOpenInPage, type ModalOpening } from './modal-open.js';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { message?: string } };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** Renderer work worth naming; everything else on the main thread is summed as "other". */
const TRACE_KINDS: Record<string, string> = {
  EventDispatch: 'event dispatch (click handler)',
  FunctionCall: 'script: function calls',
  TimerFire: 'script: timers',
  FireAnimationFrame: 'script: animation frame callbacks',
  RunMicrotasks: 'script: microtasks',
  EvaluateScript: 'script: evaluate',
  'v8.compile': 'script: compile',
  'v8.compileModule': 'script: compile',
  UpdateLayoutTree: 'style recalculation',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  Commit: 'commit',
  HitTest: 'hit test',
  ParseAuthorStyleSheet: 'parse style sheet',
  ResourceReceiveResponse: 'network: response',
  ResourceFinish: 'network: finish',
};

function summariseTrace(events: TraceEvent[]): Map<string, number> {
  const click = events.find((event) => event.name === OPEN_MARKS.click);
  // A modal that shows busy first: the window runs to its content.
  const shown =
    events.find((event) => event.name === OPEN_MARKS.content) ??
    events.find((event) => event.name === OPEN_MARKS.shown);
  if (!click || !shown) throw new Error('the trace has no open marks');
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      event.pid === click.pid,
  );
  const totals = new Map<string, number>();
  const add = (kind: string, us: number) => totals.set(kind, (totals.get(kind) ?? 0) + us / 1000);
  add('window: click → modal shown (its content in)', shown.ts - click.ts);
  const busyShown = events.find((event) => event.name === OPEN_MARKS.shown);
  if (busyShown && busyShown !== shown)
    add('of which: click → dialog shown', busyShown.ts - click.ts);
  for (const event of events) {
    if (event.ph !== 'X' || event.dur === undefined) continue;
    if (main && event.tid !== main.tid) continue;
    if (event.ts + event.dur < click.ts || event.ts > shown.ts) continue;
    const overlap = Math.min(event.ts + event.dur, shown.ts) - Math.max(event.ts, click.ts);
    if (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') {
      add('main thread busy (tasks)', overlap);
    } else if (TRACE_KINDS[event.name]) {
      add(TRACE_KINDS[event.name]!, overlap);
    }
  }
  return totals;
}

/**
 * Time of each function in the profile between the marks, by function and file: `self`, the
 * samples in the function itself; `total`, the samples with the function anywhere on the stack.
 */
function summariseProfile(profile: CpuProfile, fromUs: number, toUs: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const name = (id: number) => {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.split('/').pop() || '(native)';
    return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const add = (totals: Map<string, number>, key: string, ms: number) =>
    totals.set(key, (totals.get(key) ?? 0) + ms);
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < fromUs || time > toUs || !byId.has(id)) return;
    add(self, name(id), delta / 1000);
    const onStack = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
      onStack.add(name(node));
    }
    for (const key of onStack) add(total, key, delta / 1000);
  });
  return { self, total };
}

const sorted = (totals: Map<string, number>, top = 20) =>
  [...totals.entries()]
    .sort(([, a], [, b]) => b - a)
    .slice(0, top)
    .map(([name, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
    .join('\n');

async function timeOrigin(cdp: CDPSession): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: 'performance.timeOrigin',
    returnByValue: true,
  });
  return result.value as number;
}

const early = process.argv.includes('--early');
const [key = 'eip155-defaults', runsArgument = '3'] = process.argv
  .slice(2)
  .filter((argument) => !argument.startsWith('--'));
const runs = Number(runsArgument);
const builtApp = existsSync(join(key, 'index.html')) ? key : join(BENCH_OUT, key, 'dist');
if (!existsSync(builtApp))
  throw new Error(`${builtApp} is missing: run bench/run.ts --only ${key}`);
const traceFolder = builtApp === key ? join(key, '..') : join(BENCH_OUT, key);
const server = await serveStatic({ root: builtApp, port: 0 });
const browser = await launchChromium();
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    const cdp = await context.newCDPSession(page);
    const record = async () => {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
          'v8.execute',
          'v8',
          'disabled-by-default-v8.compile',
          '__metadata',
        ],
      });
      await cdp.send('Profiler.start');
    };
    if (early) await record();
    await page.goto(server.url);
    await page.getByTestId('wk-connect-button').waitFor({ timeout: 15_000 });
    if (!early) {
      await page.evaluate(WAIT_FOR_IDLE);
      await record();
    }
    const { openMs } = await page.evaluate<ModalOpening>(measureOpenInPage(true));
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const traceBytes = await browser.stopTracing();
    // Kept for a look in the DevTools Performance panel (Load profile…).
    const traceFile = join(traceFolder, `modal-open-trace-${early ? 'early-' : ''}${run + 1}.json`);
    await writeFile(traceFile, traceBytes);
    await writeFile(traceFile.replace(/\.json$/, '.cpuprofile'), JSON.stringify(profile));
    const trace = JSON.parse(traceBytes.toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    const marks = (await page.evaluate(
      `performance.getEntriesByType('mark').filter((m) => m.name.startsWith('wk-open')).map((m) => [m.name, m.startTime])`,
    )) as [string, number][];
    const origin = await timeOrigin(cdp);
    // The profile's clock is the trace clock (microseconds); marks are page time in ms.
    const clickMark = marks.find(([name]) => name === OPEN_MARKS.click)?.[1] ?? 0;
    const shownMark =
      marks.find(([name]) => name === OPEN_MARKS.content)?.[1] ??
      marks.find(([name]) => name === OPEN_MARKS.shown)?.[1] ??
      0;
    const clickEvent = trace.traceEvents.find((event) => event.name === OPEN_MARKS.click);
    const fromUs = clickEvent?.ts ?? (origin + clickMark) * 1000;
    const toUs = fromUs + (shownMark - clickMark) * 1000;
    console.log(`\nrun ${run + 1}: modal open ${openMs.toFixed(1)} ms (trace: ${traceFile})`);
    console.log('main thread, click → shown (ms):');
    console.log(sorted(summariseTrace(trace.traceEvents)));
    const cpu = summariseProfile(profile, fromUs, toUs);
    console.log('CPU profile, self time by function, click → shown:');
    console.log(sorted(cpu.self, 25));
    console.log('CPU profile, total time by function (itself and what it calls), click → shown:');
    console.log(sorted(cpu.total, 40));
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
