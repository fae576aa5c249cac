import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ConfigValidationError } from '../errors.js';
import { generate, type GenerateOptions } from './generate.js';

let project: string;
let templatesDir: string;

const TEMPLATES: Record<string, string> = {
  'index.ts.hbs': 'export const name = {{jsString config.metadata.name}};\n',
  'views/Connect.tsx.hbs': 'export const Connect = () => null;\n',
  'views/Networks.tsx.hbs': 'export const Networks = () => null;\n',
};

function configSource(networks: string[], extra = ''): string {
  return [
    "import { defineConfig } from 'create-wallet-kit';",
    'export default defineConfig({',
    "  projectId: 'p',",
    "  metadata: { name: 'Shop', url: 'https://shop.example' },",
    `  networks: ${JSON.stringify(networks)},`,
    extra,
    '});',
  ].join('\n');
}

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'wk-generate-'));
  templatesDir = join(project, '.templates');
  for (const [path, source] of Object.entries(TEMPLATES)) {
    await mkdir(join(templatesDir, path, '..'), { recursive: true });
    await writeFile(join(templatesDir, path), source);
  }
  await writeFile(join(project, 'walletkit.config.ts'), configSource(['eip155:1']));
});
afterEach(() => rm(project, { recursive: true, force: true }));

const run = (options: GenerateOptions = {}) => generate({ cwd: project, templatesDir, ...options });

