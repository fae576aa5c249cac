/**
 * The kit's packed tarballs (`node scripts/pack.mjs` writes them to dist-packages/ with an index)
 * and what to tell a developer when a host's install from the loopback registry finds a package
 * missing. Shared by the host-install tests of a Vite and a Next.js host.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LockfileRegistry } from '@wallet-kit/local-stack/host-install/lockfile-registry';
import { WORKSPACE } from './host-app.js';

export const DIST_PACKAGES = join(WORKSPACE, 'dist-packages');

export interface PackedPackage {
  name: string;
  tarball: string;
  installWith: string[];
}

export function packedPackages(): Map<string, PackedPackage> {
  const index = JSON.parse(
    readFileSync(join(DIST_PACKAGES, 'packages.json'), 'utf8'),
  ) as PackedPackage[];
  return new Map(index.map((entry) => [entry.name, entry]));
}

function packed(name: string): PackedPackage {
  const entry = packedPackages().get(name);
  if (!entry) throw new Error(`npm run pack wrote no tarball of ${name}`);
  return entry;
}

/** The package's tarball and those of the kit packages it needs: what one `npm install` names. */
export const withKitDependencies = (name: string) =>
  packed(name).installWith.map((file) => join(DIST_PACKAGES, file));

export const tarballOf = (name: string) => join(DIST_PACKAGES, packed(name).tarball);

/** What to tell a developer when an install finds no package: the cache must be filled first. */
export function missingPackagesHint(registry: LockfileRegistry): string {
  const notCached = registry.misses.filter((miss) => miss.includes('not in the npm cache'));
  const advice =
    notCached.length > 0
      ? 'Tarballs are missing from the npm cache: run `npm install` in the workspace first.'
      : 'Packages outside the workspace lockfile were asked for (optional peers of a package are ' +
        'harmless): if the install failed on one, run `npm install` in the workspace first, and ' +
        'add the package to the workspace if the kit needs it.';
  const listed = (notCached.length > 0 ? notCached : registry.misses).slice(0, 20);
  return `\n\n${advice}\nThe loopback registry could not serve:\n${listed.join('\n')}\n`;
}
