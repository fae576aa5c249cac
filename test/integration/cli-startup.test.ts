/**
 * What the built CLI loads per command: a command loads only the libraries it uses, so
 * `--version` and `--help` answer at once and `generate` loads no type-checker. Build first:
 * `npm run build -w create-wallet-kit`. The times themselves are measured by `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runRecordingModules, type LoadedModules } from '../fixtures/loaded-modules/index.js';

const repo = resolve(import.meta.dirname, '..', '..');
const bin = join(repo, 'cli', 'bin', 'create-wallet-kit.mjs');
const HEAVY = [
  'prettier',
  'ts-morph',
  'typescript',
  'handlebars',
  'jiti',
  'diff',
  'prompts',
  'zod',
];

/**
 * Whether the run loaded library `name`: from node_modules, or, for zod, which the CLI's
 * bundle carries inside one of its own chunks, that chunk.
 */
function loadedLibrary(run: LoadedModules, name: string): boolean {
  if (run.loaded(name)) return true;
  if (name !== 'zod') return false;
  return run.urls.some(
    (url) =>
      url.includes('/cli/dist/') &&
      readFileSync(fileURLToPath(url), 'utf8').includes('__zod_globalConfig'),
  );
}

let app: string;
beforeAll(async () => {
  // Inside the repository, so the copy resolves the workspace packages as the demo does.
  app = await mkdtemp(join(repo, '.cache', 'wk-startup-'));
  const example = join(repo, 'examples', 'vite-app');
  await cp(example, app, {
    recursive: true,
    filter: (source) => !['node_modules', 'dist'].some((skip) => source === join(example, skip)),
  });
});
afterAll(() => rm(app, { recursive: true, force: true }));

describe('create-wallet-kit loads only what a command uses', () => {
  test('--version loads none of the heavy libraries', async () => {
    const run = await runRecordingModules(bin, ['--version'], app);
    expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(run.urls.length).toBeGreaterThan(0);
    expect(HEAVY.filter((name) => loadedLibrary(run, name))).toEqual([]);
  });

  test('--version alone answers from the package manifest before the argument parser loads', async () => {
    const manifest = JSON.parse(await readFile(join(repo, 'cli', 'package.json'), 'utf8')) as {
      version: string;
    };
    for (const flag of ['--version', '-V']) {
      const run = await runRecordingModules(bin, [flag], app);
      expect(run.stdout).toBe(`${manifest.version}\n`);
      expect(run.loaded('commander')).toBe(false);
    }
    // With another option on the line, commander reads the line as before.
    const withCommand = await runRecordingModules(bin, ['--yes', '--version'], app);
    expect(withCommand.stdout.trim()).toBe(manifest.version);
    expect(withCommand.loaded('commander')).toBe(true);
  });

  test('--help loads none of the heavy libraries', async () => {
    const run = await runRecordingModules(bin, ['--help'], app);
    expect(run.stdout).toContain('Usage: create-wallet-kit');
    expect(HEAVY.filter((name) => loadedLibrary(run, name))).toEqual([]);
  });

  test('generate and generate --check load no type-checker or code-manipulation library', async () => {
    const generate = await runRecordingModules(bin, ['generate', '--no-install'], app);
    expect(generate.loaded('prettier')).toBe(true);
    expect(loadedLibrary(generate, 'zod')).toBe(true);
    expect(['ts-morph', 'typescript'].filter((name) => generate.loaded(name))).toEqual([]);
    const check = await runRecordingModules(bin, ['generate', '--check'], app);
    expect(check.stdout).toContain('is up to date');
    expect(
      ['ts-morph', 'typescript', 'prompts', 'diff'].filter((name) => check.loaded(name)),
    ).toEqual([]);
  });

  test('a re-run over an unchanged config loads neither the template engine nor prettier: the last plan is remembered', async () => {
    await runRecordingModules(bin, ['generate', '--no-install'], app);
    const check = await runRecordingModules(bin, ['generate', '--check'], app);
    expect(check.stdout).toContain('is up to date');
    expect(['handlebars', 'prettier'].filter((name) => check.loaded(name))).toEqual([]);
    const again = await runRecordingModules(bin, ['generate', '--no-install'], app);
    expect(again.stdout).toContain('is up to date');
    expect(['handlebars', 'prettier'].filter((name) => again.loaded(name))).toEqual([]);
  });
});
