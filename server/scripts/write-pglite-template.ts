/**
 * Writes the templates every new embedded database starts from (src/db/pglite-template.ts):
 * - dist/pglite-template-<version>.tar.gz: the data folder PGlite's initdb makes, run once here
 *   in memory;
 * - dist/wallet-service-template-<version>.tar.gz: that database with the wallet service's
 *   migrations applied, so a new wallet service folder does not apply them at start, and
 *   without the template databases (template0, template1), so a new folder gets 470 files to
 *   write instead of 1070 (see src/db/pglite-template.ts).
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

/**
 * The service uses only the `postgres` database; template0 and template1 serve CREATE DATABASE,
 * which it never runs. Dropping them (PostgreSQL allows it once they are no longer marked as
 * templates) removes their files from the catalogue and the folder alike. Each statement on its
 * own: DROP DATABASE refuses to run inside a multi-statement string.
 */
async function dropTemplateDatabases(pglite: PGlite) {
  for (const name of ['template0', 'template1']) {
    await pglite.exec(`alter database ${name} is_template false`);
    await pglite.exec(`drop database ${name}`);
  }
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
  await dropTemplateDatabases(migrated);
  await dump(migrated, 'wallet-service');
} finally {
  await db.destroy();
}
