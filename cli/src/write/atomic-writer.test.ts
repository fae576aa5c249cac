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
// index.ts moves aside then in (2), three new files in (3), Networks.tsx aside (1).
const RENAMES = 6;
const AFTER_WRITE = {
  '.walletkit.json': '{}',
  'index.ts': 'new index',
  'notes.md': 'host file',
  'views/': '',
  'views/Connect.tsx': 'connect',
  'views/extra/': '',
  'views/extra/Deep.tsx': 'deep',
};

/** A file system whose `operation` fails (or never returns, to mimic a crash) on call `n`. */
function failingOn(
  operation: 'rename' | 'writeFile' | 'rm',
  n: number,
  how: 'throw' | 'hang' = 'throw',
): WriterFileSystem & { reached: Promise<void> } {
  let calls = 0;
  let markReached = () => {};
  const reached = new Promise<void>((resolve) => (markReached = resolve));
  const original = fsPromises[operation] as (...args: unknown[]) => Promise<void>;
  return {
    ...fsPromises,
    reached,
    [operation]: (...args: unknown[]) => {
      calls += 1;
      if (calls !== n) return original(...args);
      markReached();
      if (how === 'hang') return new Promise(() => {});
      return Promise.reject(new Error(`injected ${operation} failure #${n}`));
    },
  };
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

  test('a failure injected at any move rolls back every file already moved', async () => {
    for (let n = 1; n <= RENAMES; n += 1) {
      await rm(outDir, { recursive: true, force: true });
      await seed(INITIAL);
      const before = await snapshot(outDir);
      await expect(writeAtomically(outDir, OPERATIONS, failingOn('rename', n))).rejects.toThrow(
        `injected rename failure #${n}`,
      );
      expect(await snapshot(outDir), `failure at rename #${n}`).toEqual(before);
    }
  });

  test('a failure while staging leaves the output untouched', async () => {
    await seed(INITIAL);
    const before = await snapshot(outDir);
    await expect(writeAtomically(outDir, OPERATIONS, failingOn('writeFile', 2))).rejects.toThrow();
    expect(await snapshot(outDir)).toEqual(before);
  });

  test('a failed first write removes the output folder it created', async () => {
    await expect(writeAtomically(outDir, OPERATIONS, failingOn('rename', 2))).rejects.toThrow();
    expect(await snapshot(root)).toEqual({});
  });

  test('a crash in the middle of a write is rolled back by the next run', async () => {
    for (let n = 1; n <= RENAMES; n += 1) {
      await rm(outDir, { recursive: true, force: true });
      await seed(INITIAL);
      const before = await snapshot(outDir);
      const crashing = failingOn('rename', n, 'hang');
      void writeAtomically(outDir, OPERATIONS, crashing);
      await crashing.reached; // the process "dies" here, half-way through the moves
      expect(await recoverInterruptedWrites(outDir, fsPromises)).toBe(1);
      expect(await snapshot(outDir), `crash at rename #${n}`).toEqual(before);
    }
  });

  test('a crash after the last move keeps the completed write', async () => {
    await seed(INITIAL);
    // The first rm is the clean-up of the staging folder, after the committed marker.
    const crashing = failingOn('rm', 1, 'hang');
    void writeAtomically(outDir, OPERATIONS, crashing);
    await crashing.reached;
    expect(await recoverInterruptedWrites(outDir, fsPromises)).toBe(1);
    expect(await snapshot(outDir)).toEqual(AFTER_WRITE);
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
