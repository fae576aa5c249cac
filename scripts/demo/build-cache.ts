/**
 * A content-addressed cache of the example app's vite builds, for the browser tests: they start
 * the demo about two dozen times for about ten distinct configs, and a build whose inputs are
 * byte for byte those of an earlier build produces byte for byte the same files (vite's output
 * depends neither on the time nor on the folder the app sits in). A hit copies the stored output
 * instead of running vite. `npm run demo` does not use it.
 *
 * The key is a hash of everything the build reads: the app folder with its generated kit and
 * config, the built packages it bundles (runtime and schemas `dist`, the local stack's sources
 * for the demo wallets, the CLI), the lockfile (every other package's version, vite's own among
 * them), the shared tsconfig, the env values the app's config reads, and Node's version.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { buildApp, REPO_ROOT } from './example-app.js';

/** Bumped when the key's recipe changes, so no entry made by another recipe is ever served. */
const RECIPE = 'demo-build-cache/1';
/** Entries kept; the least recently used beyond this are removed after a store. */
const ENTRIES_KEPT = 40;
/** Folders of the app that are output or local state, never build input. */
const NOT_INPUT = new Set(['node_modules', 'dist', '.walletkit-demo']);
/** The env the app's build reads: the demo's values, vite's own prefix, and the mode. */
const ENV_READ = /^(WALLETKIT_|VITE_|NODE_ENV$)/;

/** Workspace folders the build reads besides the app, relative to the repository. */
const PACKAGE_INPUTS = [
  'runtime/package.json',
  'runtime/dist',
  'schemas/package.json',
  'schemas/dist',
  'cli/package.json',
  'cli/dist',
  'stack/package.json',
  'stack/src',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

export interface CachedBuild {
  durationMs: number;
  /** True when the output was copied from the cache instead of built. */
  hit: boolean;
  key: string;
}

/** Every file under `path` (or `path` itself), as sorted paths relative to `root`. */
async function filesUnder(root: string, path: string, skip: (name: string) => boolean) {
  const found: string[] = [];
  const visit = async (current: string) => {
    const info = await stat(current);
    if (!info.isDirectory()) {
      found.push(relative(root, current).split(sep).join('/'));
      return;
    }
    for (const entry of await readdir(current)) {
      if (!skip(entry)) await visit(join(current, entry));
    }
  };
  if (existsSync(path)) await visit(path);
  return found.sort();
}

/** Files read at once: the inputs are about 2 000 small files, read one by one they took a second. */
const READS_AT_ONCE = 64;

async function hashFiles(
  hash: ReturnType<typeof createHash>,
  label: string,
  root: string,
  files: string[],
) {
  for (let start = 0; start < files.length; start += READS_AT_ONCE) {
    const batch = files.slice(start, start + READS_AT_ONCE);
    const contents = await Promise.all(batch.map((file) => readFile(join(root, file))));
    batch.forEach((file, index) => {
      const bytes = contents[index]!;
      // Lengths keep one file's end from passing for the next file's start.
      hash.update(`${label}:${file}:${bytes.length}\n`).update(bytes);
    });
  }
}

/** The cache key of building `appDir` into `outDir` with `env` (`repoRoot`: tests only). */
export async function buildCacheKey(
  appDir: string,
  outDir: string,
  env: NodeJS.ProcessEnv,
  repoRoot = REPO_ROOT,
): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`${RECIPE}\nnode ${process.version} ${process.platform} ${process.arch}\n`);
  const output = isAbsolute(outDir) ? outDir : join(appDir, outDir);
  const appFiles = await filesUnder(appDir, appDir, (name) => NOT_INPUT.has(name));
  await hashFiles(
    hash,
    'app',
    appDir,
    appFiles.filter((file) => !join(appDir, file).startsWith(output + sep)),
  );
  for (const input of PACKAGE_INPUTS) {
    const files = await filesUnder(
      repoRoot,
      join(repoRoot, input),
      (name) => name === 'node_modules',
    );
    await hashFiles(hash, 'repo', repoRoot, files);
  }
  const buildEnv: NodeJS.ProcessEnv = { ...env, NODE_ENV: 'production' };
  for (const name of Object.keys(buildEnv)
    .filter((key) => ENV_READ.test(key))
    .sort()) {
    hash.update(`env:${name}=${JSON.stringify(buildEnv[name])}\n`);
  }
  return hash.digest('hex');
}

/**
 * `buildApp`, or a copy of the output of an earlier build with the same key. A new build's
 * output is stored under `cacheDir/<key>` (written aside and renamed, so a reader never sees
 * half an entry).
 */
export async function buildAppCached(
  appDir: string,
  outDir: string,
  env: NodeJS.ProcessEnv,
  cacheDir: string,
  signal?: AbortSignal,
): Promise<CachedBuild> {
  const started = performance.now();
  const key = await buildCacheKey(appDir, outDir, env);
  const entry = join(cacheDir, key);
  const output = isAbsolute(outDir) ? outDir : join(appDir, outDir);
  if (existsSync(entry)) {
    // Like vite's --emptyOutDir: nothing of an earlier build stays beside the copy.
    await rm(output, { recursive: true, force: true });
    await cp(entry, output, { recursive: true });
    const now = new Date();
    await utimes(entry, now, now).catch(() => {});
    return { durationMs: performance.now() - started, hit: true, key };
  }
  await buildApp(appDir, outDir, env, signal);
  await store(output, cacheDir, key);
  return { durationMs: performance.now() - started, hit: false, key };
}

async function store(output: string, cacheDir: string, key: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const aside = join(cacheDir, `.${key}.${process.pid}.${Date.now()}`);
  await cp(output, aside, { recursive: true });
  try {
    await rename(aside, join(cacheDir, key));
  } catch {
    // Another run stored the same key meanwhile: its files are the same.
    await rm(aside, { recursive: true, force: true });
  }
  await evictLeastRecentlyUsed(cacheDir);
}

async function evictLeastRecentlyUsed(cacheDir: string): Promise<void> {
  const entries = await Promise.all(
    (await readdir(cacheDir))
      .filter((name) => !name.startsWith('.'))
      .map(async (name) => ({ name, used: (await stat(join(cacheDir, name))).mtimeMs })),
  );
  entries.sort((a, b) => b.used - a.used);
  for (const { name } of entries.slice(ENTRIES_KEPT)) {
    await rm(join(cacheDir, name), { recursive: true, force: true });
  }
}
