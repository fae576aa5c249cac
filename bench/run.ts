/**
 * `npm run bench`: builds the example app with the real CLI for each kit variant (see
 * variants.ts), prints bundle sizes, generation time and modal-open time, and fails if
 * variant (a) contains code it must not. `--record` also rewrites docs/benchmarks.md.
 */
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyExampleApp, demoEnv, generateKit, REPO_ROOT } from '../scripts/demo/example-app.js';
import { cliStartReport, measureCliStart } from './cli-start.js';
import { buildAndMeasure } from './measure-build.js';
import { measureModalOpenMs } from './modal-open.js';
import { checkOnDemand, onDemandLine, type OnDemandResult } from './on-demand.js';
import { markdownReport, terminalReport, type VariantResult } from './report.js';
import { median } from './stats.js';
import { VARIANTS, type BenchVariant } from './variants.js';

const BENCH_DIR = join(REPO_ROOT, 'bench');
const OUT_ROOT = join(BENCH_DIR, '.out');
const GENERATION_RUNS = 3;
const MODAL_OPEN_RUNS = 5;
// The built pages are never connected during the bench, so these nodes need not run.
const RPC_URLS = ['http://127.0.0.1:8545', 'http://127.0.0.1:8546'] as const;

/** CLI output lines worth showing: warnings and what it could not generate. */
const CLI_NOTE = /warn|not available|unavailable|not supported|skipp/i;
/** What each variant loads on demand (variants.ts `onDemand`), reported after the table. */
const onDemandResults: OnDemandResult[] = [];

async function benchVariant(variant: BenchVariant): Promise<VariantResult> {
  const appDir = join(OUT_ROOT, variant.key, 'app');
  const outDir = join(OUT_ROOT, variant.key, 'dist');
  await copyExampleApp(appDir);
  await copyFile(join(BENCH_DIR, 'configs', variant.configFile), join(appDir, variant.configFile));
  const env = demoEnv(RPC_URLS);

  const generationRunsMs: number[] = [];
  const cliNotes = new Set<string>();
  for (let run = 0; run < GENERATION_RUNS; run++) {
    // Each run generates from scratch; a re-run over an up-to-date kit would measure a no-op.
    await rm(join(appDir, 'src', 'wallet-kit'), { recursive: true, force: true });
    const result = await generateKit(appDir, env, undefined, variant.configFile);
    generationRunsMs.push(result.durationMs);
    for (const line of `${result.stdout}\n${result.stderr}`.split('\n')) {
      if (CLI_NOTE.test(line)) cliNotes.add(line.trim());
    }
  }

  // vite.config.ts and the config read the RPC URLs from the environment.
  Object.assign(process.env, {
    WALLETKIT_DEMO_RPC_1: RPC_URLS[0],
    WALLETKIT_DEMO_RPC_2: RPC_URLS[1],
  });
  const measured = await buildAndMeasure(appDir, outDir, REPO_ROOT);
  const has = (pattern: RegExp) => measured.moduleIds.some((id) => pattern.test(id));
  const modalOpen = await measureModalOpenMs(outDir, MODAL_OPEN_RUNS);
  for (const part of variant.onDemand ?? []) {
    onDemandResults.push(await checkOnDemand(variant.label, part, measured, outDir));
  }

  return {
    label: variant.label,
    initialJs: measured.initialJs,
    totalJs: measured.totalJs,
    generationMs: median(generationRunsMs),
    generationRunsMs,
    modalOpenMs: typeof modalOpen === 'string' ? modalOpen : median(modalOpen),
    modalOpenRunsMs: typeof modalOpen === 'string' ? [] : modalOpen,
    missingParts: variant.expectedParts
      .filter((part) => !has(part.moduleId))
      .map((part) => part.name),
    forbiddenChecked: variant.forbidden.map((part) => part.name),
    forbiddenFound: variant.forbidden.filter((part) => has(part.moduleId)).map((part) => part.name),
    cliNotes: [...cliNotes],
    initialContributors: measured.initialContributors,
  };
}

const record = process.argv.includes('--record');
await mkdir(OUT_ROOT, { recursive: true });
const results: VariantResult[] = [];
for (const variant of VARIANTS) {
  console.log(`benchmarking ${variant.label}…`);
  results.push(await benchVariant(variant));
}

console.log(`\n${terminalReport(results)}`);
console.log(`\n${cliStartReport(await measureCliStart())}`);
const date = new Date().toISOString().slice(0, 10);
await writeFile(join(OUT_ROOT, 'results.json'), `${JSON.stringify({ date, results }, null, 2)}\n`);
if (record) {
  await writeFile(join(REPO_ROOT, 'docs', 'benchmarks.md'), markdownReport(results, date));
  console.log('recorded in docs/benchmarks.md');
}

for (const result of onDemandResults) console.log(onDemandLine(result));
const notOnDemand = onDemandResults.filter((result) => result.inInitialJs || !result.foundLazy);
if (notOnDemand.length > 0) process.exitCode = 1;

const violations = results.filter((result) => result.forbiddenFound.length > 0);
if (violations.length > 0) {
  for (const result of violations) {
    console.error(`${result.label} must not contain ${result.forbiddenFound.join(', ')}`);
  }
  process.exit(1);
}
