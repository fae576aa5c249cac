/**
 * Code a build ships twice: one module in two chunks, code of one package from two installed
 * copies (`…/node_modules/viem/node_modules/@noble/curves/…` beside
 * `…/node_modules/ox/node_modules/@noble/curves/…`), or two chunks with the same bytes.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RecordedChunk } from './module-recorder.js';

/** `…/node_modules/a/node_modules/@s/p/x.js` → `@s/p` installed at `…/node_modules/a/node_modules/`. */
function installedPackage(moduleId: string): { name: string; folder: string } | undefined {
  const at = moduleId.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const inside = moduleId.slice(at + '/node_modules/'.length).split('/');
  const name = (inside[0]?.startsWith('@') ? inside.slice(0, 2) : inside.slice(0, 1)).join('/');
  return { name, folder: moduleId.slice(0, at + '/node_modules/'.length) };
}

/** `repoRoot` is cut from the folders named, so the report reads the same on every machine. */
export async function findDuplicates(
  chunks: RecordedChunk[],
  outDir: string,
  repoRoot: string,
): Promise<string[]> {
  const found: string[] = [];
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
    if (fileNames.length > 1) found.push(`${id} is in ${fileNames.join(' and ')}`);
  }
  for (const [name, folders] of copiesOf) {
    if (folders.size > 1) {
      const named = [...folders].map((folder) => folder.replace(repoRoot, '') || './');
      found.push(`${name} comes from ${folders.size} installed copies: ${named.join(', ')}`);
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
    if (fileNames.length > 1) found.push(`identical chunks: ${fileNames.join(', ')}`);
  }
  return found;
}
