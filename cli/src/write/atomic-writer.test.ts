import * as fsPromises from 'node:fs/promises';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { writeAtomically, type WriteOperation } from './atomic-writer.js';
import type { WriterFileSystem } from './file-system.js';
import { recoverInterruptedWrites } from './rollback.js';

let root: string;
let outDir: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'wk-writer-'));
  outDir = join(root, 'wallet-kit');
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Every folder (trailing `/`) and file with its contents, under `dir`. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  let entries: string[];
  try {
    entries = await readdir(dir, { recursive: true });
  } catch {
    return result;
  }
  for (const entry of entries.sort()) {
    const path = join(dir, entry);
    if ((await stat(path)).isDirectory()) result[`${entry}/`] = '';
    else result[entry] = await readFile(path, 'utf8');
  }
  return result;
}

async function seed(files: Record<string, string>): Promise<void> {
  for (const [path, contents] of Object.entries(files)) {
    await fsPromises.mkdir(join(outDir, path, '..'), { recursive: true });
    await fsPromises.writeFile(join(outDir, path), contents);
  }
}

const INITIAL = {
  'index.ts': 'old index',
  'views/Networks.tsx': 'networks',
  'notes.md': 'host file',
};
const OPERATIONS: WriteOperation[] = [
  { path: 'index.ts', contents: 'new index' },
  { path: 'views/Connect.tsx', contents: 'connect' },
  { path: 'views/extra/Deep.tsx', contents: 'deep' },
  { path: 'views/Networks.tsx', contents: undefined },
  { path: '.walletkit.json', contents: '{}' },
];
const AFTER_WRITE = {
  '.walletkit.json': '{}',
  'index.ts': 'new index',
  'notes.md': 'host file',
  'views/': '',
  'views/Connect.tsx': 'connect',
  'views/extra/': '',
  'views/extra/Deep.tsx': 'deep',
};

const CHANGES = ['mkdir', 'writeFile', 'rename', 'rm', 'rmdir', 'link', 'copyFile'] as const;

/**
 * A file system that counts every change it makes and fails (or never returns, to mimic a crash)
 * at change number `n`; `steps()` tells how many changes a run made.
 */
function failingAtStep(
  n: number,
  how: 'throw' | 'hang' = 'throw',
): WriterFileSystem & { reached: Promise<void>; steps: () => number } {
  let calls = 0;
  let markReached = () => {};
  const reached = new Promise<void>((resolve) => (markReached = resolve));
  const wrapped: Record<string, unknown> = { ...fsPromises, reached, steps: () => calls };
  for (const name of CHANGES) {
    const original = fsPromises[name] as (...args: unknown[]) => Promise<unknown>;
    wrapped[name] = (...args: unknown[]) => {
      calls += 1;
      if (calls !== n) return original(...args);
      markReached();
      if (how === 'hang') return new Promise(() => {});
      return Promise.reject(new Error(`injected failure at step #${n} (${name})`));
    };
  }
  return wrapped as unknown as WriterFileSystem & { reached: Promise<void>; steps: () => number };
}

/** How many file-system changes writing OPERATIONS over INITIAL makes. */
async function stepsOfAWrite(): Promise<number> {
  await rm(outDir, { recursive: true, force: true });
  await seed(INITIAL);
  const counting = failingAtStep(Number.MAX_SAFE_INTEGER);
  await writeAtomically(outDir, OPERATIONS, counting);
  return counting.steps();
}

function withoutStaging(files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files).filter(([path]) => !path.startsWith('.walletkit-staging-')),
  );
}

/** Each file of `now` is as in `before` or as in `after`; none is missing or half-written. */
function expectEachFileOldOrNew(
  now: Record<string, string>,
  before: Record<string, string>,
  after: Record<string, string>,
  label: string,
): void {
  const files = (snapshot: Record<string, string>) =>
    Object.keys(snapshot).filter(
      (path) => !path.endsWith('/') && !path.startsWith('.walletkit-staging-'),
    );
  for (const path of new Set([...files(before), ...files(after), ...files(now)])) {
    expect([before[path], after[path]], `${label}: ${path}`).toContainEqual(now[path]);
  }
}

