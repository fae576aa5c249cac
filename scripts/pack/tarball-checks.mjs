/**
 * What a packed tarball must hold before anyone installs or publishes it. Pure functions over
 * the package.json and the list of packed paths (`npm pack --json` gives both).
 */

/** Every file the package's `exports` and `bin` point at (`./dist/x.js` → `dist/x.js`). */
export function entryFiles(manifest) {
  const targets = [];
  const collect = (value) => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(manifest.exports);
  collect(manifest.bin);
  return targets
    .filter((target) => !target.includes('*'))
    .map((target) => target.replace(/^\.\//, ''));
}

/**
 * Entry files missing from the tarball. Such a tarball installs fine and then fails in the host's
 * bundler (usually: not built, or a build was running while packing).
 */
export function missingEntryFiles(manifest, packedPaths) {
  const packed = new Set(packedPaths);
  return entryFiles(manifest).filter((file) => !packed.has(file));
}

/**
 * Test code a host must never install: a test file (`x.test.js`, `x.spec.js`), anything under a
 * `testing/`, `__tests__/` or `fixtures/` folder, and a test helper named `test-*` beside the
 * product code. The builds leave these out (each package's tsup and tsconfig.build exclude
 * tests and `testing/`); this catches a helper written outside a `testing/` folder.
 */
const TEST_PATH =
  /\.(test|spec)\.[cm]?[jt]sx?(\.map)?$|\.(test|spec)\.d\.[cm]?ts(\.map)?$|(^|\/)(testing|__tests__|fixtures)\/|(^|\/)test-[^/]*$/;

/** The packed paths that are test code, in the order packed; empty when there are none. */
export function testFiles(packedPaths) {
  return packedPaths.filter((path) => TEST_PATH.test(path));
}

/** Why the package is not ready to publish, one sentence per problem; empty when it is. */
export function publishProblems(manifest, packedPaths, { licenceFile = true } = {}) {
  const problems = [];
  const packed = new Set(packedPaths);
  if (!manifest.license) problems.push('no "license"');
  if (!manifest.repository?.url || !manifest.repository?.directory) {
    problems.push('no "repository" with "url" and "directory"');
  }
  if (!manifest.engines?.node) problems.push('no "engines.node"');
  if (!Array.isArray(manifest.files)) problems.push('no "files" list');
  if (!manifest.exports || typeof manifest.exports !== 'object') {
    problems.push('no "exports"');
  } else {
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (subpath === './package.json') continue;
      // TypeScript reads the first matching condition: "types" must come before "import".
      if (typeof target !== 'object' || Object.keys(target)[0] !== 'types') {
        problems.push(`exports["${subpath}"] does not start with "types"`);
      }
    }
    if (manifest.exports['./package.json'] !== './package.json') {
      problems.push('exports has no "./package.json" (tools read the installed manifest)');
    }
  }
  if (manifest.name?.startsWith('@') && manifest.publishConfig?.access !== 'public') {
    problems.push('a scoped package without "publishConfig.access": "public"');
  }
  if (!packed.has('README.md')) problems.push('no README.md in the tarball');
  if (licenceFile && !packed.has('LICENSE')) problems.push('no LICENSE in the tarball');
  return problems;
}
