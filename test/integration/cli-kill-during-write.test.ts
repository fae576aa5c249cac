/**
 * The CLI killed at every step of a write: each generated file must be either fully old or fully
 * new at that moment (never missing, never half-written), `--check` must report the interrupted
 * write, and the next run must finish with exactly the new module.
 *
 * Every step is tried in process: `generate` runs on a file system that stops dead after its
 * N-th change (that call and every later one never return, as in a process that is gone), which
 * costs milliseconds instead of a CLI start. A few steps (the first, the middle, the last) are
 * also tried on the real binary, stopped at step N through the WALLET_KIT_PAUSE_AFTER_WRITE_STEP
 * test seam (cli/src/write/pause-for-tests.ts) and killed with a real SIGKILL from outside, so
 * the in-process crash stays honest. Build first: `npm run build`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generate } from '../../cli/src/generate/generate.js';
import { nodeFileSystem, type WriterFileSystem } from '../../cli/src/write/file-system.js';
import { WRITE_STEP_CALLS } from '../../cli/src/write/pause-for-tests.js';

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
/** How many write steps the change takes (found by the in-process test). */
let writeSteps = 0;

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

/** Files before, and those the change adds, updates and removes (it really does all three). */
function changedPaths(): Set<string> {
  const paths = new Set([...Object.keys(oldModule), ...Object.keys(newModule)]);
  const kinds = [...paths].map((path) =>
    oldModule[path] === undefined ? 'add' : newModule[path] === undefined ? 'remove' : 'update',
  );
  expect(new Set(kinds)).toEqual(new Set(['add', 'remove', 'update']));
  return paths;
}

/** A scratch copy of the old app with the new config in place, and its output folder. */
async function appToChange(name: string): Promise<{ app: string; outDir: string }> {
  const app = join(workRoot, name);
  await cp(before, app, { recursive: true });
  await writeFile(join(app, 'walletkit.config.ts'), CONFIG_AFTER);
  return { app, outDir: join(app, 'src', 'wallet-kit') };
}

/** Each file is either its old or its new contents (absent counts as a content). */
async function expectOldOrNew(outDir: string, paths: Set<string>, step: number): Promise<void> {
  const now = await filesIn(outDir);
  for (const path of new Set([...paths, ...Object.keys(now)])) {
    expect([oldModule[path], newModule[path]], `killed at step ${step}: ${path}`).toContainEqual(
      now[path],
    );
  }
}

async function stagingLeft(outDir: string): Promise<boolean> {
  return (await readdir(outDir)).some((name) => name.startsWith(STAGING_PREFIX));
}

/**
 * The node file system until its `step`-th change has completed; from then on that call and
 * every later one never settle, as in a process killed right there. `dead` resolves then.
 */
function fileSystemDyingAfter(step: number): { fs: WriterFileSystem; dead: Promise<void> } {
  let changes = 0;
  let isDead = false;
  let die!: () => void;
  const dead = new Promise<void>((resolveDead) => (die = resolveDead));
  const never = new Promise<never>(() => {});
  const changing = new Set<string>(WRITE_STEP_CALLS);
  const fs: Record<string, unknown> = {};
  for (const [name, original] of Object.entries(nodeFileSystem)) {
    if (typeof original !== 'function') continue;
    fs[name] = async (...args: unknown[]) => {
      if (isDead) return never;
      const result = await (original as (...a: unknown[]) => Promise<unknown>)(...args);
      if (changing.has(name) && ++changes === step) {
        isDead = true;
        die();
        return never;
      }
      return result;
    };
  }
  return { fs: fs as unknown as WriterFileSystem, dead };
}

describe('create-wallet-kit killed during a write', () => {
  test('at every step each file is old or new, --check reports it, and the next run finishes', async () => {
    const paths = changedPaths();
    let killedAt = 0;
    let checkedInterrupted = 0;
    for (let step = 1; ; step += 1) {
      const { app, outDir } = await appToChange(`in-process-${step}`);
      const { fs, dead } = fileSystemDyingAfter(step);
      const outcome = await Promise.race([
        generate({ cwd: app, fileSystem: fs }).then(() => 'finished' as const),
        dead.then(() => 'killed' as const),
      ]);
      if (outcome === 'finished') {
        // The write has fewer steps than `step`: it ran to the end.
        expect(await filesIn(outDir)).toEqual(newModule);
        expect((await generate({ cwd: app, mode: 'check' })).upToDate).toBe(true);
        break;
      }
      killedAt = step;
      await expectOldOrNew(outDir, paths, step);

      if (await stagingLeft(outDir)) {
        checkedInterrupted += 1;
        const check = await generate({ cwd: app, mode: 'check' });
        expect(check.interruptedWrites, `--check after a kill at step ${step}`).toBeGreaterThan(0);
        expect(check.upToDate).toBe(false);
      }

      await generate({ cwd: app });
      expect(await filesIn(outDir), `rerun after a kill at step ${step}`).toEqual(newModule);
      expect(await stagingLeft(outDir)).toBe(false);
      await rm(app, { recursive: true, force: true });
    }
    // Every step of a write of this size was tried, and --check reported interruptions.
    expect(killedAt).toBeGreaterThan(paths.size);
    expect(checkedInterrupted).toBeGreaterThan(0);
    writeSteps = killedAt;
  }, 300_000);

  test('the real binary killed with SIGKILL at the first, middle and last step: old or new, --check reports it, the next run finishes', async () => {
    const paths = changedPaths();
    // Known from the in-process test above; the binary counts the same calls.
    expect(writeSteps).toBeGreaterThan(paths.size);
    for (const step of [1, Math.ceil(writeSteps / 2), writeSteps]) {
      const { app, outDir } = await appToChange(`sigkill-${step}`);
      const killed = await runCli(app, ['generate'], step);
      expect(killed.pausedAt, killed.stderr).toBe(step);
      expect(killed.signal).toBe('SIGKILL');
      await expectOldOrNew(outDir, paths, step);

      if (await stagingLeft(outDir)) {
        const check = await runCli(app, ['generate', '--check']);
        expect(check.code, `--check after a kill at step ${step}`).toBe(1);
        expect(check.stdout).toMatch(/an earlier write was interrupted/);
      }

      const rerun = await runCli(app, ['generate']);
      expect(rerun.code, rerun.stderr).toBe(0);
      expect(await filesIn(outDir), `rerun after a kill at step ${step}`).toEqual(newModule);
      expect(await stagingLeft(outDir)).toBe(false);
      await rm(app, { recursive: true, force: true });
    }
  }, 300_000);
});
