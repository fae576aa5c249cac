/**
 * The browser tests' cache of the example app's generated kit (content-cache.ts): `generate`
 * writes byte for byte the same `src/wallet-kit` from the same config, env and CLI, in any app
 * folder, so a demo start whose inputs equal an earlier start's copies that kit. `npm run demo`
 * does not use it; the CLI's own behaviour is tested by the CLI's unit, golden and integration
 * tests, which never use it.
 *
 * The key covers what `generate` reads: the app folder (its configs and what they import, the
 * app's package.json) without the kit itself, the CLI's build and templates, the schemas it
 * validates with, the runtime's package.json (its peer libraries), the local stack's sources (a
 * config may import them), prettier's settings, the lockfile, the env values the configs read,
 * the config file's name, and Node's version.
 */
import { join } from 'node:path';
import { generateKit, GENERATED_DIR, REPO_ROOT } from './example-app.js';
import { envRead, fromCacheOrProduce, inputsKey, type CachedOutput } from './content-cache.js';

/** Folders of the app that are output or local state, never generate's input. */
const NOT_INPUT = new Set(['node_modules', 'dist', '.walletkit-demo']);
/** The env the configs read. */
const ENV_READ = /^(WALLETKIT_|VITE_)/;
const REPO_INPUTS = [
  'cli/package.json',
  'cli/bin',
  'cli/dist',
  'templates',
  'schemas/package.json',
  'schemas/dist',
  'runtime/package.json',
  'stack/package.json',
  'stack/src',
  'package.json',
  'package-lock.json',
  '.prettierrc.json',
  '.prettierignore',
  'tsconfig.base.json',
];

/** The cache key of `generate --config <configFile>` in `appDir` with `env` (`repoRoot`: tests only). */
export function kitCacheKey(
  appDir: string,
  env: NodeJS.ProcessEnv,
  configFile: string,
  repoRoot = REPO_ROOT,
): Promise<string> {
  const kit = GENERATED_DIR.split('\\').join('/');
  return inputsKey({
    recipe: `demo-kit-cache/1 --config ${configFile}`,
    appDir,
    notInApp: (path) =>
      path === kit || path.startsWith(`${kit}/`) || NOT_INPUT.has(path.split('/').pop()!),
    repoRoot,
    repoInputs: REPO_INPUTS,
    env: envRead(env, ENV_READ),
  });
}

/** `generateKit`, or a copy of the kit an earlier `generate` with the same key wrote. */
export async function generateKitCached(
  appDir: string,
  env: NodeJS.ProcessEnv,
  cacheDir: string,
  signal?: AbortSignal,
  configFile = 'walletkit.config.ts',
): Promise<CachedOutput> {
  const started = performance.now();
  const key = await kitCacheKey(appDir, env, configFile);
  const hit = await fromCacheOrProduce(cacheDir, key, join(appDir, GENERATED_DIR), () =>
    generateKit(appDir, env, signal, configFile),
  );
  return { durationMs: performance.now() - started, hit, key };
}
