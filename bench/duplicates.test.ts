import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findDuplicates } from './duplicates.js';
import type { RecordedChunk } from './module-recorder.js';

let root: string;
let outDir: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'wallet-kit-duplicates-'));
  outDir = join(root, 'dist');
  await mkdir(outDir);
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Installs a package.json for `name` at `version` under `folder` (relative to the root). */
async function install(folder: string, name: string, version: string): Promise<string> {
  const manifest = join(root, folder, name, 'package.json');
  await mkdir(dirname(manifest), { recursive: true });
  await writeFile(manifest, JSON.stringify({ name, version }));
  return join(root, folder, name, 'index.js');
}

/** A chunk holding these modules, written to the output folder with its own bytes. */
async function chunk(fileName: string, moduleIds: string[]): Promise<RecordedChunk> {
  await writeFile(join(outDir, fileName), `// ${fileName}\n`);
  return {
    fileName,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    moduleIds,
    renderedLengths: Object.fromEntries(moduleIds.map((id) => [id, 100])),
    glueOnly: [],
  };
}

describe('findDuplicates', () => {
  it('fails one package version bundled from two installed folders', async () => {
    const nested = await install('node_modules/@solana/web3.js/node_modules', 'bs58', '4.0.1');
    const other = await install('node_modules/borsh/node_modules', 'bs58', '4.0.1');
    const found = await findDuplicates(
      [await chunk('a.js', [nested]), await chunk('b.js', [other])],
      outDir,
      `${root}/`,
    );
    expect(found.shippedTwice).toEqual([
      'bs58 4.0.1 comes from 2 installed copies: node_modules/@solana/web3.js/node_modules/, node_modules/borsh/node_modules/',
    ]);
    expect(found.versions).toEqual([]);
  });

  it('reports two versions from two folders on their own line, not as shipped twice', async () => {
    const top = await install('node_modules', 'bs58', '4.0.1');
    const pinned = await install('node_modules/@walletconnect/utils/node_modules', 'bs58', '6.0.0');
    const found = await findDuplicates(
      [await chunk('a.js', [pinned]), await chunk('b.js', [top])],
      outDir,
      `${root}/`,
    );
    expect(found.shippedTwice).toEqual([]);
    expect(found.versions).toEqual([
      'bs58 in two versions: 4.0.1 (node_modules/), 6.0.0 (node_modules/@walletconnect/utils/node_modules/)',
    ]);
  });
});
