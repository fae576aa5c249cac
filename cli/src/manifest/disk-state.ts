/** Reads what is on disk now for the paths a run compares. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_FILE, parseManifest, type ManifestReadResult } from './manifest.js';

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export interface DiskState {
  manifest: ManifestReadResult;
  /** The manifest's text as it is on disk (to tell whether it needs rewriting). */
  manifestText: string | undefined;
  files: Map<string, string | undefined>;
}

export async function readDiskState(
  outDir: string,
  plannedPaths: readonly string[],
): Promise<DiskState> {
  const manifestText = await readIfPresent(join(outDir, MANIFEST_FILE));
  const manifest = parseManifest(manifestText);
  const previousPaths = manifest.kind === 'ok' ? Object.keys(manifest.manifest.files) : [];
  const paths = [...new Set([...plannedPaths, ...previousPaths])];
  const contents = await Promise.all(paths.map((path) => readIfPresent(join(outDir, path))));
  return { manifest, manifestText, files: new Map(paths.map((path, i) => [path, contents[i]])) };
}
