import { mkdtempSync, rmSync } from 'node:fs';
import { databaseScratchRoot } from '@wallet-kit/local-stack/scratch-root';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, templateFor } from './pglite-template.js';

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(join(databaseScratchRoot(), 'wallet-kit-template-'));
  folders.push(folder);
  return folder;
};

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** What initdb decides and a service could notice: databases, encoding, collation, version. */
async function clusterFacts(pglite: PGlite) {
  const { rows: databases } = await pglite.query(
    `select datname, pg_encoding_to_char(encoding) as encoding, datcollate, datctype
     from pg_database order by datname`,
  );
  const { rows: settings } = await pglite.query(
    `select name, setting from pg_settings
     where name in ('server_version', 'server_encoding', 'lc_messages', 'TimeZone', 'DateStyle')
     order by name`,
  );
  return { databases, settings };
}

describe('a new embedded database starts from the template the build wrote', () => {
  it('the build wrote a template, offered for a new folder and for memory', async () => {
    expect(await templateFor(newFolder())).toBeInstanceOf(Blob);
    expect(await templateFor(undefined)).toBeInstanceOf(Blob);
  });

  it(
    'a folder that already holds a database is opened as it is, never overwritten',
    { timeout: 30_000 },
    async () => {
      const folder = newFolder();
      const first = await openPglite(folder);
      await first.query('create table kept (value text)');
      await first.query(`insert into kept values ('still here')`);
      await first.close();

      expect(await templateFor(folder)).toBeUndefined();
      const reopened = await openPglite(folder);
      expect((await reopened.query('select value from kept')).rows).toEqual([
        { value: 'still here' },
      ]);
      await reopened.close();
    },
  );

  it('a database made from the template is the one initdb makes', { timeout: 60_000 }, async () => {
    const fromTemplate = await openPglite(newFolder());
    const fromInitdb = new PGlite(newFolder());
    try {
      expect(await clusterFacts(fromTemplate)).toEqual(await clusterFacts(fromInitdb));
    } finally {
      await fromTemplate.close();
      await fromInitdb.close();
    }
  });
});
