/**
 * Loads walletkit.config.ts (or .js/.mjs) with jiti, so the host needs no TypeScript build step.
 * `create-wallet-kit` is served from this running CLI, so a config importing `defineConfig` from
 * it works even where the package is not installed in the host project (`npx` runs).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import { CliError } from '../errors.js';

export const DEFAULT_CONFIG_FILE = 'walletkit.config.ts';
const CONFIG_FILE_NAMES = [
  DEFAULT_CONFIG_FILE,
  'walletkit.config.mts',
  'walletkit.config.js',
  'walletkit.config.mjs',
];

/** The config file of a project folder: the first that exists, else the default name. */
export function findConfigFile(dir: string): string {
  const found = CONFIG_FILE_NAMES.map((name) => join(dir, name)).find((path) => existsSync(path));
  return found ?? join(dir, DEFAULT_CONFIG_FILE);
}

/**
 * `cacheDir`: where jiti may keep the transpiled config between runs (a folder under
 * node_modules/.cache; jiti checks each entry against the source's hash, so an edit is never
 * missed); none by default.
 */
export async function loadConfigFile(configPath: string, cacheDir?: string): Promise<unknown> {
  if (!existsSync(configPath)) {
    throw new CliError(
      `Config file not found: ${configPath}\n` +
        'Run `npx create-wallet-kit` to create one, or pass --config <path>.',
    );
  }
  // Imported lazily: the library entry imports this module through generate().
  const self: unknown = await import('../index.js');
  const jiti = createJiti(import.meta.url, {
    // A transpile cache only where the caller allows one; never next to the host's sources.
    fsCache: cacheDir ? join(cacheDir, 'jiti') : false,
    // Always read the file fresh.
    moduleCache: false,
    // Without this jiti makes `.default` the module itself, hiding a missing default export.
    interopDefault: false,
    virtualModules: { 'create-wallet-kit': self },
  });
  let loaded: unknown;
  try {
    loaded = await jiti.import(configPath);
  } catch (error) {
    throw new CliError(`Could not load ${configPath}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const value = (loaded as { default?: unknown } | undefined)?.default;
  if (value === undefined) {
    throw new CliError(
      `${configPath} has no default export. Write \`export default defineConfig({ ... })\`.`,
    );
  }
  return value;
}
