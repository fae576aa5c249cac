/**
 * Writes the templates every new embedded database starts from (src/db/pglite-template.ts):
 * - dist/pglite-template-<version>.tar.gz: the data folder PGlite's initdb makes, run once here
 *   in memory;
 * - dist/wallet-service-template-<version>.tar.gz: that database with the wallet service's
 *   migrations applied, so a new wallet service folder does not apply them at start.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PgliteDialect } from '../src/db/pglite-dialect.js';
import {
  openPglite,
  pgliteTemplateFileName,
  type PgliteTemplate,
} from '../src/db/pglite-template.js';
import { createWalletStore } from '../src/wallet-service/store.js';
import type { WalletDatabase } from '../src/wallet-service/schema.js';

async function dump(pglite: PGlite, template: PgliteTemplate) {
  const target = fileURLToPath(
    new URL(`../dist/${pgliteTemplateFileName(template)}`, import.meta.url),
  );
  // A checkpoint first: the dump's data files then hold every change, not only the WAL.
  await pglite.query('checkpoint');
  const tarball = await pglite.dumpDataDir('gzip');
  await writeFile(target, Buffer.from(await tarball.arrayBuffer()));
  console.log(`wrote ${target}`);
}

const empty = await PGlite.create();
try {
  await dump(empty, 'empty');
} finally {
  await empty.close();
}

// Made from the empty template just written, as a new folder would be.
const migrated = await openPglite(undefined, 'empty');
const db = new Kysely<WalletDatabase>({ dialect: new PgliteDialect(migrated, {}) });
try {
  await createWalletStore(db).migrate();
  await dump(migrated, 'wallet-service');
} finally {
  await db.destroy();
}
