/**
 * The licences of the code an esbuild build ships: every package that put bytes into one of the
 * build's outputs (read from its metafile), and what the licence tests report about them.
 */
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { isCopyleft, packageLicenceOf, type PackageLicence } from './package-licence.js';

/** Package name → licence, for the packages that put code in the build's outputs. */
export function licencesInBuild(
  metafile: Metafile,
  workingDir: string,
): Map<string, PackageLicence> {
  const shipped = new Map<string, PackageLicence>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (bytesInOutput === 0) continue;
      const info = packageLicenceOf(join(workingDir, input));
      if (info) shipped.set(info.name, info);
    }
  }
  return shipped;
}

/** One line per package, `name: licence`, sorted: printed so a reader sees what ships. */
export function licenceListing(shipped: Map<string, PackageLicence>): string {
  return [...shipped.values()]
    .map(({ name, licence }) => `  ${name}: ${licence}`)
    .sort()
    .join('\n');
}

/** `name: licence` of each copyleft package shipped. */
export function copyleftPackages(shipped: Map<string, PackageLicence>): string[] {
  return [...shipped.values()].filter(isCopyleft).map(({ name, licence }) => `${name}: ${licence}`);
}

/** Names of the packages shipped that state no licence at all. */
export function packagesWithoutLicence(shipped: Map<string, PackageLicence>): string[] {
  return [...shipped.values()]
    .filter(({ licence }) => licence === 'UNKNOWN')
    .map(({ name }) => name);
}
