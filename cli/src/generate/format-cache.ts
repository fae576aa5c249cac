/**
 * Formatted output remembered between runs, so a re-run over an unchanged kit (and
 * `generate --check` in particular) does not run prettier again. An entry is found by the file's
 * path and its rendered text, inside a file named after everything else the output depends on
 * (CLI and prettier versions, the formatting options): a stale entry is never found.
 * Kept under the host's `node_modules/.cache/`, where build tools keep theirs.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Entries kept across runs: a few configs' worth of files. */
const MAX_ENTRIES = 400;

export interface FormatCache {
  get(path: string, rendered: string): string | undefined;
  set(path: string, rendered: string, formatted: string): void;
}

interface StoredFormatCache extends FormatCache {
  /** Writes what this run used or added (nothing when nothing changed). */
  save(): Promise<void>;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * `node_modules/.cache/create-wallet-kit` in the project or the nearest folder above it with
 * node_modules (a workspace keeps one at its root); undefined without any: no cache.
 */
export function projectCacheDir(projectRoot: string): string | undefined {
  for (let dir = projectRoot; ; dir = dirname(dir)) {
    const nodeModules = join(dir, 'node_modules');
    if (existsSync(nodeModules)) return join(nodeModules, '.cache', 'create-wallet-kit');
    if (dirname(dir) === dir) return undefined;
  }
}

export async function openFormatCache(
  cacheDir: string | undefined,
  dependsOn: unknown,
): Promise<StoredFormatCache> {
  const file =
    cacheDir && join(cacheDir, `format-${hash(JSON.stringify(dependsOn)).slice(0, 16)}.json`);
  let stored: Record<string, string> = {};
  if (file) {
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (typeof parsed === 'object' && parsed !== null) stored = parsed as Record<string, string>;
    } catch {
      // Missing or unreadable: start empty, the output is the same, only slower.
    }
  }
  const used = new Map<string, string>();
  let added = false;
  const keyOf = (path: string, rendered: string) => hash(`${path}\n${rendered}`);
  return {
    get(path, rendered) {
      const key = keyOf(path, rendered);
      const value = used.get(key) ?? stored[key];
      if (typeof value === 'string') used.set(key, value);
      return typeof value === 'string' ? value : undefined;
    },
    set(path, rendered, formatted) {
      used.set(keyOf(path, rendered), formatted);
      added = true;
    },
    async save() {
      if (!file || !cacheDir || !added) return;
      // This run's entries last, so the oldest others are the first dropped.
      const others = Object.entries(stored).filter(([key]) => !used.has(key));
      const entries = [...others, ...used].slice(-MAX_ENTRIES);
      try {
        await mkdir(cacheDir, { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, JSON.stringify(Object.fromEntries(entries)));
        await rename(temporary, file);
      } catch {
        // A cache that cannot be written only makes the next run slower.
      }
    },
  };
}
