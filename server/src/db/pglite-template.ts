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
 *
 * The wallet service has its own template: the same database with the service's migrations
 * already applied, so a new folder skips them too (about a quarter of a cold start; see
 * docs/benchmarks.md). Its migrations are the ones the same build ships; a start still checks
 * them and runs the migrator when they differ. It holds only the `postgres` database: the
 * template databases (template0, template1) are dropped, since the service never runs CREATE
 * DATABASE, and their 600 files were more than half of what a new folder had to write (file
 * creation is most of a cold start's extraction; see docs/benchmarks.md). Without it the empty
 * template is used.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { extractTemplate } from './template-extract.js';

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

/** `empty`: what initdb makes; `wallet-service`: that with the wallet service's migrations. */
export type PgliteTemplate = 'empty' | 'wallet-service';

const TEMPLATE_PREFIX: Record<PgliteTemplate, string> = {
  empty: 'pglite-template',
  'wallet-service': 'wallet-service-template',
};

export function pgliteTemplateFileName(template: PgliteTemplate = 'empty'): string {
  return `${TEMPLATE_PREFIX[template]}-${pgliteVersion()}.tar.gz`;
}

/**
 * Where a template is: dist/ beside the bundled service (dist/*.js or dist/bin/*.js), or the
 * package's dist/ when the service runs from its sources (src/db/*.ts).
 */
function templatePath(template: PgliteTemplate): string | undefined {
  const name = pgliteTemplateFileName(template);
  return ['./', '../', '../../dist/']
    .map((folder) => fileURLToPath(new URL(folder + name, import.meta.url)))
    .find((path) => existsSync(path));
}

/** PGlite over `dataDir` (memory when absent), made from a template when it is new. */
export async function openPglite(
  dataDir: string | undefined,
  template: PgliteTemplate = 'empty',
): Promise<PGlite> {
  const [{ PGlite }, { NodeFS }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/nodefs'),
  ]);
  let pglite: PGlite;
  if (dataDir) {
    // A new folder is filled from the template while PGlite reads and compiles its wasm and
    // unpacks its own files: PGlite looks into the folder only after its file system's first
    // sync, which waits for the filling (template-extract.ts works on the thread pool).
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const filled = extractInto(dataDir, template);
    filled.catch(() => {}); // the failure is PGlite's start's, below
    class FilledFolder extends NodeFS {
      override async initialSyncFs(): Promise<void> {
        await filled;
      }
    }
    pglite = new PGlite({ fs: new FilledFolder(dataDir) });
  } else {
    const loadDataDir = await templateFor(undefined, template);
    pglite = new PGlite(loadDataDir ? { loadDataDir } : {});
  }
  // Ready here, not at the first query: a start's trace then tells the boot from the migrations.
  await pglite.waitReady;
  return pglite;
}

/** A folder without PG_VERSION gets the template's files (template-extract.ts); else as it is. */
async function extractInto(dataDir: string, template: PgliteTemplate): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const path = templatePath(template) ?? templatePath('empty');
  if (path) await extractTemplate(path, dataDir);
}

/**
 * The template for a database that does not exist yet: a folder without PG_VERSION, or memory.
 * The one asked for, else the empty one; undefined when the database exists (PGlite opens it as
 * it is) or no template was built.
 */
export async function templateFor(
  dataDir: string | undefined,
  template: PgliteTemplate = 'empty',
): Promise<Blob | undefined> {
  if (dataDir && existsSync(join(dataDir, 'PG_VERSION'))) return undefined;
  const path = templatePath(template) ?? templatePath('empty');
  if (!path) return undefined;
  return new Blob([await readFile(path)]);
}
