import * as fsPromises from 'node:fs/promises';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { writeAtomically } from './atomic-writer.js';
import { assertOutputDirInsideProject, UnsafeOutputError } from './output-guard.js';

let root: string;
let project: string;
let outDir: string;
let outside: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'wk-guard-'));
  project = join(root, 'project');
  outDir = join(project, 'src', 'wallet-kit');
  outside = join(root, 'outside');
  await mkdir(outDir, { recursive: true });
  await mkdir(outside);
  await writeFile(join(outside, 'Connect.tsx'), 'outside file');
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function expectOutsideUntouched(): Promise<void> {
  expect(await readdir(outside)).toEqual(['Connect.tsx']);
  expect(await readFile(join(outside, 'Connect.tsx'), 'utf8')).toBe('outside file');
}

describe('writing only inside the output folder', () => {
  test('a folder on the write path that is a symbolic link is refused', async () => {
    await symlink(outside, join(outDir, 'views'));
    const write = writeAtomically(outDir, [{ path: 'views/Connect.tsx', contents: 'new' }]);
    await expect(write).rejects.toThrow(UnsafeOutputError);
    await expect(write).rejects.toThrow(/views is a symbolic link/);
    await expectOutsideUntouched();
  });

  test('a generated file that is a symbolic link is refused, not written through', async () => {
    await symlink(join(outside, 'Connect.tsx'), join(outDir, 'index.ts'));
    await expect(writeAtomically(outDir, [{ path: 'index.ts', contents: 'new' }])).rejects.toThrow(
      /index\.ts is a symbolic link/,
    );
    await expectOutsideUntouched();
  });

  test('a file to delete that is a symbolic link is refused', async () => {
    await symlink(join(outside, 'Connect.tsx'), join(outDir, 'old.ts'));
    await expect(
      writeAtomically(outDir, [{ path: 'old.ts', contents: undefined }]),
    ).rejects.toThrow(UnsafeOutputError);
    await expectOutsideUntouched();
  });

  test('a path leaving the output folder is refused', async () => {
    await expect(
      writeAtomically(outDir, [{ path: '../../../outside/Connect.tsx', contents: 'x' }]),
    ).rejects.toThrow(/not a relative path inside/);
    await expectOutsideUntouched();
  });

  test('an output folder that links outside the project is refused', async () => {
    const linked = join(project, 'src', 'linked-kit');
    await symlink(outside, linked);
    await expect(assertOutputDirInsideProject(fsPromises, linked, project)).rejects.toThrow(
      /resolves to .*outside, outside the project/,
    );
    await expect(
      assertOutputDirInsideProject(fsPromises, join(linked, 'deeper', 'kit'), project),
    ).rejects.toThrow(UnsafeOutputError);
  });

  test('an output folder inside the project, even through a link, is accepted', async () => {
    await assertOutputDirInsideProject(fsPromises, outDir, project);
    await assertOutputDirInsideProject(fsPromises, join(project, 'not', 'there', 'yet'), project);
    await symlink(outDir, join(project, 'kit-link'));
    await assertOutputDirInsideProject(fsPromises, join(project, 'kit-link'), project);
  });

  test('the project folder itself is not an output folder', async () => {
    await expect(assertOutputDirInsideProject(fsPromises, project, project)).rejects.toThrow(
      UnsafeOutputError,
    );
  });
});
