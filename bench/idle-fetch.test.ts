import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { idleFetchSize, jsFetchedAfterLoad } from './idle-fetch.js';

describe('JS fetched after load without a click', () => {
  it('keeps the JS the page fetched that is not initial, each file once', () => {
    const initial = new Set(['assets/index-A.js', 'assets/react-B.js']);
    const fetched = [
      '/',
      '/assets/index-A.js',
      '/assets/react-B.js',
      '/assets/index-C.css',
      '/assets/WalletModalContent-D.js',
      '/assets/text-E.js',
      '/assets/WalletModalContent-D.js',
    ];
    expect(jsFetchedAfterLoad(fetched, initial)).toEqual([
      'assets/WalletModalContent-D.js',
      'assets/text-E.js',
    ]);
  });

  it('sizes those files raw and gzip from the build folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'idle-fetch-'));
    try {
      const code = 'export const modal = "the modal";\n'.repeat(20);
      await writeFile(join(dir, 'a.js'), code);
      const measured = await idleFetchSize(dir, ['a.js']);
      expect(measured.size).toEqual({
        raw: Buffer.byteLength(code),
        gzip: gzipSync(Buffer.from(code)).byteLength,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
