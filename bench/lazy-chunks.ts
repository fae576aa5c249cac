/** The chunks a page loads only on demand, largest first, each with the package it mostly holds. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { largestContributors } from './contributors.js';
import type { RecordedChunk } from './module-recorder.js';

export interface LazyChunk {
  fileName: string;
  gzip: number;
  /** The package with the most code in the chunk. */
  mostly: string;
}

export async function largestLazyChunks(
  chunks: RecordedChunk[],
  initial: Set<string>,
  outDir: string,
  repoRoot: string,
  count: number,
): Promise<LazyChunk[]> {
  const lazy: LazyChunk[] = [];
  for (const chunk of chunks) {
    if (initial.has(chunk.fileName)) continue;
    const bytes = await readFile(join(outDir, chunk.fileName));
    const [top] = largestContributors([chunk], new Set([chunk.fileName]), repoRoot, 1);
    lazy.push({
      fileName: chunk.fileName,
      gzip: gzipSync(bytes).byteLength,
      mostly: top?.name ?? '?',
    });
  }
  return lazy.sort((a, b) => b.gzip - a.gzip).slice(0, count);
}
