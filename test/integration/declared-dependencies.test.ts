/**
 * Inside the workspace every package resolves from the root node_modules, so a library a package
 * imports but does not declare still works here, and fails only in a host app that installs the
 * package from its tarball. Each public package must declare what its built files import.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;

interface Manifest {
  name: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

function publicWorkspaces(): { dir: string; manifest: Manifest }[] {
  const { workspaces } = readJson<{ workspaces: string[] }>(join(ROOT, 'package.json'));
  return workspaces
    .map((dir) => {
      try {
        return { dir, manifest: readJson<Manifest>(join(ROOT, dir, 'package.json')) };
      } catch {
        return undefined;
      }
    })
    .filter((entry): entry is { dir: string; manifest: Manifest } => entry !== undefined)
    .filter(({ manifest }) => manifest.private !== true);
}

/** What the package ships: the built JavaScript and type declarations under dist/. */
function builtFiles(dir: string): string[] {
  const files: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.(m?js|d\.ts)$/.test(entry.name)) files.push(path);
    }
  };
  const dist = join(ROOT, dir, 'dist');
  if (!existsSync(dist)) throw new Error(`${dir}/dist is missing: run \`npm run build\` first.`);
  visit(dist);
  return files;
}

const PACKAGE_NAME = /^(@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/;

/** `viem/actions` → `viem`, `@solana/web3.js` → `@solana/web3.js`; builtins give undefined. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  if (!PACKAGE_NAME.test(name) || builtinModules.includes(name)) return undefined;
  return name;
}

function importedPackages(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const names = new Set<string>();
  const quoted = `["']([^"'\\n]+)["']`;
  const patterns = [
    // import/export statements start a line in tsup's and rollup-plugin-dts's output
    new RegExp(`^\\s*(?:import|export)\\s(?:[^"';]*?\\sfrom\\s*)?${quoted}`, 'gm'),
    new RegExp(`\\b(?:import|require)\\(\\s*${quoted}\\s*\\)`, 'g'),
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const name = packageOf(match[1]!);
      if (name) names.add(name);
    }
  }
  return [...names];
}

describe('published packages declare what they import', () => {
  for (const { dir, manifest } of publicWorkspaces()) {
    it(`${manifest.name}: every package its built files import is a dependency or a peer`, () => {
      const declared = new Set([
        manifest.name,
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.peerDependencies ?? {}),
      ]);
      const undeclared: string[] = [];
      for (const file of builtFiles(dir)) {
        for (const name of importedPackages(file)) {
          if (!declared.has(name)) undeclared.push(`${name} (${relative(ROOT, file)})`);
        }
      }
      expect(undeclared).toEqual([]);
    });
  }
});
