/**
 * Writes dist/pglite-template-<version>.tar.gz: the data folder PGlite's initdb makes, run once
 * here in memory, so that every new embedded database starts from it (src/db/pglite-template.ts).
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteTemplateFileName } from '../src/db/pglite-template.js';

const target = fileURLToPath(new URL(`../dist/${pgliteTemplateFileName()}`, import.meta.url));
const pglite = await PGlite.create();
try {
  const dump = await pglite.dumpDataDir('gzip');
  await writeFile(target, Buffer.from(await dump.arrayBuffer()));
} finally {
  await pglite.close();
}
console.log(`wrote ${target}`);
