/**
 * A new embedded database starts from a template instead of PGlite's initdb. Initdb runs a
 * second wasm PostgreSQL and takes several seconds (over ten on a busy two-core machine) on
 * every first start; loading the same files from a gzip tarball takes under two. The build
 * writes the template (scripts/write-pglite-template.ts) by running initdb once, in memory, and
 * dumping the data folder PGlite itself made, so a database made from it is the one initdb
 * would have made.
 *
 * A template belongs to the PGlite version that made it (its file name carries the version):
 * with any other version, or with no template beside the code, PGlite runs initdb as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

/** The installed PGlite's version: its package.json, found from its entry point. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  while (dir !== dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version: string;
      };
      if (name === '@electric-sql/pglite') return version;
    }
    dir = dirname(dir);
  }
  throw new Error('@electric-sql/pglite has no package.json above its entry point');
}

export function pgliteTemplateFileName(): string {
  return `pglite-template-${pgliteVersion()}.tar.gz`;
}

/**
 * Where the template is: dist/ beside the bundled service (dist/*.js or dist/bin/*.js), or the
 * package's dist/ when the service runs from its sources (src/db/*.ts).
 */
function templatePath(): string | undefined {
  const name = pgliteTemplateFileName();
  return ['./', '../', '../../dist/']
    .map((folder) => fileURLToPath(new URL(folder + name, import.meta.url)))
    .find((path) => existsSync(path));
}

/** PGlite over `dataDir` (memory when absent), made from the template when it is new. */
export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const loadDataDir = await templateFor(dataDir);
  return new PGlite({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) });
}

/**
 * The template for a database that does not exist yet: a folder without PG_VERSION, or memory.
 * Undefined when the database exists (PGlite opens it as it is) or no template was built.
 */
export async function templateFor(dataDir: string | undefined): Promise<Blob | undefined> {
  if (dataDir && existsSync(join(dataDir, 'PG_VERSION'))) return undefined;
  const path = templatePath();
  if (!path) return undefined;
  return new Blob([await readFile(path)]);
}
