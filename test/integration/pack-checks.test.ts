/**
 * The checks `npm run pack` makes on each tarball before writing it to dist-packages/, and the
 * file lists of the real tarballs of the built packages (`npm pack --dry-run`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  missingEntryFiles,
  publishProblems,
  testFiles,
  type PackageManifest,
} from '../../scripts/pack/tarball-checks.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const READY: PackageManifest = {
  name: '@wallet-kit/example',
  license: 'Apache-2.0',
  repository: { url: 'git+https://github.com/wallet-kit/wallet-kit.git', directory: 'example' },
  engines: { node: '>=20.19' },
  files: ['dist'],
  exports: {
    '.': { types: './dist/index.d.ts', import: './dist/index.js' },
    './react': { types: './dist/react/index.d.ts', import: './dist/react/index.js' },
    './package.json': './package.json',
  },
  publishConfig: { access: 'public' },
};
const PACKED = [
  'package.json',
  'README.md',
  'LICENSE',
  'dist/index.d.ts',
  'dist/index.js',
  'dist/react/index.d.ts',
  'dist/react/index.js',
];

describe('pack checks each tarball', () => {
  it('a tarball lacking a file its exports or bin name is refused, naming the file', () => {
    expect(missingEntryFiles(READY, PACKED)).toEqual([]);
    const withoutJs = PACKED.filter((path) => path !== 'dist/react/index.js');
    expect(missingEntryFiles(READY, withoutJs)).toEqual(['dist/react/index.js']);
    const cli = { ...READY, bin: { 'create-wallet-kit': 'bin/create-wallet-kit.mjs' } };
    expect(missingEntryFiles(cli, PACKED)).toEqual(['bin/create-wallet-kit.mjs']);
  });

  it('a complete package is ready to publish', () => {
    expect(publishProblems(READY, PACKED)).toEqual([]);
  });

  it('a package without licence, repository, README, LICENSE or types-first exports is not ready to publish', () => {
    const bare: PackageManifest = {
      name: '@wallet-kit/example',
      files: ['dist'],
      exports: { '.': { import: './dist/index.js', types: './dist/index.d.ts' } },
    };
    expect(publishProblems(bare, ['package.json', 'dist/index.js'])).toEqual([
      'no "license"',
      'no "repository" with "url" and "directory"',
      'no "engines.node"',
      'exports["."] does not start with "types"',
      'exports has no "./package.json" (tools read the installed manifest)',
      'a scoped package without "publishConfig.access": "public"',
      'no README.md in the tarball',
      'no LICENSE in the tarball',
    ]);
  });
});

describe('no tarball ships test code', () => {
  it('a tarball holding a test file or a testing/ file is refused, naming the file', () => {
    expect(testFiles(PACKED)).toEqual([]);
    const withTests = [
      ...PACKED,
      'dist/core/connect.test.js',
      'dist/core/connect.spec.d.ts',
      'dist/react/testing/render.js',
      'dist/core/test-support.js',
      'dist/core/send/test-adapter.js.map',
      'dist/networks/eip155-testnets.js',
    ];
    expect(testFiles(withTests)).toEqual([
      'dist/core/connect.test.js',
      'dist/core/connect.spec.d.ts',
      'dist/react/testing/render.js',
      'dist/core/test-support.js',
      'dist/core/send/test-adapter.js.map',
    ]);
  });

  it('no public package packs a test file or a testing/ file', () => {
    const { workspaces } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    const publicNames = workspaces
      .map(
        (dir) =>
          JSON.parse(readFileSync(join(REPO_ROOT, dir, 'package.json'), 'utf8')) as {
            name: string;
            private?: boolean;
          },
      )
      .filter((manifest) => manifest.private !== true)
      .map((manifest) => manifest.name);
    expect(publicNames.length).toBeGreaterThan(0);
    const shipped: Record<string, string[]> = {};
    for (const name of publicNames) {
      const [result] = JSON.parse(
        execFileSync('npm', ['pack', '--dry-run', '--json', '--workspace', name], {
          cwd: REPO_ROOT,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }),
      ) as { files: { path: string }[] }[];
      const tests = testFiles((result?.files ?? []).map((file) => file.path));
      if (tests.length > 0) shipped[name] = tests;
    }
    expect(shipped).toEqual({});
  });
});
