/**
 * `npx tsx bench/early-click-timeline.ts <built page> [<built page> …] [--runs n] [--idle] [--verbose]`:
 * what happens around an early click, seen from inside the page without a profiler (whose
 * overhead changes the order of things): when each file of the modal's code arrived, when the
 * kit's style sheets were adopted (the first commit of the modal's shell, then the dialog's),
 * when the dialog entered the document, when focus moved in, the idle callbacks and long
 * animation frames, and the opening itself as the bench times it. Pages alternate run by run.
 * One line a run, the whole timeline with `--verbose` (or up to 3 runs); `--idle` clicks once
 * the page is idle instead.
 */
import './time-limit.js';
import { serveStatic } from '../scripts/demo/static-server.js';
import { launchChromium } from '@wallet-kit/local-stack/browser';
import { measureOpenInPage, WAIT_FOR_IDLE, type ModalOpening } from './modal-open.js';
import { modalCodeFiles, fetchedForTheOpen } from './open-beside-floor.js';
import { median } from './stats.js';

const INIT = `(() => {
  const log = (window.__wk = []);
  const now = () => performance.now();
  const ric = window.requestIdleCallback;
  if (ric) {
    window.requestIdleCallback = (fn, opts) => ric.call(window, (deadline) => {
      const s = now();
      try { fn(deadline); } finally { log.push(['idle', s, now() - s]); }
    }, opts);
  }
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function (o) {
    const s = now();
    focus.call(this, o);
    log.push(['focus', s, now() - s, this.getAttribute('data-testid') || this.tagName]);
  };
  const d = Object.getOwnPropertyDescriptor(Document.prototype, 'adoptedStyleSheets');
  Object.defineProperty(Document.prototype, 'adoptedStyleSheets', {
    get() { return d.get.call(this); },
    set(v) { const s = now(); d.set.call(this, v); log.push(['sheets', s, now() - s, v.length]); },
    configurable: true,
  });
  const rs = CSSStyleSheet.prototype.replaceSync;
  CSSStyleSheet.prototype.replaceSync = function (css) {
    const s = now(); rs.call(this, css); log.push(['replaceSync', s, now() - s, css.length]);
  };
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) {
      if (n.nodeType !== 1) continue;
      const modal = n.matches('[data-testid=wk-modal]') ? n : n.querySelector('[data-testid=wk-modal]');
      if (modal) log.push(['dialog in DOM', now(), 0, n.className || n.tagName]);
    }
  }).observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        log.push(['loaf', e.startTime, e.duration, JSON.stringify({ render: Math.round(e.renderStart), style: Math.round(e.styleAndLayoutStart), block: Math.round(e.blockingDuration),
          scripts: e.scripts.map((s) => [s.invokerType, s.invoker.slice(0, 50), Math.round(s.startTime), Math.round(s.duration), Math.round(s.forcedStyleAndLayoutDuration), (s.sourceURL||'').split('/').pop(), s.sourceFunctionName]) })]);
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
})()`;

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const idle = args.includes('--idle');
const verbose = args.includes('--verbose');
const dists = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs');
const servers = await Promise.all(dists.map((root) => serveStatic({ root, port: 0 })));
const browser = await launchChromium();
const results: Record<string, { open: number[]; less: number[] }> = {};
try {
  for (let run = 0; run < runs; run++) {
    for (const [i, server] of servers.entries()) {
      const dist = dists[i]!;
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
      await page.addInitScript(INIT);
      await page.goto(server.url);
      await page.getByTestId('wk-connect-button').waitFor({ timeout: 15_000 });
      if (idle) await page.evaluate(WAIT_FOR_IDLE);
      const opening = await page.evaluate<ModalOpening>(measureOpenInPage(true));
      const wait = idle ? 0 : await page.evaluate<number>(fetchedForTheOpen(modalCodeFiles(dist)));
      await page.waitForTimeout(300);
      const data = (await page.evaluate(`(() => {
        const click = performance.getEntriesByName('wk-open-click')[0].startTime;
        const res = performance.getEntriesByType('resource').filter((e) => /\.js$/.test(e.name))
          .map((e) => ['fetch ' + e.name.split('/').pop() + ' ends ' + (e.responseEnd - performance.getEntriesByName('wk-open-click')[0].startTime).toFixed(1), e.startTime, e.responseEnd - e.startTime]);
        return { click, log: [...window.__wk, ...res].sort((a, b) => a[1] - b[1]) };
      })()`)) as { click: number; log: [string, number, number, unknown?][] };
      (results[dist] ??= { open: [], less: [] }).open.push(opening.openMs);
      results[dist].less.push(opening.openMs - wait);
      console.log(
        `\n${dist} run ${run + 1}: open ${opening.openMs.toFixed(1)} ms, wait ${wait.toFixed(1)}, less wait ${(opening.openMs - wait).toFixed(1)}`,
      );
      const rel = (
        name: string,
        pick: (e: [string, number, number, unknown?]) => boolean,
        last = false,
      ) => {
        const hits = data.log.filter((e) => e[0] === name && pick(e));
        const hit = last ? hits[hits.length - 1] : hits[0];
        return hit ? (hit[1] - data.click).toFixed(1) : '-';
      };
      const lastSheets = Math.max(
        ...data.log.filter((e) => e[0] === 'sheets').map((e) => Number(e[3])),
      );
      console.log(
        `  code in ${wait.toFixed(1)}  first sheet ${rel('sheets', (e) => Number(e[3]) === 5)}  dialog sheets ${rel('sheets', (e) => Number(e[3]) === lastSheets)}  dialog in DOM ${rel('dialog in DOM', () => true)}  focus ${rel('focus', () => true)}  shown ${opening.openMs.toFixed(1)}`,
      );
      if (verbose || runs <= 3) {
        for (const [what, at, dur, extra] of data.log) {
          const rel = at - data.click;
          if (rel < -400 || rel > opening.openMs + 60) continue;
          console.log(`  ${rel.toFixed(1).padStart(7)} ${what} ${dur.toFixed(1)} ${extra ?? ''}`);
        }
      }
      await context.close();
    }
  }
  for (const [dist, r] of Object.entries(results)) {
    console.log(
      `${dist}: open median ${median(r.open).toFixed(1)}, less wait median ${median(r.less).toFixed(1)}  [${r.less.map((x) => x.toFixed(0)).join(', ')}]`,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) await server.close();
}
