/**
 * How long `create-wallet-kit` takes per command, as a host runs it: `--version`, `--help`,
 * `generate` over an up-to-date kit (warm: the kit was generated once before) and
 * `generate --check`, on a copy of the demo app. Prints the median of several runs of each.
 * Run alone with `tsx bench/cli-start.ts`; `npm run bench` runs it too.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { copyExampleApp, REPO_ROOT } from '../scripts/demo/example-app.js';
import { BENCH_OUT } from './out-dir.js';
import { median } from './stats.js';

const CLI_BIN = join(REPO_ROOT, 'cli', 'bin', 'create-wallet-kit.mjs');
const RUNS = 7;

/** Targets: a person waits for none of them. */
const CLI_START_TARGETS_MS: Record<string, number> = {
  '--version': 150,
  '--help': 150,
  generate: 1000,
  'generate --check': 500,
};

export interface CliStartResult {
  command: string;
  medianMs: number;
  runsMs: number[];
  targetMs: number;
}

function timeOnce(args: string[], cwd: string): number {
  const started = performance.now();
  execFileSync(process.execPath, [CLI_BIN, ...args], { cwd, stdio: 'ignore' });
  return performance.now() - started;
}

export async function measureCliStart(runs = RUNS): Promise<CliStartResult[]> {
  const app = join(BENCH_OUT, 'cli-start', 'app');
  await copyExampleApp(app);
  // The first generate writes the kit; the measured ones find it up to date, as a re-run does.
  execFileSync(process.execPath, [CLI_BIN, 'generate', '--no-install'], {
    cwd: app,
    stdio: 'ignore',
  });
  const commands: [string, string[]][] = [
    ['--version', ['--version']],
    ['--help', ['--help']],
    ['generate', ['generate', '--no-install']],
    ['generate --check', ['generate', '--check']],
  ];
  return commands.map(([command, args]) => {
    const runsMs = Array.from({ length: runs }, () => Math.round(timeOnce(args, app)));
    return { command, runsMs, medianMs: median(runsMs), targetMs: CLI_START_TARGETS_MS[command]! };
  });
}

export function cliStartReport(results: readonly CliStartResult[]): string {
  const lines = ['create-wallet-kit start-up (median of runs, ms):'];
  for (const { command, medianMs, runsMs, targetMs } of results) {
    const verdict = medianMs <= targetMs ? 'ok' : `OVER the ${targetMs} ms target`;
    lines.push(
      `  ${command.padEnd(18)} ${String(medianMs).padStart(5)}  (${verdict}; runs ${runsMs.join(', ')})`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(cliStartReport(await measureCliStart()));
}
