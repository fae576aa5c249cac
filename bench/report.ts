/** Formats bench results for the terminal and for docs/benchmarks.md. */
import { cpus, release, totalmem } from 'node:os';
import type { CliStartResult } from './cli-start.js';
import { atMost, shown, type Figure } from './figures.js';
import type { Contributor } from './contributors.js';
import type { IdleFetch } from './idle-fetch.js';
import type { LazyChunk } from './lazy-chunks.js';
import type { Size } from './measure-build.js';

export interface VariantResult {
  /** The variant's key in variants.ts. */
  key: string;
  label: string;
  /** The floor is the host page without the kit; every other variant is measured over it. */
  isFloor: boolean;
  initialJs: Size;
  totalJs: Size;
  /** JS fetched after load without a click (idle-fetch.ts); undefined when not measured. */
  idleJs: IdleFetch | undefined;
  /** Undefined for the floor, which generates nothing. */
  generationMs: number | undefined;
  generationRunsMs: number[];
  modalOpenMs: number | string;
  modalOpenRunsMs: number[];
  /** Click → the main thread done with the frame that shows the modal (median). */
  modalDrawnMs: number | undefined;
  heapAfterOpenBytes: number | undefined;
  missingParts: string[];
  /** What the variant must not contain, and which of it was found anyway. */
  forbiddenChecked: string[];
  forbiddenFound: string[];
  /** Heavy code checked in every variant's initial JS, and which of it was found there. */
  neverInitialChecked: string[];
  neverInitialFound: string[];
  /** Code shipped twice (see duplicates.ts). */
  shippedTwice: string[];
  /** Packages bundled in more than one version: different code, reported, not a failure. */
  versions: string[];
  largestLazyChunks: LazyChunk[];
  cliNotes: string[];
  initialContributors: Contributor[];
}

/** The variant the initial-JS target is for: the kit's defaults. */
const DEFAULT_KIT_KEY = 'eip155-defaults';

/** The targets the bench prints its figures against. */
const TARGETS = {
  /** The default eip155 kit's initial JS over the floor. */
  defaultKitOverFloorKiB: 35,
  modalOpenMs: 16,
  heapAfterOpenMiB: 5,
} as const;

const KiB = (bytes: number) => (bytes / 1024).toFixed(1);
const kb = (bytes: number) => `${KiB(bytes)} KiB`;
const size = (value: Size) => `${kb(value.raw)} (gzip ${kb(value.gzip)})`;
const ms = (value: number | string | undefined) =>
  value === undefined ? '–' : typeof value === 'number' ? `${Math.round(value)} ms` : value;
