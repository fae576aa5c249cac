/**
 * The real built CLI binary (`node cli/bin/create-wallet-kit.mjs`) on a copy of the example app.
 * Build first: `npm run build -w create-wallet-kit` (and the runtime, for the type-check).
 * Copies live under the git-ignored `.cache/` inside the repo, so node resolution still finds the
 * root node_modules exactly as in a host project.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { kitConfigSource as kitConfig } from '../fixtures/configs/kit-config.js';

const repo = resolve(import.meta.dirname, '..', '..');
const bin = join(repo, 'cli', 'bin', 'create-wallet-kit.mjs');
const exampleApp = join(repo, 'examples', 'vite-app');
const workRoot = join(repo, '.cache', `cli-it-${randomBytes(4).toString('hex')}`);

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const execFileAsync = promisify(execFile);

/**
 * Runs a node script. execFile leaves the child's stdin an open pipe that is not a terminal, so a
 * CLI that prompted would wait for input until the timeout kills it (and the test fails).
 */
async function runNode(
  cwd: string,
  script: string,
  args: string[],
  timeout = 30_000,
): Promise<RunResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.CI;
  delete env.FORCE_COLOR;
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [script, ...args], {
      cwd,
      env,
      timeout,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; killed?: boolean; stdout: string; stderr: string };
    if (failed.killed)
      throw new Error(`${script} ${args.join(' ')}: still running after ${timeout} ms`);
    return { code: failed.code ?? null, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const runCli = (cwd: string, args: string[], timeout?: number) => runNode(cwd, bin, args, timeout);

/** A fresh copy of the example app, without anything generated or built. */
async function copyExampleApp(): Promise<string> {
  const app = join(workRoot, `app-${randomBytes(3).toString('hex')}`);
  const skipped = ['node_modules', 'dist', '.walletkit-demo', join('src', 'wallet-kit')];
  await cp(exampleApp, app, {
    recursive: true,
    filter: (source) => !skipped.some((skip) => source === join(exampleApp, skip)),
  });
  return app;
}

/** Every file under `dir` with its contents. */
async function filesIn(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const entry of (await readdir(dir, { recursive: true, withFileTypes: true })).sort()) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    result[path.slice(dir.length + 1)] = await readFile(path, 'utf8');
  }
  return result;
}

/** Last-modified time of every file under `dir`. */
async function modifiedTimesIn(dir: string): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const path of Object.keys(await filesIn(dir)))
    result[path] = (await stat(join(dir, path))).mtimeMs;
  return result;
}

function changedPaths(before: Record<string, string>, after: Record<string, string>): string[] {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths].filter((path) => before[path] !== after[path]).sort();
}

/**
 * tsc over the generated module only, with the host's own compiler options made as strict as
 * apps set them: `strict`, `exactOptionalPropertyTypes`, `noUncheckedIndexedAccess`,
 * `noUnusedLocals`, `noUnusedParameters` and `verbatimModuleSyntax` together.
 */
async function typeCheckGenerated(app: string, outDir = 'src/wallet-kit'): Promise<RunResult> {
  const hostTsconfig = existsSync(join(app, 'tsconfig.json'));
  const tsconfig = {
    ...(hostTsconfig ? { extends: './tsconfig.json' } : {}),
    compilerOptions: {
      ...(hostTsconfig ? {} : { jsx: 'react-jsx', module: 'ESNext', moduleResolution: 'Bundler' }),
      ...{
        strict: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        noUnusedLocals: true,
        noUnusedParameters: true,
        verbatimModuleSyntax: true,
        noEmit: true,
        types: [],
      },
    },
    include: [outDir],
  };
  await writeFile(join(app, 'tsconfig.wallet-kit.json'), JSON.stringify(tsconfig));
  return runNode(app, join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), [
    '-p',
    'tsconfig.wallet-kit.json',
  ]);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  if (!existsSync(join(repo, 'cli', 'dist', 'bin.js'))) {
    throw new Error('The CLI is not built: run `npm run build -w create-wallet-kit` first.');
  }
  await mkdir(workRoot, { recursive: true });
});
afterAll(() => rm(workRoot, { recursive: true, force: true }));

