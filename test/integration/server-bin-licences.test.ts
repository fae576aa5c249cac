/**
 * What the `wallet-kit-server` bin bundles contains no copyleft code: the bin
 * (server/dist/bin/wallet-kit-server.js) carries its libraries inside one file, so their licences
 * travel with the tarball. It is rebuilt by esbuild from the same entry and externals as the
 * service's build (server/tsup.config.ts), with a metafile naming every module that put bytes in
 * it, and the package licence of each is read. GPL, LGPL, AGPL and SSPL fail the test. The
 * licences found are printed. See docs/security.md.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { binBuild } from '../../server/tsup.config.js';
import { REPO_ROOT } from '../../scripts/demo/example-app.js';
import {
  copyleftPackages,
  licenceListing,
  licencesInBuild,
  packagesWithoutLicence,
} from './licences/licences-in-build.js';
import type { PackageLicence } from './licences/package-licence.js';

const SERVER_DIR = join(REPO_ROOT, 'server');
/** Package name → licence, for the packages that put code in the bin. */
let bundled = new Map<string, PackageLicence>();

beforeAll(async () => {
  const result = await build({
    entryPoints: Object.values(binBuild.entry).map((entry) => join(SERVER_DIR, entry)),
    absWorkingDir: SERVER_DIR,
    bundle: true,
    write: false,
    metafile: true,
    outdir: join(REPO_ROOT, 'test-results', 'server-bin-licences'),
    format: binBuild.format[0],
    platform: binBuild.platform,
    target: binBuild.target,
    external: [...binBuild.external],
    plugins: [...binBuild.esbuildPlugins],
    banner: binBuild.banner,
    logLevel: 'silent',
  });
  bundled = licencesInBuild(result.metafile, SERVER_DIR);
}, 300_000);

describe('licences of the libraries the wallet-kit-server bin bundles', () => {
  it('the build includes the service and the libraries it is meant to check', () => {
    expect([...bundled.keys()]).toEqual(
      expect.arrayContaining(['@wallet-kit/server', 'hono', 'kysely', 'nodemailer', 'jose']),
    );
  });

  it('no module of the bin comes from a GPL, LGPL, AGPL or SSPL package', () => {
    console.log(`licences of the ${bundled.size} packages in the bin:\n${licenceListing(bundled)}`);
    expect(copyleftPackages(bundled)).toEqual([]);
  });

  it('every package in the bin states a licence, in package.json or a LICENSE file', () => {
    expect(packagesWithoutLicence(bundled)).toEqual([]);
  });
});
