/**
 * Golden tests: the generated module of each fixture config, file by file, against
 * `__golden__/<fixture>/`. After an intended change to the templates or the generator:
 *   UPDATE_GOLDEN=1 npx vitest run --project unit test/golden
 * and review the diff of `test/golden/__golden__` like any code change.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parseConfig } from '@wallet-kit/schemas';
import type { ResolvedConfig } from '@wallet-kit/schemas';
import { loadConfigFile } from '../../cli/src/config/load-config.js';
import { planModule } from '../../cli/src/plan/plan.js';
import type { PlannedFile } from '../../cli/src/plan/planned-file.js';

const here = dirname(fileURLToPath(import.meta.url));
const fixturesDir = join(here, '..', 'fixtures', 'configs');
const goldenDir = join(here, '__golden__');
const updating = process.env.UPDATE_GOLDEN === '1';

async function loadFixture(name: string) {
  return parseConfig(await loadConfigFile(join(fixturesDir, `${name}.config.ts`)));
}

async function loadValidFixture(name: string): Promise<ResolvedConfig> {
  const parsed = await loadFixture(name);
  if (!parsed.ok) throw new Error(`${name} fixture is invalid: ${JSON.stringify(parsed.issues)}`);
  return parsed.config;
}

async function readGolden(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  let entries: string[] = [];
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: false });
  } catch {
    return files;
  }
  for (const entry of entries.sort()) {
    const path = join(dir, entry);
    try {
      files.set(entry.split('\\').join('/'), await readFile(path, 'utf8'));
    } catch {
      // a folder
    }
  }
  return files;
}

async function writeGolden(dir: string, files: readonly PlannedFile[]): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  for (const file of files) {
    await mkdir(dirname(join(dir, file.path)), { recursive: true });
    await writeFile(join(dir, file.path), file.contents);
  }
}

async function expectMatchesGolden(fixture: string, files: readonly PlannedFile[]): Promise<void> {
  const dir = join(goldenDir, fixture);
  if (updating) await writeGolden(dir, files);
  const golden = await readGolden(dir);
  expect(files.map((file) => file.path), `files generated for ${fixture}`).toEqual([...golden.keys()]);
  for (const file of files) {
    expect(file.contents, `${fixture}/${file.path}`).toBe(golden.get(file.path));
  }
}

/** A whole-module plan takes about 1.5 s on two idle cores; a loaded machine takes several times that. */
const PLAN_TIMEOUT_MS = 30_000;

describe('golden: generated module per fixture config', () => {
  test('full config: many networks, features, socials, wallets, theme', async () => {
    const { files, warnings } = await planModule(await loadValidFixture('full'));
    await expectMatchesGolden('full', files);
    // Every configured family (eip155, solana) has an adapter now: nothing is skipped.
    expect(warnings).toEqual([]);
  }, PLAN_TIMEOUT_MS);

  test('minimal config: a project id and one network', async () => {
    const { files, warnings } = await planModule(await loadValidFixture('minimal'));
    await expectMatchesGolden('minimal', files);
    expect(warnings).toEqual([]);
  }, PLAN_TIMEOUT_MS);

  // A Next.js App Router host imports the kit from server components: each file that runs
  // React must say so, and the config stays readable on the server. The goldens are the plans
  // for a host without next, which get no directive (cli/src/generate/next-host.ts).
  test("for a Next.js host every generated React file starts with 'use client'; config and adapters do not", async () => {
    const { files } = await planModule(await loadValidFixture('full'), {
      clientDirectives: true,
    });
    const reactFiles = files.filter(
      (file) => file.path.endsWith('.tsx') || file.path === 'index.ts',
    );
    expect(reactFiles.map((file) => file.path)).toEqual(
      expect.arrayContaining(['ConnectButton.tsx', 'WalletKitProvider.tsx', 'WalletModal.tsx']),
    );
    expect(reactFiles.some((file) => file.path.startsWith('views/'))).toBe(true);
    for (const file of reactFiles) {
      expect(file.contents.startsWith("'use client';\n"), file.path).toBe(true);
    }
    for (const file of files.filter((item) => !reactFiles.includes(item))) {
      expect(file.contents, file.path).not.toContain('use client');
    }
  }, 60_000);

  test('invalid config: every failing field path is reported', async () => {
    const parsed = await loadFixture('invalid');
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.issues.map((issue) => issue.path)).toEqual([
      'projectId',
      'metadata.url',
      'networks.1',
      'features.send',
      'socials.1',
      'theme.mode',
      'theme.variables.zIndex',
      'output.dir',
      'colour',
    ]);
  });
});
