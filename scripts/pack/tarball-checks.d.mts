/** Types of tarball-checks.mjs, for the tests that import it. */
export interface PackageManifest {
  name?: string;
  license?: string;
  repository?: { url?: string; directory?: string };
  engines?: { node?: string };
  files?: string[];
  exports?: Record<string, unknown>;
  bin?: Record<string, string> | string;
  publishConfig?: { access?: string };
}

export function entryFiles(manifest: PackageManifest): string[];
export function missingEntryFiles(manifest: PackageManifest, packedPaths: string[]): string[];
export function publishProblems(
  manifest: PackageManifest,
  packedPaths: string[],
  options?: { licenceFile?: boolean },
): string[];
export function testFiles(packedPaths: string[]): string[];
