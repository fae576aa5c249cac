/**
 * The wallet frame stays light: a browser opening it for an eip155 service loads at most
 * 60 KiB gzip of JS before the frame is ready, and each family's code (Solana) and the smart
 * accounts' code is its own chunk, fetched only when used. The frame is built by esbuild from
 * the same entry and options as the service's build (server/tsup.config.ts), with a metafile
 * telling which modules are in the initial JS. Figures printed; see docs/embedded-wallet.md.
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/demo/example-app.js';
import { buildFrameLikeTheService, SERVER_DIR } from './frame/build-frame.js';

const OUT_DIR = join(REPO_ROOT, 'test-results', 'frame-weight');
const BUDGET_GZIP = 60 * 1024;

let metafile: Metafile;
let bodies: Map<string, Uint8Array>;
/** main.js and every chunk it imports statically: what loads before the frame runs. */
let initial: Set<string>;

beforeAll(async () => {
  const result = await buildFrameLikeTheService(OUT_DIR);
  metafile = result.metafile;
  // Metafile paths are relative to the working directory; output files are absolute.
  bodies = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  initial = new Set();
  const visit = (output: string) => {
    if (initial.has(output)) return;
    initial.add(output);
    for (const { path, kind } of metafile.outputs[output]!.imports)
      if (kind === 'import-statement') visit(path);
  };
  const main = Object.keys(metafile.outputs).find((path) => path.endsWith('/main.js'))!;
  visit(main);
}, 300_000);

const gzip = (paths: Iterable<string>) =>
  [...paths].reduce(
    (sum, path) => sum + gzipSync(bodies.get(join(SERVER_DIR, path))!, { level: 9 }).length,
    0,
  );
const inputsOf = (paths: Iterable<string>) =>
  [...paths].flatMap((path) => Object.keys(metafile.outputs[path]!.inputs));

describe('the wallet frame loads light', () => {
  it('its initial JS is at most 60 KiB gzip', () => {
    const initialGzip = gzip(initial);
    const all = Object.keys(metafile.outputs).filter((path) => path.endsWith('.js'));
    console.log(
      `frame initial JS: ${initial.size} files, ${(initialGzip / 1024).toFixed(1)} KiB gzip; all JS: ${all.length} files, ${(gzip(all) / 1024).toFixed(1)} KiB gzip`,
    );
    expect(initialGzip).toBeLessThanOrEqual(BUDGET_GZIP);
  });

  it('no viem, request review, signing, Solana or smart-account code is in its initial JS', () => {
    const heavy = inputsOf(initial).filter((input) =>
      /node_modules\/(viem|ox|abitype)\/|^src\/frame\/(describe-request|decode-|rpc-|smart-account-wallet|smart-account\.ts|solana-|token-info|call-abi)/.test(
        input,
      ),
    );
    expect(heavy).toEqual([]);
  });

  it("Solana's and the smart accounts' code each load on demand, in a chunk of their own", () => {
    const lazy = Object.keys(metafile.outputs).filter((path) => !initial.has(path));
    for (const module of [
      'src/frame/rpc-solana.ts',
      'src/frame/decode-solana.ts',
      'src/frame/smart-account-wallet.ts',
    ]) {
      const holders = lazy.filter((path) => module in metafile.outputs[path]!.inputs);
      expect(holders, module).toHaveLength(1);
      expect(inputsOf(initial)).not.toContain(module);
    }
  });
});
