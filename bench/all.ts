/**
 * `npm run bench`: every bench whose figures have a target, one after another, then one table
 * of those figures beside their targets (each script records its own, bench/figures.ts):
 * - the kit's variants in the bench page (bench/run.ts: bytes, modal open, generation);
 * - the kit in a host installed from the packed tarballs, on React 19 and on React 18
 *   (initial JS over the floor, click → modal visible beside the floor);
 * - the email login and its wallet frame (bench/email-login.ts);
 * - what the visitor waits for after the click (WalletConnect QR code, a Solana wallet);
 * - the wallet service's start on its embedded database, cold and warm.
 * One script failing does not stop the others; the run then ends with an error naming it.
 * Arguments after `--` reach bench/run.ts (e.g. `--record`). `--table` only prints the table
 * from the last run's records. `--steps <key,key>` runs only those steps.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../scripts/demo/example-app.js';
import { clearFigures, figureTable, readFigures } from './figures.js';

interface Step {
  key: string;
  script: string;
  args?: string[];
  env?: Record<string, string>;
}

const passThrough = process.argv.slice(2).filter((arg) => !['--table'].includes(arg));
const stepsOption = passThrough.indexOf('--steps');
const onlySteps = stepsOption >= 0 ? passThrough[stepsOption + 1]?.split(',') : undefined;
const runArgs =
  stepsOption >= 0
    ? passThrough.filter((_, index) => index !== stepsOption && index !== stepsOption + 1)
    : passThrough;

const STEPS: Step[] = [
  { key: 'variants', script: 'bench/run.ts', args: runArgs },
  { key: 'tarball-react-19', script: 'bench/tarball-host.ts', args: ['--react', '19'] },
  { key: 'tarball-react-18', script: 'bench/tarball-host.ts', args: ['--react', '18'] },
  { key: 'email-login', script: 'bench/email-login.ts' },
  { key: 'after-click', script: 'bench/after-click.ts' },
  { key: 'service-start', script: 'bench/services.ts', env: { BENCH_START_ONLY: '1' } },
];

const TSX_CLI = join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

function runStep(step: Step): Promise<number> {
  console.log(`\n━━ bench step ${step.key}: ${step.script} ${(step.args ?? []).join(' ')}`);
  const child = spawn(
    process.execPath,
    [TSX_CLI, '--import', './bench/time-limit.ts', step.script, ...(step.args ?? [])],
    { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...step.env } },
  );
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const failed: string[] = [];
if (!process.argv.includes('--table')) {
  if (onlySteps) {
    const unknown = onlySteps.filter((key) => !STEPS.some((step) => step.key === key));
    if (unknown.length > 0) {
      throw new Error(
        `--steps: no step ${unknown.join(', ')}; steps: ${STEPS.map((step) => step.key).join(', ')}`,
      );
    }
  } else {
    // A full run's table holds only this run's figures.
    await clearFigures();
  }
  for (const step of STEPS) {
    if (onlySteps && !onlySteps.includes(step.key)) continue;
    if ((await runStep(step)) !== 0) failed.push(step.key);
  }
}

console.log('\nFigures beside their targets');
for (const line of figureTable(await readFigures())) console.log(line);
if (failed.length > 0) {
  console.error(`\nbench steps that failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
