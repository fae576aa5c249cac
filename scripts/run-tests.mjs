// Runs the whole vitest suite as two lanes side by side: the browser tests (two files at a time:
// each starts a demo and a chromium) and the unit and integration tests (three files at a time;
// see vitest.config.ts). Both lanes spend most of their time waiting on browsers, chains and
// services, so on a two-core machine each uses what the other leaves idle instead of running
// after it. Each lane's lines are
// prefixed with its name; at the end test-summary.mjs prints both lanes' figures and the
// combined count, and the exit code is non-zero when either lane failed.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

const LANES = [
  { name: 'e2e', projects: ['e2e'] },
  { name: 'unit+integration', projects: ['unit', 'unit-isolated', 'integration'] },
];
const width = Math.max(...LANES.map((lane) => lane.name.length));
const reportOf = (lane) => `test-results/${lane.name}/vitest.json`;

const filters = process.argv.slice(2);
const running = new Set();

function runLane(lane) {
  rmSync(`test-results/${lane.name}`, { recursive: true, force: true });
  const args = [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...lane.projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportOf(lane)}`,
    '--reporter=./scripts/file-timings-reporter.mjs',
    // File filters given to this script reach both lanes; a lane they leave empty is no failure.
    ...(filters.length > 0 ? ['--passWithNoTests', ...filters] : []),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const prefix = `[${lane.name.padEnd(width)}] `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
  }
  const started = Date.now();
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${prefix}ended after ${seconds} s with ${signal ?? `exit code ${code}`}`);
      resolve(code ?? 1);
    });
  });
}

// A SIGTERM or SIGINT sent to this process alone (a CI cancel) is passed on to the lanes, so
// no vitest, and no demo it started, is left behind.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
  });
}

const exitCodes = await Promise.all(LANES.map(runLane));
const summary = spawn(
  process.execPath,
  [
    'scripts/test-summary.mjs',
    ...LANES.flatMap((lane, index) => [reportOf(lane), String(exitCodes[index])]),
  ],
  { stdio: 'inherit' },
);
summary.on('close', (code) => process.exit(code ?? 1));
