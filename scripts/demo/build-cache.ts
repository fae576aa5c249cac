/**
 * The browser tests' cache of the example app's vite builds (content-cache.ts): they start the
 * demo about two dozen times for about ten distinct configs, and vite builds byte for byte the
 * same files from the same inputs, in any folder. `npm run demo` does not use it.
 *
 * The key covers everything the build reads: the app folder with its generated kit and config,
 * the built packages it bundles (runtime and schemas `dist`, the local stack's sources for the
 * demo wallets, the CLI), the lockfile (every other package's version, vite's own among them),
 * the shared tsconfig, the env values the app's config reads, and Node's version.
 */
import { isAbsolute, join, relative } from 'node:path';
import { buildApp, REPO_ROOT } from './example-app.js';
import { envRead, fromCacheOrProduce, inputsKey, type CachedOutput } from './content-cache.js';

/** Folders of the app that are output or local state, never build input. */
const NOT_INPUT = new Set(['node_modules', 'dist', '.walletkit-demo']);
/** The env the app's build reads: the demo's values, vite's own prefix, and the mode. */
const ENV_READ = /^(WALLETKIT_|VITE_|NODE_ENV$)/;
/** Workspace files and folders the build reads besides the app. */
const REPO_INPUTS = [
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

/** The cache key of building `appDir` into `outDir` with `env` (`repoRoot`: tests only). */
export function buildCacheKey(
  appDir: string,
  outDir: string,
  env: NodeJS.ProcessEnv,
  repoRoot = REPO_ROOT,
): Promise<string> {
  const output = relative(appDir, isAbsolute(outDir) ? outDir : join(appDir, outDir));
  return inputsKey({
    recipe: 'demo-build-cache/1',
    appDir,
    notInApp: (path) =>
      path === output || path.startsWith(`${output}/`) || NOT_INPUT.has(path.split('/').pop()!),
    repoRoot,
    repoInputs: REPO_INPUTS,
    // buildApp builds for production whatever the caller's NODE_ENV.
    env: envRead({ ...env, NODE_ENV: 'production' }, ENV_READ),
  });
}

/** `buildApp`, or a copy of the output of an earlier build with the same key. */
export async function buildAppCached(
  appDir: string,
  outDir: string,
  env: NodeJS.ProcessEnv,
  cacheDir: string,
  signal?: AbortSignal,
): Promise<CachedOutput> {
  const started = performance.now();
  const key = await buildCacheKey(appDir, outDir, env);
  const output = isAbsolute(outDir) ? outDir : join(appDir, outDir);
  // A hit empties the output folder first, as vite's --emptyOutDir does.
  const hit = await fromCacheOrProduce(cacheDir, key, output, () =>
    buildApp(appDir, outDir, env, signal),
  );
  return { durationMs: performance.now() - started, hit, key };
}
