/**
 * Code a build ships twice: one module in two chunks, code of one package at one version from
 * two installed copies (`…/node_modules/viem/node_modules/@noble/curves/…` beside
 * `…/node_modules/ox/node_modules/@noble/curves/…`, both 1.9.1), or two chunks with the same
 * bytes. One package in different versions from different folders is different code: it is
 * reported on its own line and is not a failure.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RecordedChunk } from './module-recorder.js';

interface DuplicatesFound {
  /** Code shipped twice: each entry fails the bench. */
  shippedTwice: string[];
  /** Packages bundled in more than one version, each version with the folders it came from. */
  versions: string[];
}

/** `…/node_modules/a/node_modules/@s/p/x.js` → `@s/p` installed at `…/node_modules/a/node_modules/`. */
function installedPackage(moduleId: string): { name: string; folder: string } | undefined {
  const at = moduleId.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const inside = moduleId.slice(at + '/node_modules/'.length).split('/');
  const name = (inside[0]?.startsWith('@') ? inside.slice(0, 2) : inside.slice(0, 1)).join('/');
  return { name, folder: moduleId.slice(0, at + '/node_modules/'.length) };
}

/**
 * The version in the copy's package.json. Copies whose version cannot be read cannot be told
 * apart, so they count as one version (and as shipped twice).
 */
async function installedVersion(folder: string, name: string): Promise<string> {
  try {
    const manifest = JSON.parse(await readFile(join(folder, name, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    if (typeof manifest.version === 'string') return manifest.version;
  } catch {
    // fall through
  }
  return 'of unknown version';
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'];

/** `repoRoot` is cut from the folders named, so the report reads the same on every machine. */
export async function findDuplicates(
  chunks: RecordedChunk[],
  outDir: string,
  repoRoot: string,
): Promise<DuplicatesFound> {
  const shippedTwice: string[] = [];
  const versions: string[] = [];
  const chunksOf = new Map<string, string[]>();
  const copiesOf = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    for (const [id, length] of Object.entries(chunk.renderedLengths)) {
      if (length === 0) continue;
      chunksOf.set(id, [...(chunksOf.get(id) ?? []), chunk.fileName]);
      const installed = installedPackage(id);
      if (installed) {
        copiesOf.set(
          installed.name,
          (copiesOf.get(installed.name) ?? new Set()).add(installed.folder),
        );
      }
    }
  }
  for (const [id, fileNames] of chunksOf) {
    if (fileNames.length > 1) shippedTwice.push(`${id} is in ${fileNames.join(' and ')}`);
  }
  const named = (folders: string[]) =>
    folders.map((folder) => folder.replace(repoRoot, '') || './').join(', ');
  for (const [name, folders] of copiesOf) {
    if (folders.size < 2) continue;
    const foldersOf = new Map<string, string[]>();
    for (const folder of [...folders].sort()) {
      const version = await installedVersion(folder, name);
      foldersOf.set(version, [...(foldersOf.get(version) ?? []), folder]);
    }
    for (const [version, sameVersion] of foldersOf) {
      if (sameVersion.length > 1) {
        shippedTwice.push(
          `${name} ${version} comes from ${sameVersion.length} installed copies: ${named(sameVersion)}`,
        );
      }
    }
    if (foldersOf.size > 1) {
      const count = COUNT_WORDS[foldersOf.size] ?? String(foldersOf.size);
      const listed = [...foldersOf].map(([version, from]) => `${version} (${named(from)})`);
      versions.push(`${name} in ${count} versions: ${listed.join(', ')}`);
    }
  }
  const byHash = new Map<string, string[]>();
  for (const chunk of chunks) {
    const hash = createHash('sha256')
      .update(await readFile(join(outDir, chunk.fileName)))
      .digest('hex');
    byHash.set(hash, [...(byHash.get(hash) ?? []), chunk.fileName]);
  }
  for (const fileNames of byHash.values()) {
    if (fileNames.length > 1) shippedTwice.push(`identical chunks: ${fileNames.join(', ')}`);
  }
  return { shippedTwice, versions };
}
