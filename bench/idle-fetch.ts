/**
 * The JS a page fetches after its first load without being asked: the chunks it requests
 * between the navigation and the click, other than the initial ones (the kit fetches its
 * modal's code at idle time). Moving code from the first load to an idle-time fetch must not
 * hide it, so the bench prints these bytes beside the initial and total JS.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Size } from './measure-build.js';

/**
 * The built files among `fetchedPaths` (URL paths the page requested before the click) that
 * are JS and not initial, sorted, each once. Paths are the server's: `/assets/x.js`.
 */
export function jsFetchedAfterLoad(
  fetchedPaths: Iterable<string>,
  initial: ReadonlySet<string>,
): string[] {
  const files = new Set<string>();
  for (const path of fetchedPaths) {
    const fileName = path.replace(/^\/+/, '');
    if (fileName.endsWith('.js') && !initial.has(fileName)) files.add(fileName);
  }
  return [...files].sort();
}

export interface IdleFetch {
  /** The chunks fetched after load without a click (file names in the build). */
  files: string[];
  size: Size;
}

export async function idleFetchSize(outDir: string, files: string[]): Promise<IdleFetch> {
  const size = { raw: 0, gzip: 0 };
  for (const fileName of files) {
    const bytes = await readFile(join(outDir, fileName));
    size.raw += bytes.byteLength;
    size.gzip += gzipSync(bytes).byteLength;
  }
  return { files, size };
}
