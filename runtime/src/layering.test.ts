/**
 * The runtime's layers, checked over every source file but the `*.test.ts(x)` files:
 *
 *   core  ←  eip155, solana, polkadot, cosmos, bip122, walletconnect, siwx, wallets, embedded  ←  react
 *
 * A folder imports its own files and the layers below it, never a layer above nor a sibling, so
 * a page can leave out any chain family or feature without the others noticing: what two
 * siblings share lives in the core. The core, in every one of its folders, imports no chain
 * library (viem, @solana/*, @walletconnect/*), no React and nothing but its own files, zustand,
 * valibot and the schemas; it keeps no module-level state (no top-level `let` or `var`, no
 * `Math.random`), so two kits on one page share nothing. The package's root entry exports the
 * core only. No file takes part in an import cycle, type-only imports included.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Each folder of `runtime/src` and its layer: a file may import from its layer or below. */
const LAYERS: Record<string, number> = {
  core: 0,
  eip155: 1,
  solana: 1,
  polkadot: 1,
  cosmos: 1,
  bip122: 1,
  walletconnect: 1,
  siwx: 1,
  wallets: 1,
  embedded: 1,
  react: 2,
};

/** The packages the core may import: state, validation and the shared config schemas. */
const CORE_PACKAGES = /^(zustand\/vanilla|valibot|@wallet-kit\/schemas)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every module a source names: static, type-only, re-exported and dynamic imports. */
export function importedSpecifiers(source: string): string[] {
  const found = [
    ...source.matchAll(/\b(?:from|import)\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return found.map((match) => match[1]!);
}

/** The file a relative specifier names (`./a.js` → `a.ts`, `a.tsx` or `a/index.ts`). */
function resolveRelative(from: string, specifier: string, files: Set<string>): string | undefined {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => files.has(path));
}

const folderOf = (path: string) => relative(SRC, path).split(sep)[0]!;

const files = sourceFiles(SRC);
const fileSet = new Set(files);
const graph = new Map(
  files.map((file) => {
    const source = readFileSync(file, 'utf8');
    const targets = importedSpecifiers(source)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(file, specifier, fileSet))
      .filter((target): target is string => target !== undefined);
    return [file, targets] as const;
  }),
);

/** The core's foreign imports in one source: anything but its own files and allowed packages. */
export function foreignCoreImports(file: string, source: string): string[] {
  return importedSpecifiers(source).filter((specifier) => {
    if (!specifier.startsWith('.')) return !CORE_PACKAGES.test(specifier);
    return folderOf(resolve(dirname(file), specifier)) !== 'core';
  });
}

describe('runtime layering', () => {
  it('every folder of runtime/src has a layer', () => {
    const folders = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory());
    expect(folders.filter((folder) => !(folder in LAYERS))).toEqual([]);
  });

  it('the root entry exports only the core', () => {
    const root = join(SRC, 'index.ts');
    const targets = importedSpecifiers(readFileSync(root, 'utf8'));
    expect(targets.filter((specifier) => !specifier.startsWith('./core/'))).toEqual([]);
  });

  it('no folder imports a layer above it or a sibling of its layer', () => {
    const violations: string[] = [];
    for (const [file, targets] of graph) {
      const from = folderOf(file);
      if (!(from in LAYERS)) continue;
      for (const target of targets) {
        const to = folderOf(target);
        if (to === from || LAYERS[to]! < LAYERS[from]!) continue;
        violations.push(`${relative(SRC, file)} imports ${relative(SRC, target)}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('every core file, in every folder of the core, imports no chain library, no React and nothing outside the core', () => {
    const coreFiles = files.filter((file) => folderOf(file) === 'core');
    expect(coreFiles.some((file) => relative(SRC, file).split(sep).length > 2)).toBe(true);
    const foreign = coreFiles.flatMap((file) =>
      foreignCoreImports(file, readFileSync(file, 'utf8')).map(
        (specifier) => `${relative(SRC, file)}: ${specifier}`,
      ),
    );
    expect(foreign).toEqual([]);
  });

  it('the core check catches a chain library, React, a dynamic import and an upward path', () => {
    const file = join(SRC, 'core', 'send', 'example.ts');
    const source = [
      "import { formatUnits } from 'viem';",
      "import type { PublicKey } from '@solana/web3.js';",
      "import { useState } from 'react';",
      "const sdk = await import('@walletconnect/universal-provider');",
      "export { x } from '../../react/index.js';",
      "import { ok } from '../units.js';",
    ].join('\n');
    expect(foreignCoreImports(file, source)).toEqual([
      'viem',
      '@solana/web3.js',
      'react',
      '../../react/index.js',
      '@walletconnect/universal-provider',
    ]);
  });

  it('the core keeps no module-level state', () => {
    for (const file of files.filter((path) => folderOf(path) === 'core')) {
      const source = readFileSync(file, 'utf8');
      expect(source, relative(SRC, file)).not.toMatch(/^(let|var) /m);
      expect(source, relative(SRC, file)).not.toContain('Math.random');
    }
  });

  it('no source file takes part in an import cycle, type-only imports included', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const path: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      path.push(file);
      for (const target of graph.get(file) ?? []) {
        if (state.get(target) === 'open') {
          const cycle = path.slice(path.indexOf(target)).map((item) => relative(SRC, item));
          cycles.push([...cycle, relative(SRC, target)].join(' → '));
        } else if (!state.has(target)) visit(target);
      }
      path.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
