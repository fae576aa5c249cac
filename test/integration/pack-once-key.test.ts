/**
 * The host tests reuse the tarballs in dist-packages/ when the hash of the pack's inputs equals
 * the one stored beside them (test/e2e/host-install/pack-once.ts). The hash must change with
 * every file a pack reads, or a host test would install tarballs of an older build; and a
 * private package, which is never packed, must not make the tests pack again.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packInputsKey, withPackLock } from '../e2e/host-install/pack-once.js';

let root: string;

const write = async (path: string, text: string) => {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
};

/** A workspace with one public package (`kit`, publishing `bin` and `dist`) and a private one. */
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'pack-once-key-'));
  await write('package.json', JSON.stringify({ workspaces: ['kit', 'internal'] }));
  await write('LICENSE', 'licence');
  await write('scripts/pack.mjs', '// pack');
  await write('scripts/pack/tarball-checks.mjs', '// checks');
  await write('kit/package.json', JSON.stringify({ name: 'kit', files: ['bin', 'dist'] }));
  await write('kit/README.md', 'readme');
  await write('kit/bin/cli.mjs', '// bin');
  await write('kit/dist/index.js', '// built');
  await write('kit/src/index.ts', '// source');
  await write('internal/package.json', JSON.stringify({ name: 'internal', private: true }));
  await write('internal/dist/index.js', '// built');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the key of the packed tarballs', () => {
  it('is the same for the same files', async () => {
    expect(await packInputsKey(root)).toBe(await packInputsKey(root));
  });

  it.each([
    'kit/dist/index.js',
    'kit/dist/new-chunk.js',
    'kit/bin/cli.mjs',
    'kit/README.md',
    'LICENSE',
    'scripts/pack.mjs',
    'scripts/pack/tarball-checks.mjs',
  ])('changes when %s changes', async (path) => {
    const before = await packInputsKey(root);
    await write(path, '// changed');
    expect(await packInputsKey(root)).not.toBe(before);
  });

  it("changes when a public package's manifest changes", async () => {
    const before = await packInputsKey(root);
    await write(
      'kit/package.json',
      JSON.stringify({ name: 'kit', version: '2.0.0', files: ['bin', 'dist'] }),
    );
    expect(await packInputsKey(root)).not.toBe(before);
  });

  it('stays when only files no pack reads change (sources, a private package)', async () => {
    const before = await packInputsKey(root);
    await write('kit/src/index.ts', '// changed');
    await write('internal/dist/index.js', '// changed');
    expect(await packInputsKey(root)).toBe(before);
  });
});

describe('the pack lock (two host tests pack at once)', () => {
  it('a second holder waits until the first has finished', async () => {
    const lock = join(root, '.cache', 'pack.lock');
    const events: string[] = [];
    const hold = (name: string, ms: number) =>
      withPackLock(async () => {
        events.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        events.push(`${name} out`);
      }, lock);
    await Promise.all([hold('first', 400), hold('second', 10)]);
    expect(events).toEqual(['first in', 'first out', 'second in', 'second out']);
  });

  it('a lock left by a process that has died is taken over', async () => {
    const lock = join(root, '.cache', 'pack.lock');
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
      encoding: 'utf8',
    });
    await write('.cache/pack.lock/pid', dead.stdout.trim());
    await expect(withPackLock(async () => 'packed', lock)).resolves.toBe('packed');
  });
});
