import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite-template.js';
import { extractTemplate } from './template-extract.js';

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'wallet-kit-extract-'));
  folders.push(folder);
  return folder;
};

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A gzip tar of plain files (type '0'), or of any entry type asked for. */
function tarball(entries: { name: string; content?: string; type?: string }[]): string {
  const blocks: Buffer[] = [];
  for (const { name, content = '', type = '0' } of entries) {
    const header = Buffer.alloc(512);
    header.write(name, 0, 100, 'latin1');
    header.write('0000644\0', 100, 'latin1');
    header.write(`${Buffer.byteLength(content).toString(8).padStart(11, '0')}\0`, 124, 'latin1');
    header.write(type, 156, 'latin1');
    header.write('ustar\0', 257, 'latin1');
    blocks.push(header);
    const body = Buffer.alloc(Math.ceil(Buffer.byteLength(content) / 512) * 512);
    body.write(content, 'latin1');
    blocks.push(body);
  }
  blocks.push(Buffer.alloc(1024));
  const path = join(newFolder(), 'template.tar.gz');
  writeFileSync(path, gzipSync(Buffer.concat(blocks)));
  return path;
}

describe('a new data folder is filled from the template by Node', () => {
  it('an entry that leads out of the data folder is refused and nothing is written outside', async () => {
    const parent = newFolder();
    const dataDir = join(parent, 'data');
    const path = tarball([
      { name: '/../escaped', content: 'planted' },
      { name: '/PG_VERSION', content: '18\n' },
    ]);
    await expect(extractTemplate(path, dataDir)).rejects.toThrow(/leads out of the data folder/);
    expect(existsSync(join(parent, 'escaped'))).toBe(false);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
  });

  it('a link or any entry other than a file or a folder is refused', async () => {
    const dataDir = join(newFolder(), 'data');
    const path = tarball([
      { name: '/pg_link', type: '2' },
      { name: '/PG_VERSION', content: '18\n' },
    ]);
    await expect(extractTemplate(path, dataDir)).rejects.toThrow(/unexpected entry type/);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
  });

  it('a file with zero pages between data pages and a short last page reads back the same', async () => {
    const page = 8192;
    const mixed = Buffer.alloc(3 * page + 100);
    mixed.fill(7, 0, page); // data, a zero page, data, then a short page of data
    mixed.fill(9, 2 * page, 3 * page);
    mixed.fill(5, 3 * page);
    const zeros = Buffer.alloc(2 * page);
    const dataDir = join(newFolder(), 'data');
    await extractTemplate(
      tarball([
        { name: '/base/5/2619', content: mixed.toString('latin1') },
        { name: '/pg_wal/000000010000000000000001', content: zeros.toString('latin1') },
        { name: '/PG_VERSION', content: '18\n' },
      ]),
      dataDir,
    );
    expect(readFileSync(join(dataDir, 'base/5/2619')).equals(mixed)).toBe(true);
    expect(readFileSync(join(dataDir, 'pg_wal/000000010000000000000001')).equals(zeros)).toBe(true);
  });

  it('the files are readable by their owner only', async () => {
    const dataDir = join(newFolder(), 'data');
    await extractTemplate(
      tarball([
        { name: '/base/1/1259', content: 'x' },
        { name: '/PG_VERSION', content: '18\n' },
      ]),
      dataDir,
    );
    expect(statSync(join(dataDir, 'base/1/1259')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'PG_VERSION')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8')).toBe('18\n');
  });

  it(
    'an extraction cut short leaves no PG_VERSION, so the next start extracts again and opens',
    { timeout: 60_000 },
    async () => {
      const dataDir = join(newFolder(), 'data');
      // What a start killed mid-extraction leaves: some files, no PG_VERSION.
      await extractTemplate(
        tarball([
          { name: '/global/pg_control', content: 'torn' },
          { name: '/PG_VERSION', content: '18\n' },
        ]),
        dataDir,
      );
      rmSync(join(dataDir, 'PG_VERSION'));
      const pglite = await openPglite(dataDir);
      try {
        expect((await pglite.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
        expect(readFileSync(join(dataDir, 'global/pg_control')).length).toBeGreaterThan(4);
      } finally {
        await pglite.close();
      }
    },
  );
});
