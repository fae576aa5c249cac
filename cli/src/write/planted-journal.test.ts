/**
 * A staging folder found in the output folder is replayed by the next run, so whoever can write
 * a file there could otherwise make the CLI move or delete files anywhere. These tests plant one.
 */
import * as fsPromises from 'node:fs/promises';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { sha256 } from '../manifest/hash.js';
import { UnsafeOutputError } from './output-guard.js';
import { recoverInterruptedWrites } from './rollback.js';

let root: string;
let outDir: string;
let outside: string;
const STAGING = '.walletkit-staging-999999999-deadbeef';

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'wk-planted-'));
  outDir = join(root, 'project', 'src', 'wallet-kit');
  outside = join(root, 'outside');
  await mkdir(outDir, { recursive: true });
  await mkdir(outside, { recursive: true });
  await writeFile(join(outside, 'precious.txt'), 'keep me');
  await writeFile(join(outDir, 'index.ts'), 'generated index');
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function plantJournal(journal: unknown): Promise<string> {
  const staging = join(outDir, STAGING);
  await mkdir(join(staging, 'backup'), { recursive: true });
  await writeFile(join(staging, 'journal.json'), JSON.stringify(journal));
  return staging;
}

const journalOf = (operations: unknown[], createdDirs: string[] = []) => ({
  operations,
  createdDirs,
  createdOutDir: false,
});

async function expectOutsideUntouched(): Promise<void> {
  expect(await readdir(outside)).toEqual(['precious.txt']);
  expect(await readFile(join(outside, 'precious.txt'), 'utf8')).toBe('keep me');
}

describe('a planted staging journal', () => {
  test.each([
    ['a ../ path', '../../../outside/precious.txt'],
    ['an absolute path', '/etc/passwd'],
    ['a drive letter', 'C:/Windows/win.ini'],
    ['a backslash path', '..\\..\\outside\\precious.txt'],
    ['a NUL byte', 'index.ts\u0000.txt'],
    ['an empty segment', 'views//x.ts'],
  ])('with %s is refused before anything moves', async (_, path) => {
    const staging = await plantJournal(
      journalOf([{ path, kind: 'write', existed: false, sha256: sha256('keep me') }]),
    );
    const error = await recoverInterruptedWrites(outDir, fsPromises).catch((caught) => caught);
    expect(error).toBeInstanceOf(UnsafeOutputError);
    expect((error as Error).message).toMatch(
      /staging journal .* has an invalid entry at operations\.0\.path .*not a relative path inside the output folder/,
    );
    await expectOutsideUntouched();
    expect(await readFile(join(outDir, 'index.ts'), 'utf8')).toBe('generated index');
    // The evidence stays for the host to look at.
    expect(await readdir(staging)).toContain('journal.json');
  });

  test('with a ../ folder to remove is refused', async () => {
    await plantJournal(journalOf([], ['../../../outside']));
    await expect(recoverInterruptedWrites(outDir, fsPromises)).rejects.toThrow(UnsafeOutputError);
    await expectOutsideUntouched();
  });

  test('whose backup folder links outside cannot pull an outside file in', async () => {
    const staging = await plantJournal(
      journalOf([{ path: 'precious.txt', kind: 'write', existed: true }]),
    );
    await rm(join(staging, 'backup'), { recursive: true });
    await symlink(outside, join(staging, 'backup'));
    await expect(recoverInterruptedWrites(outDir, fsPromises)).rejects.toThrow(
      /backup is a symbolic link/,
    );
    await expectOutsideUntouched();
    expect(await readdir(outDir)).not.toContain('precious.txt');
  });

  test('that is itself a link to a folder outside is refused', async () => {
    await mkdir(join(outside, 'backup'));
    await writeFile(join(outside, 'journal.json'), JSON.stringify(journalOf([])));
    await symlink(outside, join(outDir, STAGING));
    await expect(recoverInterruptedWrites(outDir, fsPromises)).rejects.toThrow(
      /is a symbolic link/,
    );
    expect((await readdir(outside)).sort()).toEqual(['backup', 'journal.json', 'precious.txt']);
  });

  test('whose target inside the output folder is a link outside is refused', async () => {
    await symlink(outside, join(outDir, 'views'));
    await plantJournal(
      journalOf([
        { path: 'views/precious.txt', kind: 'write', existed: false, sha256: sha256('keep me') },
      ]),
    );
    await expect(recoverInterruptedWrites(outDir, fsPromises)).rejects.toThrow(
      /views is a symbolic link/,
    );
    await expectOutsideUntouched();
  });

  test('cannot delete a host file by claiming this write created it', async () => {
    await writeFile(join(outDir, 'host-notes.md'), 'the host own file');
    await plantJournal(
      journalOf([
        { path: 'host-notes.md', kind: 'write', existed: false, sha256: sha256('other contents') },
      ]),
    );
    expect(await recoverInterruptedWrites(outDir, fsPromises)).toBe(1);
    expect(await readFile(join(outDir, 'host-notes.md'), 'utf8')).toBe('the host own file');
  });

  test('that is not JSON is refused, not silently dropped', async () => {
    const staging = join(outDir, STAGING);
    await mkdir(staging, { recursive: true });
    await writeFile(join(staging, 'journal.json'), '{ "operations": [');
    await expect(recoverInterruptedWrites(outDir, fsPromises)).rejects.toThrow(/is not valid JSON/);
  });
});
