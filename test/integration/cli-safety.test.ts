/**
 * The real built CLI binary against what a hostile or careless project folder can hold: an edit
 * kept on purpose (`--accept`) and one that contradicts the config, a planted staging journal, a
 * symbolic link on the write path, and a config value that would break out of generated code.
 * Build first: `npm run build`.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const repo = resolve(import.meta.dirname, '..', '..');
const bin = join(repo, 'cli', 'bin', 'create-wallet-kit.mjs');
const workRoot = join(repo, '.cache', `cli-safety-${randomBytes(4).toString('hex')}`);
const execFileAsync = promisify(execFile);

interface RunResult {
  code: number | null;
  output: string;
}

async function runCli(cwd: string, args: string[]): Promise<RunResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.CI;
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [bin, ...args], {
      cwd,
      env,
      timeout: 60_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout: string; stderr: string };
    return { code: failed.code ?? null, output: failed.stdout + failed.stderr };
  }
}

function config(fields: string): string {
  return `import { defineConfig } from 'create-wallet-kit';
export default defineConfig({
  projectId: 'safety',
  metadata: { name: 'Shop', url: 'https://shop.example' },
  networks: ['eip155:1'],
  ${fields}
});
`;
}

async function project(fields = 'features: { send: true },'): Promise<string> {
  const dir = join(workRoot, `app-${randomBytes(3).toString('hex')}`);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'walletkit.config.ts'), config(fields));
  return dir;
}

beforeAll(async () => {
  if (!existsSync(join(repo, 'cli', 'dist', 'bin.js'))) {
    throw new Error('The CLI is not built: run `npm run build` first.');
  }
  await mkdir(workRoot, { recursive: true });
});
afterAll(() => rm(workRoot, { recursive: true, force: true }));

describe('create-wallet-kit keeps intentional edits and refuses unsafe folders', () => {
  test('an accepted edit of the Send view passes --check until send is turned off, then is reported by name', async () => {
    const app = await project();
    expect((await runCli(app, ['generate'])).code).toBe(0);
    const send = join(app, 'src', 'wallet-kit', 'views', 'Send.tsx');
    await writeFile(send, `${await readFile(send, 'utf8')}\n// our own tweak\n`);
    const edited = await runCli(app, ['generate', '--check']);
    expect(edited.code).toBe(1);
    expect(edited.output).toMatch(/views\/Send\.tsx was edited by hand/);

    const accepted = await runCli(app, ['generate', '--accept', 'src/wallet-kit/views/Send.tsx']);
    expect(accepted.code, accepted.output).toBe(0);
    const check = await runCli(app, ['generate', '--check']);
    expect(check.code, check.output).toBe(0);

    await writeFile(join(app, 'walletkit.config.ts'), config('features: { send: false },'));
    const regenerated = await runCli(app, ['generate']);
    expect(regenerated.output).toMatch(
      /views\/Send\.tsx is kept, but the config does not enable the Send view \(features\.send is false\)/,
    );
    expect(await readFile(send, 'utf8')).toContain('// our own tweak');
    const stale = await runCli(app, ['generate', '--check']);
    expect(stale.code).toBe(1);
    expect(stale.output).toMatch(/features\.send is false/);
  });

  test('--accept repeats, one file each, named from the project or from the output folder', async () => {
    const app = await project();
    expect((await runCli(app, ['generate'])).code).toBe(0);
    const outDir = join(app, 'src', 'wallet-kit');
    for (const file of ['index.ts', join('views', 'Send.tsx')]) {
      await writeFile(join(outDir, file), `${await readFile(join(outDir, file), 'utf8')}// ours\n`);
    }
    expect((await runCli(app, ['generate', '--check'])).code).toBe(1);
    const accepted = await runCli(app, [
      'generate',
      '--accept',
      'src/wallet-kit/index.ts',
      '--accept',
      'views/Send.tsx',
    ]);
    expect(accepted.code, accepted.output).toBe(0);
    expect((await runCli(app, ['generate', '--check'])).code).toBe(0);
  });

  test('--accept of a file that is not generated is refused and writes nothing', async () => {
    const app = await project();
    expect((await runCli(app, ['generate'])).code).toBe(0);
    const manifest = await readFile(join(app, 'src', 'wallet-kit', '.walletkit.json'), 'utf8');
    const result = await runCli(app, ['generate', '--accept', 'walletkit.config.ts']);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /--accept walletkit\.config\.ts: not a file of the generated module/,
    );
    expect(await readFile(join(app, 'src', 'wallet-kit', '.walletkit.json'), 'utf8')).toBe(
      manifest,
    );
  });

  test('a planted staging journal with ../ paths is refused and nothing outside is touched', async () => {
    const app = await project();
    expect((await runCli(app, ['generate'])).code).toBe(0);
    await writeFile(join(app, 'precious.txt'), 'keep me');
    const staging = join(app, 'src', 'wallet-kit', '.walletkit-staging-999999999-deadbeef');
    await mkdir(join(staging, 'backup'), { recursive: true });
    await writeFile(
      join(staging, 'journal.json'),
      JSON.stringify({
        operations: [{ path: '../../precious.txt', kind: 'delete', existed: true }],
        createdDirs: [],
        createdOutDir: false,
      }),
    );
    const result = await runCli(app, ['generate']);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /staging journal .* not a relative path inside the output folder/,
    );
    expect(await readFile(join(app, 'precious.txt'), 'utf8')).toBe('keep me');
  });

  test('an output folder that is a link outside the project is refused', async () => {
    const app = await project();
    const outside = join(workRoot, `outside-${randomBytes(3).toString('hex')}`);
    await mkdir(outside, { recursive: true });
    await mkdir(join(app, 'src'));
    await symlink(outside, join(app, 'src', 'wallet-kit'));
    const result = await runCli(app, ['generate']);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/outside the project/);
    expect(await readdir(outside)).toEqual([]);
  });

  test('a backend URL holding */ is written as data, the generated provider still parses', async () => {
    const app = await project(
      "siwx: { backendUrl: 'https://shop.example/*/globalThis.pwned=1;/*' },",
    );
    const result = await runCli(app, ['generate']);
    expect(result.code, result.output).toBe(0);
    const provider = await readFile(
      join(app, 'src', 'wallet-kit', 'WalletKitProvider.tsx'),
      'utf8',
    );
    // In the comment `*/` is written `*\/` and a final `*` as `\u002a`: the comment reads back
    // as the URL (JSON string escapes) and cannot end early.
    expect(provider).toContain(
      'your backend at https://shop.example/*\\/globalThis.pwned=1;/\\u002a. */',
    );
    expect(provider).toContain("baseUrl: 'https://shop.example/*/globalThis.pwned=1;/*'");
  });

  test('a theme colour with url() is refused naming the field', async () => {
    const app = await project(
      "theme: { variables: { accent: 'rgb(0 0 0) url(https://tracker.example/p)' } },",
    );
    const result = await runCli(app, ['generate']);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/theme\.variables\.accent/);
    expect(result.output).toMatch(/url\(\)/);
    expect(existsSync(join(app, 'src'))).toBe(false);
  });
});