const mib = (bytes: number | undefined) =>
  bytes === undefined ? '–' : `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/**
 * The modal-open measure on a page without any framework (`bench/host/plain/`): what the
 * browser and the measure itself take on this machine, below the React floor.
 */
export interface PlainPageOpen {
  openMs: number | string;
  drawnMs: number | undefined;
}

export function plainPageLine(plain: PlainPageOpen): string {
  return (
    `A page without any framework (bench/host/plain/, a button that shows a box): ` +
    `modal open ${ms(plain.openMs)}, drawn ${ms(plain.drawnMs)} (medians, same run)`
  );
}

function floorOf(results: VariantResult[]): VariantResult | undefined {
  return results.find((result) => result.isFloor);
}

/**
 * The figures `npm run bench`'s closing table shows for the variants: each kit's initial JS
 * over the floor (the default kit's against its target), modal open and heap after open.
 */
export function variantFigures(results: VariantResult[]): Figure[] {
  const floor = floorOf(results);
  const figures: Figure[] = [];
  for (const result of results) {
    if (result.isFloor) continue;
    if (floor) {
      const over = (result.initialJs.gzip - floor.initialJs.gzip) / 1024;
      const label = `${result.label}: initial JS over the floor (gzip)`;
      figures.push(
        result.key === DEFAULT_KIT_KEY
          ? atMost(
              label,
              over,
              'KiB',
              TARGETS.defaultKitOverFloorKiB,
              `≤ ${TARGETS.defaultKitOverFloorKiB} KiB`,
            )
          : shown(label, over, 'KiB'),
      );
    }
    figures.push(shown(`${result.label}: total JS (gzip)`, result.totalJs.gzip / 1024, 'KiB'));
    if (result.idleJs) {
      figures.push(
        shown(`${result.label}: JS fetched at idle (gzip)`, result.idleJs.size.gzip / 1024, 'KiB'),
      );
    }
    if (typeof result.modalOpenMs === 'number') {
      figures.push(
        atMost(
          `${result.label}: modal open (median)`,
          result.modalOpenMs,
          'ms',
          TARGETS.modalOpenMs,
          `≤ ${TARGETS.modalOpenMs} ms`,
        ),
      );
    }
    if (result.heapAfterOpenBytes !== undefined) {
      const heap = result.heapAfterOpenBytes / 2 ** 20;
      figures.push(
        atMost(
          `${result.label}: heap after open`,
          heap,
          'MiB',
          TARGETS.heapAfterOpenMiB,
          `≤ ${TARGETS.heapAfterOpenMiB} MiB`,
        ),
      );
    }
  }
  return figures;
}

/** "+103.3 KiB" over the floor's initial JS, gzip. */
function overFloor(result: VariantResult, floor: VariantResult | undefined): string {
  if (!floor) return 'no floor measured';
  if (result.isFloor) return 'the floor';
  return `+${KiB(result.initialJs.gzip - floor.initialJs.gzip)} KiB`;
}

const lazyChunkList = (chunks: LazyChunk[]) =>
  chunks.length
    ? chunks.map((c) => `${c.fileName} ${kb(c.gzip)} gzip (mostly ${c.mostly})`).join(', ')
    : 'none';

export function terminalReport(results: VariantResult[]): string {
  const floor = floorOf(results);
  const lines: string[] = [];
  for (const result of results) {
    lines.push(result.label);
    lines.push(`  initial JS        ${size(result.initialJs)}`);
    lines.push(`  over the floor    ${overFloor(result, floor)} gzip in the initial JS`);
    lines.push(`  total JS          ${size(result.totalJs)}`);
    lines.push(
      `  JS fetched idle   ${result.idleJs ? `${size(result.idleJs.size)}, ${result.idleJs.files.length} chunks, after load without a click` : 'not measured'}`,
    );
    if (result.generationMs !== undefined) {
      lines.push(
        `  generation        ${ms(result.generationMs)} median of ${result.generationRunsMs.length}`,
      );
    }
    lines.push(
      `  modal open        ${ms(result.modalOpenMs)}${result.modalOpenRunsMs.length ? ` median of ${result.modalOpenRunsMs.length} (runs ${result.modalOpenRunsMs.map(Math.round).join(', ')})` : ''}`,
    );
    lines.push(`  modal drawn       ${ms(result.modalDrawnMs)} (the frame that shows it, done)`);
    lines.push(`  heap after open   ${mib(result.heapAfterOpenBytes)}`);
    if (result.missingParts.length) {
      lines.push(
        `  not available yet ${result.missingParts.join(', ')} (the CLI generated without them)`,
      );
    }
    lines.push(`  initial JS by package (rendered bytes before minification):`);
    lines.push(
      `    ${result.initialContributors.map((c) => `${c.name} ${kb(c.renderedBytes)}`).join(', ')}`,
    );
    lines.push(`  largest lazy chunks: ${lazyChunkList(result.largestLazyChunks)}`);
    for (const note of result.cliNotes) lines.push(`  cli: ${note}`);
    if (result.forbiddenFound.length)
      lines.push(`  FORBIDDEN CODE    ${result.forbiddenFound.join(', ')}`);
    if (result.neverInitialFound.length)
      lines.push(`  IN THE INITIAL JS ${result.neverInitialFound.join(', ')}`);
    for (const duplicate of result.shippedTwice) lines.push(`  SHIPPED TWICE     ${duplicate}`);
    for (const line of result.versions) lines.push(`  versions          ${line}`);
    lines.push('');
  }
  return lines.join('\n');
}

function verdicts(r: VariantResult): string[] {
  const never = r.neverInitialChecked.join(', ');
  return [
    ...(r.forbiddenChecked.length
      ? [
          `- ${r.label} must contain no module of ${r.forbiddenChecked.join(' or ')}: ` +
            (r.forbiddenFound.length
              ? `**FAILED**, found ${r.forbiddenFound.join(', ')}.`
              : 'checked, none found.'),
        ]
      : []),
    `- ${r.label}, initial JS free of ${never}: ` +
      (r.neverInitialFound.length
        ? `**FAILED**, found ${r.neverInitialFound.join(', ')}.`
        : 'checked, none found.'),
    `- ${r.label}, modules shipped twice: ` +
      (r.shippedTwice.length ? `**FAILED**: ${r.shippedTwice.join('; ')}.` : 'none.'),
    ...(r.versions.length
      ? [`- ${r.label}, packages in more than one version: ${r.versions.join('; ')}.`]
      : []),
  ];
}

/** The CLI's start-up table, or a line saying it was not measured. */
function cliStartTable(cliStart: readonly CliStartResult[] | undefined): string {
  if (!cliStart) return 'create-wallet-kit start-up: not measured in this run.';
  const rows = cliStart.map(
    ({ command, medianMs, runsMs, targetMs }) =>
      `| \`${command}\` | ${medianMs} | ${targetMs} | ${runsMs.join(', ')} |`,
  );
  return `create-wallet-kit start-up on a copy of the demo app (\`bench/cli-start.ts\`), a fresh node
process per run, \`generate\` and \`--check\` over a kit generated before (a re-run), median of
${cliStart[0]?.runsMs.length ?? 0} runs:

| command | median (ms) | target (ms) | runs (ms) |
| --- | ---: | ---: | --- |
${rows.join('\n')}`;
}

