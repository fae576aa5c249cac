/**
 * The demo, the example app and the benchmark run on the local stack, never on the test tree:
 * a change under test/ must not be able to break `npm run demo`. The stack itself sits below
 * everything that uses it, so it imports nothing from test/, scripts/ or examples/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
/** Installed packages, build output and scratch copies are not sources of the repository. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.out', '.cache', '.walletkit-demo']);

/** Every module specifier of a file: static imports and re-exports, `import()`, `require()`. */
const IMPORTED_MODULE =
  /(?:\bfrom\s*|^\s*import\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)(['"`])([^'"`]+)\1/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(join(dir, entry.name));
    }
    return SOURCE.test(entry.name) ? [join(dir, entry.name)] : [];
  });
}

/** Workspace packages named after the folders they live in (`@wallet-kit/test` is test/). */
const PACKAGE_FOLDERS: Record<string, string> = {
  '@wallet-kit/test': 'test',
  '@wallet-kit/example-vite-app': 'examples',
  '@wallet-kit/bench': 'bench',
};

/** The top folder of the repository a specifier points into, or undefined when outside it. */
function targetFolder(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const path = relative(REPO_ROOT, resolve(dirname(file), specifier));
    return path.startsWith('..') ? undefined : path.split(sep)[0];
  }
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  return PACKAGE_FOLDERS[name];
}

/** `file: specifier` for each import of `file` that points into one of `folders`. */
function importsInto(file: string, text: string, folders: readonly string[]): string[] {
  return [...text.matchAll(IMPORTED_MODULE)]
    .map((match) => match[2]!)
    .filter((specifier) => folders.includes(targetFolder(file, specifier) ?? ''))
    .map((specifier) => `${relative(REPO_ROOT, file)}: ${specifier}`);
}

function importsUnder(tops: readonly string[], folders: readonly string[]): string[] {
  return tops.flatMap((top) =>
    sourceFiles(join(REPO_ROOT, top)).flatMap((file) =>
      importsInto(file, readFileSync(file, 'utf8'), folders),
    ),
  );
}

describe('imports of the test tree', () => {
  it('no file under scripts/, examples/ or bench/ imports from test/', () => {
    expect(importsUnder(['scripts', 'examples', 'bench'], ['test'])).toEqual([]);
  });

  it('the local stack imports nothing from test/, scripts/ or examples/', () => {
    expect(importsUnder(['stack'], ['test', 'scripts', 'examples'])).toEqual([]);
  });

  it('an import of test/ is found by relative path, by package name and by dynamic import', () => {
    const file = join(REPO_ROOT, 'scripts', 'demo', 'start-demo.ts');
    // Quotes spliced in, so that this file's own scan does not find the examples.
    const q = "'";
    const text = [
      `import { startAnvil } from ${q}../../test/fixtures/anvil.js${q};`,
      `export { qr } from ${q}@wallet-kit/test/fixtures/qr.js${q};`,
      `const relay = await import(${q}../../test/fixtures/relay/index.js${q});`,
      `import { startLocalStack } from ${q}@wallet-kit/local-stack${q};`,
      `import { buildApp } from ${q}./example-app.js${q};`,
    ].join('\n');
    expect(importsInto(file, text, ['test'])).toEqual([
      'scripts/demo/start-demo.ts: ../../test/fixtures/anvil.js',
      'scripts/demo/start-demo.ts: @wallet-kit/test/fixtures/qr.js',
      'scripts/demo/start-demo.ts: ../../test/fixtures/relay/index.js',
    ]);
  });
});
