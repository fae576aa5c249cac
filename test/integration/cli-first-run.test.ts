/**
 * The real built CLI binary run where there is no walletkit.config.ts yet: the first-run path.
 * Build first: `npm run build -w create-wallet-kit`.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const repo = resolve(import.meta.dirname, '..', '..');
const bin = join(repo, 'cli', 'bin', 'create-wallet-kit.mjs');
const execFileAsync = promisify(execFile);

/**
 * Runs the CLI with stdin an open pipe that is not a terminal and CI unset: a CLI that prompted
 * would wait for input until the timeout kills it, and the test fails.
 */
async function runCli(cwd: string, args: string[], timeout = 20_000) {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.CI;
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [bin, ...args], {
      cwd,
      env,
      timeout,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; killed?: boolean; stdout: string; stderr: string };
    if (failed.killed)
      throw new Error(`create-wallet-kit ${args.join(' ')}: still waiting after ${timeout} ms`);
    return { code: failed.code ?? null, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('create-wallet-kit in a project without a config', () => {
  // Outside the repository, where create-wallet-kit is not installed: the written config's
  // `import { defineConfig } from 'create-wallet-kit'` must still load.
  let project: string;
  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), 'wk-it-empty-'));
  });
  afterAll(() => rm(project, { recursive: true, force: true }));

  test('--yes with no TTY writes a config and generates without waiting', async () => {
    const dir = join(project, 'yes');
    await mkdir(dir);
    const result = await runCli(dir, ['--yes']);
    expect(result.code, result.stderr).toBe(0);
    expect(await readFile(join(dir, 'walletkit.config.ts'), 'utf8')).toContain(
      "import { defineConfig } from 'create-wallet-kit';",
    );
    expect(await readdir(join(dir, 'src', 'wallet-kit'))).toEqual(
      expect.arrayContaining(['.walletkit.json', 'index.ts', 'config.ts', 'adapters.ts']),
    );
  });

  test('with no TTY and no --yes it takes the defaults, says so, and does not wait', async () => {
    const dir = join(project, 'no-tty');
    await mkdir(dir);
    const result = await runCli(dir, []);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('No interactive terminal: using the default answers');
    expect(existsSync(join(dir, 'src', 'wallet-kit', '.walletkit.json'))).toBe(true);
  });

  test('the written walletkit.config.ts type-checks at once where create-wallet-kit is installed', async () => {
    const dir = join(project, 'typed');
    await mkdir(join(dir, 'node_modules'), { recursive: true });
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'typed', private: true }));
    // The CLI as a dev dependency of the project (a link, as a workspace install makes it).
    await symlink(join(repo, 'cli'), join(dir, 'node_modules', 'create-wallet-kit'), 'dir');
    const init = await runCli(dir, ['--yes', '--no-install']);
    expect(init.code, init.stderr).toBe(0);
    const tsc = await execFileAsync(
      process.execPath,
      [
        join(repo, 'node_modules', 'typescript', 'bin', 'tsc'),
        '--noEmit',
        '--strict',
        '--exactOptionalPropertyTypes',
        '--noUncheckedIndexedAccess',
        '--verbatimModuleSyntax',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--target',
        'es2022',
        'walletkit.config.ts',
      ],
      { cwd: dir },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    expect(tsc.stdout).toBe('');
  });
});
