/**
 * A Vite host's production build of the generated module, with the real CLI and the real
 * `vite build`: no "module level directive" warning per generated file, because `'use client'`
 * is written only for a host that lists `next` in its package.json.
 *
 * The host's vite.config.ts uses Vite's own JSX transform, not `@vitejs/plugin-react`: that
 * plugin hides Rolldown's MODULE_LEVEL_DIRECTIVE warning for `'use client'`, so a host with it
 * never saw the noise and a build with it would pass whatever the generator wrote.
 * Build first: `npm run build` (the CLI binary and the runtime it bundles).
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  buildApp,
  copyExampleApp,
  demoEnv,
  generateKit,
  REPO_ROOT,
} from '../../scripts/demo/example-app.js';

const workDir = join(REPO_ROOT, '.cache', `vite-directives-${randomBytes(4).toString('hex')}`);
const appDir = join(workDir, 'app');
const env = demoEnv(['http://127.0.0.1:8545', 'http://127.0.0.1:8546']);
const BUILD_TIMEOUT = 240_000;

/** The example app's build settings, with Vite's built-in JSX transform instead of the plugin. */
const VITE_CONFIG_WITHOUT_REACT_PLUGIN = `
import { defineConfig } from 'vite';
import { DEMO_CHAINS, DEMO_SOLANA } from './demo-chains.js';

export default defineConfig({
  define: {
    __DEMO_CHAINS__: JSON.stringify(DEMO_CHAINS),
    __DEMO_SOLANA__: JSON.stringify(DEMO_SOLANA),
  },
  build: { target: 'es2022' },
});
`;

const DIRECTIVE_WARNING = /MODULE_LEVEL_DIRECTIVE|module level directive/i;

async function buildOutput(): Promise<string> {
  const { stdout, stderr } = await buildApp(appDir, join(workDir, 'dist'), env);
  return `${stdout}${stderr}`;
}

async function setHostDependencies(dependencies: Record<string, string>): Promise<void> {
  const path = join(appDir, 'package.json');
  const manifest = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  await writeFile(path, JSON.stringify({ ...manifest, dependencies }, null, 2));
}

beforeAll(async () => {
  await copyExampleApp(appDir);
  await writeFile(join(appDir, 'vite.config.ts'), VITE_CONFIG_WITHOUT_REACT_PLUGIN);
}, BUILD_TIMEOUT);
afterAll(() => rm(workDir, { recursive: true, force: true }));

describe('a Vite host builds the generated module without directive warnings', () => {
  test(
    'vite build of a kit generated for a host without next prints no MODULE_LEVEL_DIRECTIVE warning',
    async () => {
      await generateKit(appDir, env);
      const generated = await readFile(
        join(appDir, 'src', 'wallet-kit', 'WalletModal.tsx'),
        'utf8',
      );
      expect(generated).not.toContain('use client');
      expect(await buildOutput()).not.toMatch(DIRECTIVE_WARNING);
    },
    BUILD_TIMEOUT,
  );

  // The control: the same build sees the warning once the files carry the directive, so the test
  // above cannot pass only because this Vite stopped reporting it.
  test(
    "the same host with next added gets 'use client' after generate, and Vite then warns",
    async () => {
      const manifest = JSON.parse(await readFile(join(appDir, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      await setHostDependencies({ ...manifest.dependencies, next: '^16.0.0' });
      await generateKit(appDir, env);
      const generated = await readFile(
        join(appDir, 'src', 'wallet-kit', 'WalletModal.tsx'),
        'utf8',
      );
      expect(generated).toMatch(/^'use client';\n/);
      expect(await buildOutput()).toMatch(DIRECTIVE_WARNING);
    },
    BUILD_TIMEOUT,
  );
});
