/**
 * Reads what is on disk now for the paths a run compares. A path that is a symbolic link (or
 * passes through one) is refused before anything is read, so neither a diff nor a write can
 * reach a file outside the output folder.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { nodeFileSystem } from '../write/file-system.js';
import { assertPlainPathInside } from '../write/output-guard.js';
import { MANIFEST_FILE, parseManifest, type ManifestReadResult } from './manifest.js';

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

interface DiskState {
  manifest: ManifestReadResult;
  /** The manifest's text as it is on disk (to tell whether it needs rewriting). */
  manifestText: string | undefined;
  files: Map<string, string | undefined>;
}

export async function readDiskState(
  outDir: string,
  plannedPaths: readonly string[],
): Promise<DiskState> {
  await assertPlainPathInside(nodeFileSystem, outDir, MANIFEST_FILE, 'the manifest');
  const manifestText = await readIfPresent(join(outDir, MANIFEST_FILE));
  const manifest = parseManifest(manifestText);
  const previousPaths = manifest.kind === 'ok' ? Object.keys(manifest.manifest.files) : [];
  const paths = [...new Set([...plannedPaths, ...previousPaths])];
  for (const path of paths) {
    await assertPlainPathInside(nodeFileSystem, outDir, path, `${MANIFEST_FILE} or the plan`);
  }
  const contents = await Promise.all(paths.map((path) => readIfPresent(join(outDir, path))));
  return { manifest, manifestText, files: new Map(paths.map((path, i) => [path, contents[i]])) };
}