export function markdownReport(
  results: VariantResult[],
  date: string,
  cliStart?: readonly CliStartResult[],
  plainPage?: PlainPageOpen,
): string {
  const floor = floorOf(results);
  const rows = results.map(
    (r) =>
      `| ${r.label} | ${KiB(r.initialJs.gzip)} | ${r.isFloor ? '–' : overFloor(r, floor)} | ${r.initialJs.raw} | ${r.initialJs.gzip} | ${r.totalJs.gzip} | ${r.idleJs ? r.idleJs.size.gzip : '–'} | ${r.generationMs === undefined ? '–' : Math.round(r.generationMs)} | ${typeof r.modalOpenMs === 'number' ? Math.round(r.modalOpenMs) : r.modalOpenMs} | ${r.modalDrawnMs === undefined ? '–' : Math.round(r.modalDrawnMs)} | ${mib(r.heapAfterOpenBytes)} |`,
  );
  const notes = results.flatMap((r) => [
    `- ${r.label}, largest packages in the initial JS (rendered bytes before minification): ` +
      `${r.initialContributors.map((c) => `${c.name} ${kb(c.renderedBytes)}`).join(', ')}.`,
    `- ${r.label}, three largest lazy chunks: ${lazyChunkList(r.largestLazyChunks)}.`,
    ...(r.missingParts.length
      ? [`- ${r.label}: not available yet, built without: ${r.missingParts.join(', ')}.`]
      : []),
    ...verdicts(r),
  ]);
  return `# Benchmarks

Figures from \`npm run bench\` (recorded with \`npm run bench -- --record\`). The bench copies
the example host app (\`examples/vite-app\`) once per variant into \`.cache/bench-out/\`, generates the
variant's kit there with the real CLI, and builds with vite a host page that renders only the
kit: a heading, the connect button and the modal (\`bench/host/kit-page.tsx\`). The **floor** is
the same page without the kit: React, a heading, a button and a plain \`<dialog>\` it opens
(\`bench/host/floor-page.tsx\`). Every kit is reported as KiB gzip over the floor.

- **initial JS**: the entry chunk and every chunk it statically imports (what the page loads
  before it runs); **total JS**: every emitted chunk, lazy ones included; **JS fetched at
  idle**: the chunks the page requests after its first load without a click (the modal's code
  fetched at idle time), over the modal-open runs. Bytes, raw and gzip.
- **generation**: wall time of \`create-wallet-kit generate\` into an empty output folder
  (a fresh node process, config loading and validation included), median of 3.
- **modal open**: chromium (headless), from the click on the connect button to the modal (or
  the floor's dialog) being visible at an animation frame, measured inside the page, median of 11.
  The click comes once the page is idle (two idle callbacks), as a visitor's does. The same
  measure on a page without any framework (\`bench/host/plain/\`) is printed under the table:
  what the browser and the measure take before any framework's work.
  **modal drawn**: in the same runs, from the click to the end of the main thread's work on the
  frame that shows it (style, layout, paint), median of 11: what the open figure leaves out,
  such as drawing images, shows here.
  **heap after open**: the JavaScript heap in use once it is open, after a garbage collection
  (DevTools protocol), median of 11.
- The bench fails if any variant's initial JS holds a module of \`@solana/web3.js\`,
  \`@walletconnect/*\`, the QR encoder (\`uqr\`) or the embedded wallet frame client, if a
  variant bundles a library its config does not use, or if any build ships a module twice (one
  module in two chunks, one package version from two installed copies, two identical chunks); a
  package in two versions from two folders is different code, reported on its own line.
  Module ids are recorded by a rolldown plugin.

Targets: the default eip155 kit ≤ ${TARGETS.defaultKitOverFloorKiB} KiB gzip over the floor in initial JS, modal open ≤ ${TARGETS.modalOpenMs} ms,
heap after open ≤ ${TARGETS.heapAfterOpenMiB} MiB.

Recorded ${date} on ${machineDescription()}.
The machine is shared with other work, so timings are indicative; byte sizes are exact.

| variant | initial JS gzip (KiB) | over the floor (gzip) | initial JS raw (B) | initial JS gzip (B) | total JS gzip (B) | JS fetched at idle gzip (B) | generation (ms) | modal open (ms) | modal drawn (ms) | heap after open |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}
${plainPage ? `\n${plainPageLine(plainPage)}.\n` : ''}
${notes.join('\n')}

${cliStartTable(cliStart)}
`;
}

function machineDescription(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${Math.round(totalmem() / 2 ** 30)} GiB`;
  return `${cpus().length} × ${cpu}, ${memory} RAM, Linux ${release()}, Node ${process.version}`;
}
