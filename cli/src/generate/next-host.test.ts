/**
 * `generate` writes `'use client'` only for a host whose package.json (the nearest one above the
 * output folder) lists `next`, and follows that package.json across re-runs and caches.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { generate, type GenerateOptions } from './generate.js';

let project: string;
let templatesDir: string;

const TEMPLATES: Record<string, string> = {
  'Button.tsx.hbs':
    "import { useState } from 'react';\nexport const Button = () => useState({{jsString config.metadata.name}});\n",
  'config.ts.hbs': 'export const name = {{jsString config.metadata.name}};\n',
};

const CONFIG = [
  "import { defineConfig } from 'create-wallet-kit';",
  'export default defineConfig({',
  "  projectId: 'p',",
  "  metadata: { name: 'Shop', url: 'https://shop.example' },",
  "  networks: ['eip155:1'],",
  "  output: { dir: 'src/wallet-kit' },",
  '});',
].join('\n');

const OUT = () => join(project, 'src', 'wallet-kit');
const button = () => readFile(join(OUT(), 'Button.tsx'), 'utf8');

async function writePackageJson(dir: string, manifest: Record<string, unknown>): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'host', ...manifest }));
}

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'wk-next-host-'));
  templatesDir = join(project, '.templates');
  await mkdir(templatesDir);
  for (const [path, source] of Object.entries(TEMPLATES)) {
    await writeFile(join(templatesDir, path), source);
  }
  await writeFile(join(project, 'walletkit.config.ts'), CONFIG);
});
afterEach(() => rm(project, { recursive: true, force: true }));

const run = (options: GenerateOptions = {}) => generate({ cwd: project, templatesDir, ...options });

describe("generate writes 'use client' only for a Next.js host", () => {
  test("a host whose package.json does not list next gets no 'use client'", async () => {
    await writePackageJson(project, { dependencies: { react: '^19.0.0', vite: '^8.0.0' } });
    await run();
    expect(await button()).not.toContain('use client');
  });

  test("a host with next in its dependencies gets 'use client' on the files that run React only", async () => {
    await writePackageJson(project, { dependencies: { next: '^16.0.0', react: '^19.0.0' } });
    await run();
    expect(await button()).toMatch(/^'use client';\n/);
    expect(await readFile(join(OUT(), 'config.ts'), 'utf8')).not.toContain('use client');
  });

  test("a host with next in its devDependencies gets 'use client' too", async () => {
    await writePackageJson(project, { devDependencies: { next: '^16.0.0' } });
    await run();
    expect(await button()).toMatch(/^'use client';\n/);
  });

  test('the package.json that counts is the nearest one above the output folder', async () => {
    // A workspace root that lists next, and the Vite app the kit is generated into.
    await writePackageJson(project, { devDependencies: { next: '^16.0.0' } });
    await writePackageJson(join(project, 'apps', 'shop'), { dependencies: { vite: '^8.0.0' } });
    await run({ out: join('apps', 'shop', 'src', 'wallet-kit') });
    const generated = join(project, 'apps', 'shop', 'src', 'wallet-kit', 'Button.tsx');
    expect(await readFile(generated, 'utf8')).not.toContain('use client');
  });

  test('adding or removing next in the host is not hidden by the caches: --check reports it and a re-run applies it', async () => {
    // A node_modules folder gives generate its plan and format caches.
    await mkdir(join(project, 'node_modules'));
    await writePackageJson(project, { dependencies: { react: '^19.0.0' } });
    await run();
    expect(await button()).not.toContain('use client');
    expect((await run({ mode: 'check' })).upToDate).toBe(true);

    await writePackageJson(project, { dependencies: { next: '^16.0.0', react: '^19.0.0' } });
    const stale = await run({ mode: 'check' });
    expect(stale.upToDate).toBe(false);
    expect(stale.changes.find((change) => change.path === 'Button.tsx')?.kind).toBe('update');
    await run();
    expect(await button()).toMatch(/^'use client';\n/);
    expect((await run({ mode: 'check' })).upToDate).toBe(true);

    await writePackageJson(project, { dependencies: { react: '^19.0.0' } });
    expect((await run({ mode: 'check' })).upToDate).toBe(false);
    await run();
    expect(await button()).not.toContain('use client');
  });

  test("a package.json that cannot be read keeps 'use client' (safe in every host) and says why", async () => {
    await writeFile(join(project, 'package.json'), '{ "dependencies": { "next": ');
    const result = await run();
    expect(await button()).toMatch(/^'use client';\n/);
    expect(result.warnings).toContainEqual(
      expect.stringMatching(/package\.json.*cannot be read.*'use client'/s),
    );
  });
});
