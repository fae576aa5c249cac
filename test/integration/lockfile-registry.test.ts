/**
 * The loopback registry the host-install test installs from: it serves the lockfile's versions
 * only, tarballs from the npm cache by their integrity, and names what it could not serve.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cachedContentPath,
  startLockfileRegistry,
  type LockfileRegistry,
} from '@wallet-kit/local-stack/host-install/lockfile-registry';

const TARBALL = Buffer.from('a tarball');
const integrity = (bytes: Buffer) =>
  `sha512-${createHash('sha512').update(bytes).digest('base64')}`;

let registry: LockfileRegistry | undefined;
let folder: string | undefined;

afterEach(async () => {
  await registry?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A lockfile with left-pad 1.0.0 (cached) and 1.1.0 (not cached), and a workspace link. */
async function start(): Promise<LockfileRegistry> {
  folder = await mkdtemp(join(tmpdir(), 'lockfile-registry-'));
  const lock = {
    packages: {
      '': { name: 'root' },
      'node_modules/left-pad': { version: '1.1.0', integrity: integrity(Buffer.from('other')) },
      'node_modules/x/node_modules/left-pad': {
        version: '1.0.0',
        integrity: integrity(TARBALL),
        dependencies: { 'right-pad': '^2.0.0' },
      },
      'node_modules/@kit/linked': { resolved: 'kit', link: true },
      // An npm alias (`"types-node-24": "npm:@types/node@^24"`) names its package in `name`.
      'node_modules/types-node-24': {
        name: '@types/node',
        version: '24.0.0',
        integrity: integrity(Buffer.from('types')),
      },
      'node_modules/@types/node': { version: '20.0.0', integrity: integrity(Buffer.from('20')) },
    },
  };
  await writeFile(join(folder, 'package-lock.json'), JSON.stringify(lock));
  const content = cachedContentPath(join(folder, 'cache'), integrity(TARBALL));
  await mkdir(dirname(content), { recursive: true });
  await writeFile(content, TARBALL);
  registry = await startLockfileRegistry({
    lockPath: join(folder, 'package-lock.json'),
    npmCacheDir: join(folder, 'cache'),
  });
  return registry;
}

describe('lockfile registry', () => {
  it('a packument lists exactly the locked versions, the highest as latest', async () => {
    const { url } = await start();
    const packument = (await (await fetch(`${url}left-pad`)).json()) as {
      'dist-tags': { latest: string };
      versions: Record<string, { dependencies?: object; dist: { tarball: string } }>;
    };
    expect(Object.keys(packument.versions).sort()).toEqual(['1.0.0', '1.1.0']);
    expect(packument['dist-tags'].latest).toBe('1.1.0');
    expect(packument.versions['1.0.0']?.dependencies).toEqual({ 'right-pad': '^2.0.0' });
    expect(packument.versions['1.0.0']?.dist.tarball).toBe(`${url}left-pad/-/left-pad-1.0.0.tgz`);
  });

  it('a tarball is served from the npm cache by its integrity', async () => {
    const { url } = await start();
    const response = await fetch(`${url}left-pad/-/left-pad-1.0.0.tgz`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(TARBALL);
  });

  it('a tarball missing from the cache, or a package outside the lockfile, is a 404 it records', async () => {
    const { url, misses } = await start();
    expect((await fetch(`${url}left-pad/-/left-pad-1.1.0.tgz`)).status).toBe(404);
    expect((await fetch(`${url}@kit%2flinked`)).status).toBe(404);
    expect(misses).toEqual([
      'GET /left-pad/-/left-pad-1.1.0.tgz: tarball not in the npm cache',
      'GET /@kit/linked: not in the workspace lockfile',
    ]);
  });

  it('an aliased lock entry is served under the name of the package it installs', async () => {
    const { url, misses } = await start();
    const packument = (await (await fetch(`${url}@types%2fnode`)).json()) as {
      'dist-tags': { latest: string };
      versions: Record<string, { name: string }>;
    };
    expect(Object.keys(packument.versions).sort()).toEqual(['20.0.0', '24.0.0']);
    expect(packument['dist-tags'].latest).toBe('24.0.0');
    expect(packument.versions['24.0.0']?.name).toBe('@types/node');
    expect((await fetch(`${url}types-node-24`)).status).toBe(404);
    expect(misses).toEqual(['GET /types-node-24: not in the workspace lockfile']);
  });
});
