#!/usr/bin/env node
/**
 * `npm run pack`: builds every public workspace package (no `"private": true`) and writes its
 * installable tarball to `dist-packages/`, with `dist-packages/packages.json` listing each
 * tarball and the kit tarballs it must be installed with (its own kit dependencies are not on a
 * registry yet, so they are packed beside it and named in the same `npm install`).
 *
 *   node scripts/pack.mjs              build, then pack
 *   node scripts/pack.mjs --no-build   pack what is already built (npm test builds first)
 *   node scripts/pack.mjs --dry-run-publish   also run `npm publish --dry-run` for each package
 *
 * Packages are discovered from the root `workspaces`, so a new public package is packed without
 * editing this script.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingEntryFiles, publishProblems, testFiles } from './pack/tarball-checks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'dist-packages');
const args = new Set(process.argv.slice(2));
const known = new Set(['--no-build', '--dry-run-publish']);
for (const arg of args) {
  if (!known.has(arg)) {
    console.error(`pack: unknown option ${arg} (known: ${[...known].join(', ')})`);
    process.exit(2);
  }
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

function npm(npmArgs, options = {}) {
  return execFileSync('npm', npmArgs, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', options.quiet ? 'pipe' : 'inherit'],
  });
}

/** The workspace folders named by the root package.json (plain folders, no globs here). */
function workspaceDirs() {
  const { workspaces = [] } = readJson(join(root, 'package.json'));
  return workspaces.filter((dir) => existsSync(join(root, dir, 'package.json')));
}

function publicPackages() {
  const packages = workspaceDirs()
    .map((dir) => ({ dir, manifest: readJson(join(root, dir, 'package.json')) }))
    .filter(({ manifest }) => manifest.private !== true);
  const names = new Set(packages.map(({ manifest }) => manifest.name));
  return packages.map(({ dir, manifest }) => ({
    dir,
    name: manifest.name,
    version: manifest.version,
    hasBuild: Boolean(manifest.scripts?.build),
    // Kit packages this one needs at run time: they must be installed beside it.
    kitDependencies: Object.keys(manifest.dependencies ?? {}).filter((name) => names.has(name)),
  }));
}

/** Dependencies first, so each package builds against the fresh build of the ones it uses. */
function inDependencyOrder(packages) {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const ordered = [];
  const visiting = new Set();
  const visit = (pkg) => {
    if (ordered.includes(pkg)) return;
    if (visiting.has(pkg.name)) throw new Error(`pack: dependency cycle through ${pkg.name}`);
    visiting.add(pkg.name);
    for (const name of pkg.kitDependencies) visit(byName.get(name));
    visiting.delete(pkg.name);
    ordered.push(pkg);
  };
  packages.forEach(visit);
  return ordered;
}

/** A package with every kit package it needs, transitively: what one `npm install` must name. */
function installSet(pkg, byName) {
  const set = new Set([pkg.name]);
  const queue = [...pkg.kitDependencies];
  while (queue.length > 0) {
    const name = queue.shift();
    if (set.has(name)) continue;
    set.add(name);
    queue.push(...byName.get(name).kitDependencies);
  }
  return [...set];
}

/**
 * The licence text travels in each tarball (Apache-2.0 asks that recipients get a copy). The
 * repository keeps one LICENSE at its root; it is copied in only for the time of `npm pack`.
 */
function withLicence(dir, action) {
  const source = join(root, 'LICENSE');
  const target = join(root, dir, 'LICENSE');
  const copied = existsSync(source) && !existsSync(target);
  if (copied) copyFileSync(source, target);
  try {
    return action();
  } finally {
    if (copied) rmSync(target);
  }
}

const packages = inDependencyOrder(publicPackages());
const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));

if (!args.has('--no-build')) {
  for (const pkg of packages.filter((candidate) => candidate.hasBuild)) {
    console.log(`pack: building ${pkg.name}`);
    npm(['run', 'build', '--workspace', pkg.name]);
  }
}

