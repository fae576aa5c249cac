/**
 * What the wallet service ships to browsers contains no copyleft code: the embedded-wallet
 * frame's script (server/dist/frame/main.js) is rebuilt by esbuild from the same entry and
 * options as the service's build (server/tsup.config.ts), with a metafile naming every module
 * that put bytes in it, and the package licence of each is read. GPL, LGPL, AGPL and SSPL fail
 * the test. The licences found are printed. See docs/security.md.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { frameBuild } from '../../server/tsup.config.js';
import { REPO_ROOT } from '../../scripts/demo/example-app.js';
import {
  copyleftPackages,
  licenceListing,
  licencesInBuild,
  packagesWithoutLicence,
} from './licences/licences-in-build.js';
import type { PackageLicence } from './licences/package-licence.js';

const SERVER_DIR = join(REPO_ROOT, 'server');
/** Package name → licence, for the packages that put code in the frame's script. */
let shipped = new Map<string, PackageLicence>();

beforeAll(async () => {
  const result = await build({
    entryPoints: Object.values(frameBuild.entry).map((entry) => join(SERVER_DIR, entry)),
    absWorkingDir: SERVER_DIR,
    bundle: true,
    write: false,
    metafile: true,
    outdir: join(REPO_ROOT, 'test-results', 'frame-bundle-licences'),
    format: frameBuild.format[0],
    platform: frameBuild.platform,
    target: frameBuild.target,
    minify: frameBuild.minify,
    define: frameBuild.define,
    logLevel: 'silent',
  });
  shipped = licencesInBuild(result.metafile, SERVER_DIR);
}, 300_000);

describe("licences of the code the wallet frame's script ships", () => {
  it('the build includes the frame, viem and the ed25519 code it is meant to check', () => {
    expect([...shipped.keys()]).toEqual(
      expect.arrayContaining(['@wallet-kit/server', 'viem', '@noble/curves']),
    );
  });

  it("no module of the frame's script comes from a GPL, LGPL, AGPL or SSPL package", () => {
    console.log(
      `licences of the ${shipped.size} packages in the frame:\n${licenceListing(shipped)}`,
    );
    expect(copyleftPackages(shipped)).toEqual([]);
  });

  it('every package in the frame states a licence, in package.json or a LICENSE file', () => {
    expect(packagesWithoutLicence(shipped)).toEqual([]);
  });
});
