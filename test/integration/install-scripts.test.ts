/**
 * Installing a published package must run no dependency's install script: such a script is
 * usually a native build (node-gyp), which asks a host for a C++ toolchain, takes tens of seconds
 * and makes npm warn about scripts not covered by `allowScripts`. Each public package's
 * production dependencies (with their non-optional peers, which npm installs too) are followed
 * through the workspace lockfile, which holds the versions a host installs from the loopback
 * registry. See docs/decisions.md, "The server bundles its Bitcoin signature check".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;

interface LockEntry {
  name?: string;
  link?: boolean;
  resolved?: string;
  hasInstallScript?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const lock = readJson<{ packages: Record<string, LockEntry> }>(join(ROOT, 'package-lock.json'));
const { workspaces } = readJson<{ workspaces: string[] }>(join(ROOT, 'package.json'));

/** Where Node finds `name` from the package at `location`: its own node_modules, then upwards. */
function resolve(location: string, name: string): string | undefined {
  let base = location;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    const entry = lock.packages[candidate];
    // A workspace package is a link to its folder (a kit package installed beside this one).
    if (entry) return entry.link ? entry.resolved : candidate;
    if (base === '') return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/** The lockfile locations of the packages with an install script in the package's install tree. */
function installScriptsUnder(workspace: string): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue = [workspace];
  while (queue.length > 0) {
    const location = queue.shift()!;
    if (seen.has(location)) continue;
    seen.add(location);
    const entry = lock.packages[location]!;
    if (entry.hasInstallScript && location !== workspace) found.add(location);
    const peers = Object.keys(entry.peerDependencies ?? {}).filter(
      (name) => !entry.peerDependenciesMeta?.[name]?.optional,
    );
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...peers,
    ];
    for (const name of names) {
      const next = resolve(location, name);
      if (next) queue.push(next);
    }
  }
  return [...found].sort();
}

describe('installing a published package runs no install script', () => {
  const published = workspaces.filter(
    (dir) => readJson<{ private?: boolean }>(join(ROOT, dir, 'package.json')).private !== true,
  );
  for (const dir of published) {
    it(`${lock.packages[dir]!.name}: no package it installs has an install script`, () => {
      expect(installScriptsUnder(dir)).toEqual([]);
    });
  }
});
