/**
 * A folder of the output swapped for a symbolic link while `generate` writes (a concurrent
 * process on a shared machine): the swap is driven deterministically through the writer's
 * file-system seam, right before the rename or the removal that would follow it, i.e. after every
 * check made up front. Nothing outside the output folder may be written or deleted.
 */
import * as fsPromises from 'node:fs/promises';
import {
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  symlink,
  writeFile,
  mkdir,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { writeAtomically } from './atomic-writer.js';
import type { WriterFileSystem } from './file-system.js';

let root: string;
let outDir: string;
let outside: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'wk-swap-'));
  outDir = join(root, 'project', 'wallet-kit');
  outside = join(root, 'outside');
  await mkdir(join(outDir, 'views'), { recursive: true });
  await mkdir(outside);
  await writeFile(join(outDir, 'views', 'Send.tsx'), 'generated send');
  await writeFile(join(outDir, 'views', 'Old.tsx'), 'generated old');
  await writeFile(join(outside, 'Old.tsx'), 'precious, not the kit');
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Swaps `outDir/views` for a link to `outside` just before the first move or removal of `target`. */
function swappingBefore(target: string): WriterFileSystem {
  let swapped = false;
  const swap = async () => {
    if (swapped) return;
    swapped = true;
    await rename(join(outDir, 'views'), join(root, 'views-moved-away'));
    await symlink(outside, join(outDir, 'views'));
  };
  return {
    ...fsPromises,
    rename: (async (from: string, to: string) => {
      if (from === target || to === target) await swap();
      return fsPromises.rename(from, to);
    }) as WriterFileSystem['rename'],
    rm: (async (path: string, options?: Parameters<typeof fsPromises.rm>[1]) => {
      if (path === target) await swap();
      return fsPromises.rm(path, options);
    }) as WriterFileSystem['rm'],
  };
}

async function outsideFiles(): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const name of (await readdir(outside)).sort()) {
    result[name] = await readFile(join(outside, name), 'utf8');
  }
  return result;
}

const BEFORE = { 'Old.tsx': 'precious, not the kit' };

describe('a folder swapped for a symbolic link during the write', () => {
  test('a folder swapped for a link just before a file is renamed into it: nothing is written outside', async () => {
    const fs = swappingBefore(join(outDir, 'views', 'Send.tsx'));
    await expect(
      writeAtomically(outDir, [{ path: 'views/Send.tsx', contents: 'new send' }], fs),
    ).rejects.toThrow(/symbolic link/);
    expect(await outsideFiles()).toEqual(BEFORE);
  });

  test('a folder swapped for a link just before a file in it is removed: nothing outside is deleted', async () => {
    const fs = swappingBefore(join(outDir, 'views', 'Old.tsx'));
    await expect(
      writeAtomically(outDir, [{ path: 'views/Old.tsx', contents: undefined }], fs),
    ).rejects.toThrow(/symbolic link/);
    expect(await outsideFiles()).toEqual(BEFORE);
  });
});