describe('generate', () => {
  test('the output goes to output.dir, relative to the config file', async () => {
    await mkdir(join(project, 'config'));
    await writeFile(
      join(project, 'config', 'kit.config.ts'),
      configSource(['eip155:1'], "  output: { dir: 'generated/kit' },"),
    );
    const result = await run({ config: 'config/kit.config.ts' });
    expect(result.outDir).toBe(join(project, 'config', 'generated', 'kit'));
    expect((await readdir(result.outDir)).sort()).toEqual(['.walletkit.json', 'index.ts', 'views']);
  });

  test('--out overrides output.dir, relative to the working folder', async () => {
    const result = await run({ out: 'elsewhere' });
    expect(result.outDir).toBe(join(project, 'elsewhere'));
    expect(await readFile(join(project, 'elsewhere', 'index.ts'), 'utf8')).toBe(
      "export const name = 'Shop';\n",
    );
  });

  test('files in the output folder the generator did not write are never touched', async () => {
    const outDir = join(project, 'src', 'wallet-kit');
    await mkdir(join(outDir, 'views'), { recursive: true });
    await writeFile(join(outDir, 'README.md'), 'host notes');
    await writeFile(join(outDir, 'views', 'Custom.tsx'), 'host view');
    await run();
    await writeFile(join(project, 'walletkit.config.ts'), configSource(['eip155:1', 'eip155:10']));
    await run();
    expect(await readFile(join(outDir, 'README.md'), 'utf8')).toBe('host notes');
    expect(await readFile(join(outDir, 'views', 'Custom.tsx'), 'utf8')).toBe('host view');
  });

  test('an invalid config is refused with its field paths and nothing is written', async () => {
    await writeFile(
      join(project, 'walletkit.config.ts'),
      "export default { projectId: '', networks: ['eip155:1'], metadata: { name: 'x', url: 'https://x.y' }, theme: { mode: 'pink' } };",
    );
    const error = await run().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigValidationError);
    expect((error as ConfigValidationError).issues.map((issue) => issue.path)).toEqual([
      'projectId',
      'theme.mode',
    ]);
    expect(await readdir(project)).not.toContain('src');
  });

  test('the host prettier config shapes the generated files', async () => {
    await writeFile(join(project, '.prettierrc.json'), JSON.stringify({ singleQuote: false }));
    const result = await run();
    expect(await readFile(join(result.outDir, 'index.ts'), 'utf8')).toBe(
      'export const name = "Shop";\n',
    );
  });

  test('with a cache folder a re-run finds the remembered plan, and a new prettier config or template is not missed', async () => {
    await mkdir(join(project, 'node_modules'));
    const first = await run();
    const index = join(first.outDir, 'index.ts');
    expect(await readFile(index, 'utf8')).toBe("export const name = 'Shop';\n");
    expect(
      (await readdir(join(project, 'node_modules', '.cache', 'create-wallet-kit'))).filter((name) =>
        name.startsWith('plan-'),
      ),
    ).toHaveLength(1);
    expect((await run({ mode: 'check' })).upToDate).toBe(true);

    await writeFile(join(project, '.prettierrc.json'), JSON.stringify({ singleQuote: false }));
    await run();
    expect(await readFile(index, 'utf8')).toBe('export const name = "Shop";\n');

    await writeFile(
      join(templatesDir, 'index.ts.hbs'),
      'export const title = {{jsString config.metadata.name}};\n',
    );
    await run();
    expect(await readFile(index, 'utf8')).toBe('export const title = "Shop";\n');
    expect((await run({ mode: 'check' })).upToDate).toBe(true);
  });

  test('an interrupted earlier write is rolled back before generating', async () => {
    const first = await run();
    const staging = join(first.outDir, '.walletkit-staging-999999999-deadbeef');
    await mkdir(join(staging, 'backup'), { recursive: true });
    await writeFile(join(staging, 'backup', 'index.ts'), 'the file before the crash');
    await writeFile(
      join(staging, 'journal.json'),
      JSON.stringify({
        operations: [{ path: 'index.ts', kind: 'write', existed: true }],
        createdDirs: [],
        createdOutDir: false,
      }),
    );
    const second = await run();
    expect(second.recoveredWrites).toBe(1);
    // Restored, then seen as a host edit (it differs from what was generated): kept.
    expect(second.changes.find((change) => change.path === 'index.ts')?.kind).toBe('kept-edited');
    expect(await readdir(first.outDir)).not.toContain('.walletkit-staging-999999999-deadbeef');
  });

  test('--check reports an interrupted write instead of "up to date"', async () => {
    const first = await run();
    expect((await run({ mode: 'check' })).upToDate).toBe(true);
    const staging = join(first.outDir, '.walletkit-staging-999999999-deadbeef');
    await mkdir(staging, { recursive: true });
    const check = await run({ mode: 'check' });
    expect(check.interruptedWrites).toBe(1);
    expect(check.upToDate).toBe(false);
    // A check writes nothing: the staging folder is still there for the next generate.
    expect(await readdir(first.outDir)).toContain('.walletkit-staging-999999999-deadbeef');
  });

  test('an output folder that links outside the project is refused before anything is written', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'wk-outside-'));
    try {
      await mkdir(join(project, 'src'), { recursive: true });
      await symlink(outside, join(project, 'src', 'wallet-kit'));
      await expect(run()).rejects.toThrow(/outside the project/);
      expect(await readdir(outside)).toEqual([]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  test('a generated file that is a symbolic link is refused, and its target is not read or written', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'wk-outside-'));
    try {
      const first = await run();
      await writeFile(join(outside, 'secret.txt'), 'not for the diff');
      await rm(join(first.outDir, 'index.ts'));
      await symlink(join(outside, 'secret.txt'), join(first.outDir, 'index.ts'));
      for (const mode of ['write', 'check', 'dry-run'] as const) {
        await expect(run({ mode, force: mode !== 'check' }), mode).rejects.toThrow(
          /index\.ts is a symbolic link/,
        );
      }
      expect(await readFile(join(outside, 'secret.txt'), 'utf8')).toBe('not for the diff');
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  test('an accepted edit passes --check until a config change alters that file again', async () => {
    const first = await run();
    const index = join(first.outDir, 'index.ts');
    await writeFile(index, "export const name = 'Shop, edited on purpose';\n");
    expect((await run({ mode: 'check' })).upToDate).toBe(false);
    const accepted = await run({ accept: { all: false, files: ['src/wallet-kit/index.ts'] } });
    expect(accepted.changes.find((change) => change.path === 'index.ts')?.kind).toBe('accepted');
    expect((await run({ mode: 'check' })).upToDate).toBe(true);
    expect(await readFile(index, 'utf8')).toBe("export const name = 'Shop, edited on purpose';\n");
    // The config changes what index.ts would be: the edit is reported as stale again.
    await writeFile(
      join(project, 'walletkit.config.ts'),
      configSource(['eip155:1']).replace("name: 'Shop'", "name: 'Shop 2'"),
    );
    const check = await run({ mode: 'check' });
    expect(check.upToDate).toBe(false);
    expect(check.changes.find((change) => change.path === 'index.ts')?.kind).toBe('kept-edited');
  });

  test('a kept view the config no longer enables is reported by name and fails --check', async () => {
    await writeFile(join(project, 'walletkit.config.ts'), configSource(['eip155:1', 'eip155:10']));
    const first = await run();
    await writeFile(join(first.outDir, 'views', 'Networks.tsx'), 'export const Networks = 1;\n');
    await run({ accept: { all: true } });
    expect((await run({ mode: 'check' })).upToDate).toBe(true);
    await writeFile(join(project, 'walletkit.config.ts'), configSource(['eip155:1']));
    for (const options of [{}, { accept: { all: true } as const }]) {
      const result = await run(options);
      expect(result.warnings).toContainEqual(
        expect.stringMatching(
          /^views\/Networks\.tsx is kept, but the config does not enable the Networks view \(networks\.length is 1\)/,
        ),
      );
    }
    expect((await run({ mode: 'check' })).upToDate).toBe(false);
  });
});
