/**
 * Writes a template tarball (a gzip tar that PGlite's `dumpDataDir` made) into a new data folder
 * with Node's own gunzip and file calls. PGlite's `loadDataDir` does the same work in
 * JavaScript through its wasm file system, about twice the CPU time at a cold start (see
 * docs/benchmarks.md). Here:
 * - all-zero blocks are not written (the 16 MB WAL segment is mostly zeros); the file is sized
 *   to its full length, so it reads back the same;
 * - files are made readable by this user only (PGlite's own loader leaves them writable by all);
 * - PG_VERSION is written last: a folder an interrupted extraction left has none, so the next
 *   start extracts again instead of opening half a database;
 * - only plain files and folders inside the data folder are accepted: any other entry, or a
 *   name that would leave the folder, stops with an error.
 */
import { mkdirSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const BLOCK = 512;
const PAGE = 8192;

interface TarEntry {
  name: string;
  kind: 'file' | 'folder';
  bytes: Uint8Array;
}

function field(header: Buffer, offset: number, length: number): string {
  const raw = header.subarray(offset, offset + length).toString('latin1');
  const end = raw.indexOf('\0');
  return end === -1 ? raw : raw.slice(0, end);
}

function* tarEntries(tar: Buffer): Generator<TarEntry> {
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return;
    const prefix =
      header.subarray(257, 262).toString('latin1') === 'ustar' ? field(header, 345, 155) : '';
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    if (!Number.isSafeInteger(size) || size < 0) throw new Error(`template: bad size for ${name}`);
    const start = offset + BLOCK;
    if (type === '0' || type === '\0') {
      yield { name, kind: 'file', bytes: tar.subarray(start, start + size) };
    } else if (type === '5') {
      yield { name, kind: 'folder', bytes: new Uint8Array() };
    } else {
      throw new Error(`template: unexpected entry type ${JSON.stringify(type)} for ${name}`);
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
}

/** The entry's path inside `dataDir`; refuses a name that would lead out of it. */
function inside(dataDir: string, name: string): string {
  const relative = normalize(name.replace(/^\/+/, ''));
  if (relative === '.' || relative === '') return dataDir;
  if (isAbsolute(relative) || relative === '..' || relative.startsWith(`..${sep}`)) {
    throw new Error(`template: entry ${name} leads out of the data folder`);
  }
  return join(dataDir, relative);
}

/** A page of zeros to compare pages with. */
const ZERO_PAGE = new Uint8Array(PAGE);

/** Whether a page (or a file's last, shorter one) is all zeros, compared natively (memcmp). */
const isZero = (page: Uint8Array) => Buffer.compare(page, ZERO_PAGE.subarray(0, page.length)) === 0;

/**
 * Writes the file's non-zero pages only (each run of them in one write), then gives it its full
 * length. A byte-by-byte test in JavaScript took about 0.2 s of CPU over the template's zero
 * pages.
 */
async function writeSparse(path: string, bytes: Uint8Array): Promise<void> {
  const file = await open(path, 'w', 0o600);
  try {
    let runStart = -1;
    for (let at = 0; at <= bytes.length; at += PAGE) {
      const page = bytes.subarray(at, Math.min(at + PAGE, bytes.length));
      const data = page.length > 0 && !isZero(page);
      if (data && runStart < 0) runStart = at;
      if (!data && runStart >= 0) {
        await file.write(bytes, runStart, at - runStart, runStart);
        runStart = -1;
      }
    }
    if (runStart >= 0) await file.write(bytes, runStart, bytes.length - runStart, runStart);
    await file.truncate(bytes.length);
  } finally {
    await file.close();
  }
}

/** How many files are written at once: Node's thread pool has four threads. */
const PARALLEL_FILES = 4;

/**
 * Fills `dataDir` from the template. Every file call runs on Node's thread pool, so the main
 * thread stays free for PGlite's own start meanwhile (see pglite-template.ts).
 */
export async function extractTemplate(tarballPath: string, dataDir: string): Promise<void> {
  const tar = await promisify(gunzip)(await readFile(tarballPath));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let version: TarEntry | undefined;
  const files: { path: string; bytes: Uint8Array }[] = [];
  // Folders first, at once (a few dozen); a tarball need not list a file's folder before it.
  for (const entry of tarEntries(tar)) {
    const path = inside(dataDir, entry.name);
    if (entry.kind === 'folder') {
      mkdirSync(path, { recursive: true, mode: 0o700 });
    } else if (path === join(dataDir, 'PG_VERSION')) {
      version = entry;
    } else {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      files.push({ path, bytes: entry.bytes });
    }
  }
  if (!version) throw new Error('template: no PG_VERSION in the tarball');
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL_FILES }, async () => {
      while (next < files.length) {
        const file = files[next++]!;
        await writeSparse(file.path, file.bytes);
      }
    }),
  );
  // Last: a folder without it is filled again at the next start.
  await writeSparse(join(dataDir, 'PG_VERSION'), version.bytes);
}
