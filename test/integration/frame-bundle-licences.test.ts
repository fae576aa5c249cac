/**
 * What the wallet service ships to browsers contains no copyleft code: the embedded-wallet
 * frame's script (server/dist/frame/main.js) is rebuilt by esbuild from the same entry and
 * options as the service's build (server/tsup.config.ts), with a metafile naming every module
 * that put bytes in it, and the package licence of each is read. GPL, LGPL, AGPL and SSPL fail
 * the test. The licences found are printed. See docs/security.md.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/demo/example-app.js';
import { buildFrameLikeTheService, SERVER_DIR } from './frame/build-frame.js';
import {
  copyleftPackages,
  licenceListing,
  licencesInBuild,
  packagesWithoutLicence,
} from './licences/licences-in-build.js';
import type { PackageLicence } from './licences/package-licence.js';

/** Package name → licence, for the packages that put code in the frame's script. */
let shipped = new Map<string, PackageLicence>();

beforeAll(async () => {
  const result = await buildFrameLikeTheService(
    join(REPO_ROOT, 'test-results', 'frame-bundle-licences'),
  );
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