describe('atomic write', () => {
  test('writes new files, replaces changed ones and deletes removed ones', async () => {
    await seed(INITIAL);
    await writeAtomically(outDir, OPERATIONS);
    expect(await snapshot(outDir)).toEqual(AFTER_WRITE);
  });

  test('a folder emptied by deletions is removed', async () => {
    await seed({ 'index.ts': 'i', 'views/Networks.tsx': 'n' });
    await writeAtomically(outDir, [{ path: 'views/Networks.tsx', contents: undefined }]);
    expect(await snapshot(outDir)).toEqual({ 'index.ts': 'i' });
  });

  test('a failure injected at any step rolls back every file already changed', async () => {
    const steps = await stepsOfAWrite();
    expect(steps).toBeGreaterThan(10);
    // The last steps are the clean-up after the write stands: a failure there keeps it.
    for (let n = 1; n <= steps; n += 1) {
      await rm(outDir, { recursive: true, force: true });
      await seed(INITIAL);
      const before = await snapshot(outDir);
      const failing = failingAtStep(n);
      const outcome = await writeAtomically(outDir, OPERATIONS, failing).then(
        () => 'written',
        (error: Error) => error.message,
      );
      const now = await snapshot(outDir);
      if (outcome === 'written') {
        expect(withoutStaging(now), `failure at step #${n}`).toEqual(AFTER_WRITE);
        await recoverInterruptedWrites(outDir, fsPromises);
        expect(await snapshot(outDir), `clean-up after step #${n}`).toEqual(AFTER_WRITE);
      } else {
        expect(outcome).toContain(`injected failure at step #${n}`);
        expect(now, `failure at step #${n}`).toEqual(before);
      }
    }
  });

  test('a failure while staging leaves the output untouched', async () => {
    await seed(INITIAL);
    const before = await snapshot(outDir);
    await expect(writeAtomically(outDir, OPERATIONS, failingAtStep(3))).rejects.toThrow();
    expect(await snapshot(outDir)).toEqual(before);
  });

  test('a failed first write removes the output folder it created', async () => {
    await expect(writeAtomically(outDir, OPERATIONS, failingAtStep(4))).rejects.toThrow();
    expect(await snapshot(root)).toEqual({});
  });

  test('a crash at any step leaves every file old or new, never missing', async () => {
    const steps = await stepsOfAWrite();
    for (let n = 1; n <= steps; n += 1) {
      await rm(outDir, { recursive: true, force: true });
      await seed(INITIAL);
      const before = await snapshot(outDir);
      const crashing = failingAtStep(n, 'hang');
      void writeAtomically(outDir, OPERATIONS, crashing);
      await crashing.reached; // the process "dies" here
      expectEachFileOldOrNew(await snapshot(outDir), before, AFTER_WRITE, `crash at step #${n}`);
    }
  });

  test('a crash in the middle of a write is rolled back by the next run', async () => {
    const steps = await stepsOfAWrite();
    for (let n = 1; n <= steps; n += 1) {
      await rm(outDir, { recursive: true, force: true });
      await seed(INITIAL);
      const before = await snapshot(outDir);
      const crashing = failingAtStep(n, 'hang');
      void writeAtomically(outDir, OPERATIONS, crashing);
      await crashing.reached;
      await recoverInterruptedWrites(outDir, fsPromises);
      const now = await snapshot(outDir);
      // Until the commit marker is written the old module comes back; after it, the new stays.
      expect([before, AFTER_WRITE], `crash at step #${n}`).toContainEqual(now);
    }
  });

  test('the staging folder of a run still in progress is left alone', async () => {
    const live = join(outDir, `.walletkit-staging-${process.ppid}-abcd1234`);
    await fsPromises.mkdir(live, { recursive: true });
    expect(await recoverInterruptedWrites(outDir, fsPromises)).toBe(0);
    expect(await snapshot(outDir)).toEqual({
      [`.walletkit-staging-${process.ppid}-abcd1234/`]: '',
    });
  });
});