describe('create-wallet-kit generate on a copy of the example app', () => {
  test('generate writes the module and a manifest hashing every generated file', async () => {
    const app = await copyExampleApp();
    const result = await runCli(app, ['generate']);
    expect(result.code, result.stderr).toBe(0);
    const outDir = join(app, 'src', 'wallet-kit');
    const files = await filesIn(outDir);
    const manifest = JSON.parse(files['.walletkit.json']!) as {
      generatorVersion: string;
      configHash: string;
      files: Record<string, string>;
    };
    const { version } = JSON.parse(await readFile(join(repo, 'cli', 'package.json'), 'utf8'));
    expect(manifest.generatorVersion).toBe(version);
    expect(manifest.configHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(files).sort()).toEqual(
      [...Object.keys(manifest.files), '.walletkit.json'].sort(),
    );
    for (const [path, hash] of Object.entries(manifest.files))
      expect(sha256(files[path]!), path).toBe(hash);
    // Two networks with switching on: the switcher and UnsupportedChain are generated.
    expect(Object.keys(manifest.files)).toEqual(
      expect.arrayContaining([
        'index.ts',
        'config.ts',
        'adapters.ts',
        'views/Connect.tsx',
        'views/ConnectingExternal.tsx',
        'views/Account.tsx',
        'views/Networks.tsx',
        'views/UnsupportedChain.tsx',
      ]),
    );
    expect(files['adapters.ts']).toContain("from '@wallet-kit/runtime/eip155'");
  });

  test.each([
    ['the demo', undefined, 'src/wallet-kit'],
    ['the minimal', 'minimal.config.ts', 'src/wallet-kit'],
    ['the full', 'full.config.ts', 'src/kit'],
  ])(
    'the module generated for %s config type-checks with every strict option a host may set',
    async (_name, fixture, outDir) => {
      const app = await copyExampleApp();
      if (fixture) {
        await cp(
          join(repo, 'test', 'fixtures', 'configs', fixture),
          join(app, 'walletkit.config.ts'),
        );
      }
      const generated = await runCli(app, ['generate', '--no-install']);
      expect(generated.code, generated.stderr).toBe(0);
      const tsc = await typeCheckGenerated(app, outDir);
      expect(tsc.stdout).toBe('');
      expect(tsc.code).toBe(0);
    },
  );

  test('a kit with eip155 + solana, WalletConnect, send/receive/history and siwx type-checks and loads the solana adapter', async () => {
    const app = await copyExampleApp();
    await writeFile(
      join(app, 'walletkit.config.ts'),
      `import { defineConfig } from 'create-wallet-kit';

export default defineConfig({
  projectId: 'cli-integration',
  metadata: { name: 'CLI integration', url: 'http://127.0.0.1:5173' },
  networks: [
    { id: 'eip155:31337', rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } },
    {
      id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    },
  ],
  enableWalletConnect: true,
  endpoints: { relayUrl: 'ws://127.0.0.1:5555' },
  features: { send: true, receive: true, history: true },
  siwx: { required: true, statement: 'Sign in to the CLI integration app' },
  theme: { mode: 'dark', variables: { accent: '#7c5cff' } },
});
`,
    );
    const result = await runCli(app, ['generate']);
    expect(result.code, result.stderr).toBe(0);
    const files = await filesIn(join(app, 'src', 'wallet-kit'));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'adapters.ts',
        'views/Send.tsx',
        'views/Receive.tsx',
        'views/SIWXSignMessage.tsx',
        'views/ConnectingWalletConnect.tsx',
      ]),
    );
    expect(files['adapters.ts']).toContain(
      "import { createSolanaAdapter } from '@wallet-kit/runtime/solana';",
    );
    expect(files['adapters.ts']).toContain(
      "createWalletConnectAdapterOnUse(walletConnect, 'solana')",
    );
    expect(files['config.ts']).toContain(
      "caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'",
    );
    const tsc = await typeCheckGenerated(app);
    expect(tsc.stdout).toBe('');
    expect(tsc.code).toBe(0);
  });

  test('a re-run after a config change adds, updates and removes exactly the affected files', async () => {
    const app = await copyExampleApp();
    const outDir = join(app, 'src', 'wallet-kit');
    await writeFile(join(app, 'walletkit.config.ts'), kitConfig(2));
    expect((await runCli(app, ['generate'])).code).toBe(0);
    await writeFile(join(outDir, 'NOTES.md'), 'host notes, not generated');
    const twoNetworks = await filesIn(outDir);
    const twoNetworksTimes = await modifiedTimesIn(outDir);

    await writeFile(join(app, 'walletkit.config.ts'), kitConfig(1));
    const shrink = await runCli(app, ['generate']);
    expect(shrink.code, shrink.stderr).toBe(0);
    const oneNetwork = await filesIn(outDir);

    // What a first run with the new config generates is what the re-run left (plus the host file).
    const fresh = await copyExampleApp();
    await writeFile(join(fresh, 'walletkit.config.ts'), kitConfig(1));
    await runCli(fresh, ['generate']);
    const expected = await filesIn(join(fresh, 'src', 'wallet-kit'));
    expect(oneNetwork).toEqual({ ...expected, 'NOTES.md': 'host notes, not generated' });

    // Only the affected files were written: the others were not even rewritten.
    const changed = changedPaths(twoNetworks, oneNetwork);
    expect(changed).toEqual(
      expect.arrayContaining(['.walletkit.json', 'config.ts', 'views/Networks.tsx']),
    );
    const oneNetworkTimes = await modifiedTimesIn(outDir);
    for (const path of Object.keys(oneNetwork).filter((p) => !changed.includes(p))) {
      expect(oneNetworkTimes[path], `${path} was rewritten`).toBe(twoNetworksTimes[path]);
    }
    expect(shrink.stdout).toMatch(/- remove\s+views\/Networks\.tsx/);
    for (const path of changed.filter(
      (p) => p !== 'views/Networks.tsx' && p !== '.walletkit.json',
    )) {
      expect(shrink.stdout).toMatch(
        new RegExp(`~ update\\s+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`),
      );
    }

    await writeFile(join(app, 'walletkit.config.ts'), kitConfig(2));
    const grow = await runCli(app, ['generate']);
    expect(grow.stdout).toMatch(/\+ add\s+views\/Networks\.tsx/);
    expect(await filesIn(outDir)).toEqual(twoNetworks);
  });

  test('an edited generated file is kept and reported, and overwritten with --force', async () => {
    const app = await copyExampleApp();
    const outDir = join(app, 'src', 'wallet-kit');
    await writeFile(join(app, 'walletkit.config.ts'), kitConfig(2));
    await runCli(app, ['generate']);
    const generated = await readFile(join(outDir, 'views', 'Connect.tsx'), 'utf8');
    const edited = `${generated}// the host's tweak\n`;
    await writeFile(join(outDir, 'views', 'Connect.tsx'), edited);

    await writeFile(join(app, 'walletkit.config.ts'), kitConfig(2, '#00aa00'));
    const kept = await runCli(app, ['generate']);
    expect(kept.code).toBe(0);
    expect(kept.stdout).toMatch(/! kept-edited\s+views\/Connect\.tsx/);
    expect(kept.stderr).toContain('kept 1 file you edited: views/Connect.tsx');
    expect(await readFile(join(outDir, 'views', 'Connect.tsx'), 'utf8')).toBe(edited);
    expect(await readFile(join(outDir, 'config.ts'), 'utf8')).toContain('#00aa00');

    const forced = await runCli(app, ['generate', '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/~ update\s+views\/Connect\.tsx \(edited, --force\)/);
    expect(await readFile(join(outDir, 'views', 'Connect.tsx'), 'utf8')).toBe(generated);
  });

  test('--check exits 0 when current and 1 when stale or edited, writing nothing', async () => {
    const app = await copyExampleApp();
    const outDir = join(app, 'src', 'wallet-kit');
    await writeFile(join(app, 'walletkit.config.ts'), kitConfig(2));
    expect((await runCli(app, ['generate', '--check'])).code).toBe(1);
    await runCli(app, ['generate']);
    const current = await runCli(app, ['generate', '--check']);
    expect(current.code).toBe(0);
    expect(current.stdout).toContain('is up to date');

    await writeFile(join(app, 'walletkit.config.ts'), kitConfig(1));
    const before = await filesIn(outDir);
    const stale = await runCli(app, ['generate', '--check']);
    expect(stale.code).toBe(1);
    expect(stale.stdout).toContain('config.ts is out of date');
    expect(stale.stdout).toContain('views/Networks.tsx is no longer generated');
    expect(await filesIn(outDir)).toEqual(before);

    await writeFile(join(app, 'walletkit.config.ts'), kitConfig(2));
    await writeFile(join(outDir, 'index.ts'), `${before['index.ts']}// edit\n`);
    const edited = await runCli(app, ['generate', '--check']);
    expect(edited.code).toBe(1);
    expect(edited.stdout).toContain('index.ts was edited by hand');
  });

  test('--dry-run prints the plan and a diff and writes nothing', async () => {
    const app = await copyExampleApp();
    const outDir = join(app, 'src', 'wallet-kit');
    await writeFile(join(app, 'walletkit.config.ts'), kitConfig(2));
    await runCli(app, ['generate']);
    await writeFile(join(app, 'walletkit.config.ts'), kitConfig(1, '#123456'));
    const before = await filesIn(outDir);
    const dry = await runCli(app, ['generate', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/~ update\s+config\.ts/);
    expect(dry.stdout).toMatch(/- remove\s+views\/Networks\.tsx/);
    expect(dry.stdout).toMatch(/= unchanged\s+index\.ts/);
    expect(dry.stdout).toMatch(/^-\s+accent: '#7c5cff',$/m);
    expect(dry.stdout).toMatch(/^\+\s+accent: '#123456',$/m);
    expect(dry.stdout).toContain('Dry run: nothing was written.');
    expect(await filesIn(outDir)).toEqual(before);
  });

  test('an invalid config exits 1 naming each failing field path and writes nothing', async () => {
    const app = await copyExampleApp();
    await writeFile(
      join(app, 'walletkit.config.ts'),
      "export default { projectId: '', metadata: { name: 'x', url: 'nope' }, theme: { mode: 'blue' } };\n",
    );
    const result = await runCli(app, ['generate']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('✖ projectId:');
    expect(result.stderr).toContain('✖ metadata.url:');
    expect(result.stderr).toContain('✖ theme.mode:');
    expect(result.stderr).toContain('Nothing was written.');
    expect(existsSync(join(app, 'src', 'wallet-kit'))).toBe(false);
  });

  test('a missing config file exits 1 with a clear error', async () => {
    const app = await copyExampleApp();
    const result = await runCli(app, ['generate', '--config', 'nope.config.ts']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Config file not found: ${join(app, 'nope.config.ts')}`);
  });
});