mkdirSync(outDir, { recursive: true });
// `.inputs-key` names the inputs of the tarballs the folder holds (the host tests' pack-once
// stamp): the tarballs it named go now.
for (const file of readdirSync(outDir)) {
  if (file.endsWith('.tgz') || file === '.inputs-key') rmSync(join(outDir, file));
}

/**
 * `npm publish --dry-run` must print no warning about the package (npm fixing up package.json,
 * a missing field...). Being logged out and npm's own config notices are not about the package.
 */
const IGNORED_WARNINGS = [/requires you to be logged in/, /Unknown user config/];

function checkPublishable(pkg) {
  const run = spawnSync('npm', ['publish', '--dry-run', '--workspace', pkg.name], {
    cwd: root,
    encoding: 'utf8',
  });
  const warnings = `${run.stdout}\n${run.stderr}`
    .split('\n')
    .filter((line) => /^npm (warn|error)/i.test(line))
    .filter((line) => !IGNORED_WARNINGS.some((pattern) => pattern.test(line)));
  if (run.status !== 0 || warnings.length > 0) {
    console.error(
      `pack: npm publish --dry-run of ${pkg.name} is not clean:\n${warnings.join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`pack: npm publish --dry-run of ${pkg.name} is clean`);
}

const tarballs = {};
for (const pkg of packages) {
  const [result] = withLicence(pkg.dir, () =>
    JSON.parse(
      npm(['pack', '--workspace', pkg.name, '--pack-destination', outDir, '--json'], {
        quiet: true,
      }),
    ),
  );
  const manifest = readJson(join(root, pkg.dir, 'package.json'));
  const packedPaths = result.files.map((file) => file.path);
  const missing = missingEntryFiles(manifest, packedPaths);
  const problems = publishProblems(manifest, packedPaths, {
    licenceFile: existsSync(join(root, 'LICENSE')),
  });
  const tests = testFiles(packedPaths);
  if (missing.length > 0 || problems.length > 0 || tests.length > 0) {
    rmSync(join(outDir, result.filename));
    if (missing.length > 0) {
      console.error(
        `pack: ${pkg.name} lacks ${missing.join(', ')}; build it first (npm run build) and pack again.`,
      );
    }
    if (problems.length > 0) {
      console.error(`pack: ${pkg.name} is not ready to publish: ${problems.join('; ')}.`);
    }
    if (tests.length > 0) {
      console.error(
        `pack: ${pkg.name} would ship test code: ${tests.join(', ')}; move it under a testing/ folder, which no build includes.`,
      );
    }
    process.exit(1);
  }
  tarballs[pkg.name] = result.filename;
  if (args.has('--dry-run-publish')) checkPublishable(pkg);
}

const index = packages.map((pkg) => ({
  name: pkg.name,
  version: pkg.version,
  tarball: tarballs[pkg.name],
  installWith: installSet(pkg, byName).map((name) => tarballs[name]),
}));
writeFileSync(join(outDir, 'packages.json'), `${JSON.stringify(index, null, 2)}\n`);

const shown = relative(process.cwd(), outDir) || '.';
const pathsOf = (files) => files.map((file) => join(outDir, file)).join(' ');
console.log(
  `\npack: wrote ${packages.length} tarballs to ${shown}/; each installs on its own with:`,
);
for (const entry of index)
  console.log(`  ${entry.name}: npm install ${pathsOf(entry.installWith)}`);

// The README's host quick start, with this clone's paths.
const runtime = index.find((entry) => entry.name === '@wallet-kit/runtime');
const cli = index.find((entry) => entry.name === 'create-wallet-kit');
if (runtime && cli) {
  console.log('\nIn a React app (the README\'s "Quick start for host apps"):');
  console.log(`  npm install ${pathsOf(runtime.installWith)}`);
  console.log(`  npm install -D ${pathsOf([cli.tarball])}`);
  console.log('  npx create-wallet-kit');
}
