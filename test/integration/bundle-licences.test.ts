/**
 * What a host ships contains no copyleft code: the example app is copied, a kit with every
 * chain family and library-backed feature is generated into it with the real CLI, a host page
 * rendering only that kit is built with vite, and the package licence of every module that
 * contributes code to the output is read. GPL, LGPL, AGPL and SSPL fail the test. The licences
 * found are printed. See docs/security.md.
 */
import { copyFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAndMeasure } from '../../bench/measure-build.js';
import { isBundlerGlue } from '../../bench/module-recorder.js';
import { copyExampleApp, demoEnv, generateKit, REPO_ROOT } from '../../scripts/demo/example-app.js';
import { isCopyleft, packageLicenceOf, type PackageLicence } from './licences/package-licence.js';

const WORK_DIR = join(REPO_ROOT, 'test-results', 'bundle-licences');
const APP_DIR = join(WORK_DIR, 'app');
const CONFIG_FILE = 'walletkit.licences.config.ts';
const RPC_URLS = ['http://127.0.0.1:8545', 'http://127.0.0.1:8546'] as const;

/** Package name → licence, for the packages that put code in the build. */
const shipped = new Map<string, PackageLicence>();
/** Packages resolved by the build whose code was all tree-shaken away. */
const resolvedOnly = new Map<string, PackageLicence>();
/**
 * Packages whose only bytes in the build are the bundler's glue (a kept `require_x()` call for
 * one of their imports): none of their own code ships.
 */
const glueOnly = new Map<string, PackageLicence>();

beforeAll(async () => {
  await copyExampleApp(APP_DIR);
  const here = join(REPO_ROOT, 'test', 'integration', 'licences');
  await copyFile(join(here, CONFIG_FILE), join(APP_DIR, CONFIG_FILE));
  await copyFile(join(here, 'host-entry.tsx'), join(APP_DIR, 'src', 'host-entry.tsx'));
  await generateKit(APP_DIR, demoEnv(RPC_URLS), undefined, CONFIG_FILE);

  Object.assign(process.env, demoEnv(RPC_URLS));
  const { chunks } = await buildAndMeasure(
    APP_DIR,
    join(WORK_DIR, 'dist'),
    REPO_ROOT,
    join(APP_DIR, 'src', 'host-entry.tsx'),
  );
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      // The host page's own code is the host's to license.
      if (id.startsWith(APP_DIR)) continue;
      const info = packageLicenceOf(id);
      if (!info) continue;
      if (chunk.glueOnly.includes(id)) glueOnly.set(info.name, info);
      else if ((chunk.renderedLengths[id] ?? 0) > 0) shipped.set(info.name, info);
      else resolvedOnly.set(info.name, info);
    }
  }
  for (const name of shipped.keys()) {
    resolvedOnly.delete(name);
    glueOnly.delete(name);
  }
  await rm(APP_DIR, { recursive: true, force: true });
}, 300_000);

const listing = (packages: Map<string, PackageLicence>) =>
  [...packages.values()].map(({ name, licence }) => `  ${name}: ${licence}`).sort();

describe('licences of the code a host ships', () => {
  it('the build includes the eip155, Solana and WalletConnect code it is meant to check', () => {
    expect([...shipped.keys()]).toEqual(
      expect.arrayContaining([
        '@wallet-kit/runtime',
        'viem',
        '@solana/web3.js',
        '@walletconnect/universal-provider',
      ]),
    );
  });

  it("the build includes the icon library's logos (each in a lazy chunk), so their licence is checked", () => {
    expect(shipped.get('@web3icons/core')).toMatchObject({ licence: 'MIT' });
  });

  it("the build includes the social buttons' logos of simple-icons (CC0-1.0), so their licence is checked", () => {
    expect(shipped.get('simple-icons')).toMatchObject({ licence: 'CC0-1.0' });
  });

  it('no bundled module comes from a GPL, LGPL, AGPL or SSPL package', () => {
    console.log(
      `licences of the ${shipped.size} packages shipped:\n${listing(shipped).join('\n')}`,
    );
    if (resolvedOnly.size > 0) {
      console.log(`resolved, but no code shipped:\n${listing(resolvedOnly).join('\n')}`);
    }
    if (glueOnly.size > 0) {
      console.log(`only the bundler's glue, none of their code:\n${listing(glueOnly).join('\n')}`);
    }
    const copyleft = [...shipped.values()]
      .filter(isCopyleft)
      .map(({ name, licence }) => `${name}: ${licence}`);
    expect(copyleft).toEqual([]);
  });

  it("recognises a copyleft package: rpc-websockets (LGPL-3.0), which web3.js's Connection bundles", () => {
    const info = packageLicenceOf(createRequire(import.meta.url).resolve('rpc-websockets'));
    expect(info).toMatchObject({ name: 'rpc-websockets' });
    expect(isCopyleft(info!)).toBe(true);
  });

  it("tells the bundler's glue from a package's code: a kept require_x() call is glue, a function is not", () => {
    expect(
      isBundlerGlue('// node_modules/p/index.mjs\nvar import_buffer = require_buffer();\n'),
    ).toBe(true);
    expect(
      isBundlerGlue(
        '// node_modules/p/index.mjs\nvar import_browser = /* @__PURE__ */ __toESM(require_browser());\n',
      ),
    ).toBe(true);
    expect(isBundlerGlue('var import_buffer = require_buffer();\nfunction f() {}\n')).toBe(false);
    expect(isBundlerGlue('var import_x = __toESM(require_x());\nvar y = import_x.default;\n')).toBe(
      false,
    );
    expect(isBundlerGlue('var x = 1;')).toBe(false);
    expect(isBundlerGlue('')).toBe(false);
  });

  it('every shipped package states a licence, in package.json or a LICENSE file', () => {
    const undeclared = [...shipped.values()].filter(({ licence }) => licence === 'UNKNOWN');
    expect(undeclared.map(({ name }) => name)).toEqual([]);
  });
});
