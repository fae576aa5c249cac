/**
 * The real CLI binary killed with SIGKILL at every step of a write: each generated file must be
 * either fully old or fully new at that moment (never missing, never half-written), `--check`
 * must report the interrupted write, and the next run must finish with exactly the new module.
 * The binary stops at step N through the WALLET_KIT_PAUSE_AFTER_WRITE_STEP test seam
 * (cli/src/write/pause-for-tests.ts); the kill itself is a real SIGKILL from outside.
 * Build first: `npm run build`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const repo = resolve(import.meta.dirname, '..', '..');
const bin = join(repo, 'cli', 'bin', 'create-wallet-kit.mjs');
const workRoot = join(repo, '.cache', `cli-kill-${randomBytes(4).toString('hex')}`);
const PAUSED = /wallet-kit: paused after write step (\d+)/;
const STAGING_PREFIX = '.walletkit-staging-';

const CONFIG_BEFORE = `import { defineConfig } from 'create-wallet-kit';
export default defineConfig({
  projectId: 'kill-test',
  metadata: { name: 'Before', url: 'https://shop.example' },
  networks: ['eip155:1', 'eip155:8453'],
  features: { send: true, receive: true },
});
`;
// Fewer networks and features, sign-in on: files are added, updated and removed.
const CONFIG_AFTER = `import { defineConfig } from 'create-wallet-kit';
export default defineConfig({
  projectId: 'kill-test',
  metadata: { name: 'After', url: 'https://shop.example' },
  networks: ['eip155:1'],
  features: { send: false, receive: false },
  siwx: { statement: 'Sign in' },
});
`;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  pausedAt?: number;
}

/** Runs the CLI; with `pauseAt`, SIGKILLs it as soon as it reports that it paused there. */
function runCli(cwd: string, args: string[], pauseAt?: number): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.CI;
  if (pauseAt !== undefined) env.WALLET_KIT_PAUSE_AFTER_WRITE_STEP = String(pauseAt);
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    let pausedAt: number | undefined;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`create-wallet-kit ${args.join(' ')} still running after 60 s`));
    }, 60_000);
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const paused = PAUSED.exec(stderr);
      if (paused && pausedAt === undefined) {
        pausedAt = Number(paused[1]);
        child.kill('SIGKILL');
      }
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolveRun({ code, signal, stdout, stderr, ...(pausedAt ? { pausedAt } : {}) });
    });
  });
}

/** Every file under `dir` with its contents, staging folders aside. */
async function filesIn(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name).slice(dir.length + 1);
    if (!path.startsWith(STAGING_PREFIX)) files[path] = await readFile(join(dir, path), 'utf8');
  }
  return files;
}

async function project(name: string, config: string): Promise<string> {
  const dir = join(workRoot, name);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'walletkit.config.ts'), config);
  return dir;
}

let before: string;
let oldModule: Record<string, string>;
let newModule: Record<string, string>;

beforeAll(async () => {
  if (!existsSync(join(repo, 'cli', 'dist', 'bin.js'))) {
    throw new Error('The CLI is not built: run `npm run build` first.');
  }
  before = await project('before', CONFIG_BEFORE);
  expect((await runCli(before, ['generate'])).code).toBe(0);
  oldModule = await filesIn(join(before, 'src', 'wallet-kit'));
  const after = await project('after', CONFIG_AFTER);
  expect((await runCli(after, ['generate'])).code).toBe(0);
  newModule = await filesIn(join(after, 'src', 'wallet-kit'));
}, 120_000);
afterAll(() => rm(workRoot, { recursive: true, force: true }));

describe('create-wallet-kit killed during a write', () => {
  test('at every step each file is old or new, --check reports it, and the next run finishes', async () => {
    // The change really adds, updates and removes files.
    const paths = new Set([...Object.keys(oldModule), ...Object.keys(newModule)]);
    const kinds = [...paths].map((path) =>
      oldModule[path] === undefined ? 'add' : newModule[path] === undefined ? 'remove' : 'update',
    );
    expect(new Set(kinds)).toEqual(new Set(['add', 'remove', 'update']));

    let killedAt = 0;
    let checkedInterrupted = 0;
    for (let step = 1; ; step += 1) {
      const app = join(workRoot, `kill-${step}`);
      await cp(before, app, { recursive: true });
      await writeFile(join(app, 'walletkit.config.ts'), CONFIG_AFTER);
      const outDir = join(app, 'src', 'wallet-kit');

      const killed = await runCli(app, ['generate'], step);
      if (killed.pausedAt === undefined) {
        // The write has fewer steps than `step`: it ran to the end.
        expect(killed.code, killed.stderr).toBe(0);
        expect(await filesIn(outDir)).toEqual(newModule);
        expect((await runCli(app, ['generate', '--check'])).code).toBe(0);
        break;
      }
      expect(killed.signal).toBe('SIGKILL');
      killedAt = step;

      const now = await filesIn(outDir);
      for (const path of new Set([...paths, ...Object.keys(now)])) {
        expect(
          [oldModule[path], newModule[path]],
          `killed at step ${step}: ${path}`,
        ).toContainEqual(now[path]);
      }

      // A few --check runs are enough to show it reports the interruption (each run costs a CLI start).
      const staged = (await readdir(outDir)).some((name) => name.startsWith(STAGING_PREFIX));
      if (staged && checkedInterrupted < 3 && step % 5 === 0) {
        checkedInterrupted += 1;
        const check = await runCli(app, ['generate', '--check']);
        expect(check.code, `--check after a kill at step ${step}`).toBe(1);
        expect(check.stdout).toMatch(/an earlier write was interrupted/);
      }

      const rerun = await runCli(app, ['generate']);
      expect(rerun.code, rerun.stderr).toBe(0);
      expect(await filesIn(outDir), `rerun after a kill at step ${step}`).toEqual(newModule);
      expect((await readdir(outDir)).filter((name) => name.startsWith(STAGING_PREFIX))).toEqual([]);
      await rm(app, { recursive: true, force: true });
    }
    // Every step of a write of this size was tried, and --check reported interruptions.
    expect(killedAt).toBeGreaterThan(paths.size);
    expect(checkedInterrupted).toBeGreaterThan(0);
  }, 900_000);
});
