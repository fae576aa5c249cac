/**
 * The embedded wallet's registry row and the runtime agree: its module is a subpath export of
 * the runtime that exports the row's factory, it needs no library beyond the runtime's own
 * dependencies (email login adds nothing for the host to install), every family it serves has
 * an adapter to join, and its feature switch exists.
 */
import { describe, expect, test } from 'vitest';
import { CHAIN_FAMILIES, EMBEDDED_WALLET } from './chain-families.js';
import { FEATURES } from './features.js';
import { isTestFile, listRepoFiles, readRepoFile } from './testing/repository.js';

const subpath = EMBEDDED_WALLET.module.slice('@wallet-kit/runtime/'.length);

describe('the embedded wallet row', () => {
  test('its module is a runtime subpath built from its own folder, exporting the factory', () => {
    const manifest = JSON.parse(readRepoFile('runtime/package.json')) as {
      exports: Record<string, { import?: string }>;
    };
    // The build writes src/<folder>/index.ts to dist/<folder>/index.js, file for file.
    expect(manifest.exports[`./${subpath}`]?.import).toBe(`./dist/${subpath}/index.js`);
    expect(readRepoFile(`runtime/src/${subpath}/index.ts`)).toMatch(
      new RegExp(`export \\{[^}]*\\b${EMBEDDED_WALLET.factory}\\b`),
    );
  });

  test('its code imports no package beyond the runtime dependencies', () => {
    const manifest = JSON.parse(readRepoFile('runtime/package.json')) as {
      dependencies: Record<string, string>;
    };
    const own = new Set(Object.keys(manifest.dependencies));
    const foreign = new Set<string>();
    const isCode = (path: string) => /\.tsx?$/.test(path) && !isTestFile(path);
    for (const file of listRepoFiles(`runtime/src/${subpath}`, isCode)) {
      for (const match of readRepoFile(file).matchAll(/from\s+'([^'.][^']*)'/g)) {
        const specifier = match[1]!;
        const parts = specifier.split('/');
        const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
        if (!own.has(name)) foreign.add(name);
      }
    }
    expect([...foreign]).toEqual([]);
  });

  test('every family it serves has an adapter, and its feature switch is a feature row', () => {
    for (const namespace of EMBEDDED_WALLET.namespaces) {
      expect(CHAIN_FAMILIES[namespace].adapter, namespace).toBeDefined();
    }
    expect(Object.keys(FEATURES)).toContain(EMBEDDED_WALLET.feature);
  });
});
