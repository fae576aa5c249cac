import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { benchTimeLimitMs } from './time-limit.js';

const REPO_ROOT = join(import.meta.dirname, '..');

function runWithLimit(script: string, minutes: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-limit-')), 'script.ts');
  writeFileSync(file, script);
  return spawnSync('npx', ['tsx', '--import', './bench/time-limit.ts', file], {
    cwd: REPO_ROOT,
    env: { ...process.env, BENCH_TIME_LIMIT_MINUTES: minutes },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('a bench has a time limit', () => {
  test('a bench still running at the limit is stopped with an error that says so', () => {
    const run = runWithLimit('setInterval(() => {}, 1000);\n', '0.005');
    expect(run.status).toBe(124);
    expect(run.stderr).toContain('bench stopped: still running after 0.005 min');
  }, 60_000);

  test('a bench that ends before the limit ends normally, not held by the limit', () => {
    const run = runWithLimit('console.log("figures");\n', '10');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('figures');
  }, 60_000);

  test('the limit is 60 minutes unless set, and a setting that is not a positive number is refused', () => {
    expect(benchTimeLimitMs(undefined)).toBe(3_600_000);
    expect(benchTimeLimitMs('1.5')).toBe(90_000);
    expect(() => benchTimeLimitMs('soon')).toThrow(/BENCH_TIME_LIMIT_MINUTES/);
    expect(() => benchTimeLimitMs('0')).toThrow(/positive/);
  });
});
