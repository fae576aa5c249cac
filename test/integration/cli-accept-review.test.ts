/**
 * `generate --accept` against a config change: an accept must never drop what the config asked
 * for without showing it, and always says what it recorded. The real built CLI binary.
 * Build first: `npm run build`.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const repo = resolve(import.meta.dirname, '..', '..');
const bin = join(repo, 'cli', 'bin', 'create-wallet-kit.mjs');
const workRoot = join(repo, '.cache', `cli-accept-${randomBytes(4).toString('hex')}`);
const execFileAsync = promisify(execFile);

async function runCli(
  cwd: string,
  args: string[],
): Promise<{ code: number | null; output: string }> {
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

const config = (features: string) => `import { defineConfig } from 'create-wallet-kit';
export default defineConfig({
  projectId: 'accept',
  metadata: { name: 'Shop', url: 'https://shop.example' },
  networks: ['eip155:1'],
  features: ${features},
});
`;

async function generatedProject(features: string): Promise<string> {
  const dir = join(workRoot, `app-${randomBytes(3).toString('hex')}`);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'walletkit.config.ts'), config(features));
  const first = await runCli(dir, ['generate', '--no-install']);
  expect(first.code, first.output).toBe(0);
  return dir;
}

beforeAll(async () => {
  if (!existsSync(join(repo, 'cli', 'dist', 'bin.js'))) {
    throw new Error('The CLI is not built: run `npm run build` first.');
  }
  await mkdir(workRoot, { recursive: true });
});
afterAll(() => rm(workRoot, { recursive: true, force: true }));

describe('--accept and config changes', () => {
  test('--accept of a file the config changed since the edit shows what the config wanted and needs a second --accept or --force', async () => {
    const app = await generatedProject('{ history: true }');
    const account = join(app, 'src', 'wallet-kit', 'views', 'Account.tsx');
    await writeFile(account, `${await readFile(account, 'utf8')}// our own tweak\n`);
    await writeFile(join(app, 'walletkit.config.ts'), config('{ history: false }'));

    const first = await runCli(app, ['generate', '--no-install', '--accept', 'views/Account.tsx']);
    expect(first.code, first.output).toBe(1);
    expect(first.output).toMatch(/views\/Account\.tsx: not accepted/);
    // What the config wanted: the Activity tab goes.
    expect(first.output).toMatch(/^-.*ActivityList/m);
    expect(first.output).toMatch(/--accept views\/Account\.tsx` again/);
    expect(first.output).toMatch(/--force/);
    expect((await runCli(app, ['generate', '--check'])).code).toBe(1);

    const second = await runCli(app, ['generate', '--no-install', '--accept', 'views/Account.tsx']);
    expect(second.code, second.output).toBe(0);
    expect(second.output).toMatch(/accepted views\/Account\.tsx/);
    expect((await runCli(app, ['generate', '--check'])).code).toBe(0);
    expect(await readFile(account, 'utf8')).toContain('// our own tweak');
  });

  test('--accept always prints what it recorded', async () => {
    const app = await generatedProject('{ send: true }');
    const send = join(app, 'src', 'wallet-kit', 'views', 'Send.tsx');
    await writeFile(send, `${await readFile(send, 'utf8')}// ours\n`);
    const accepted = await runCli(app, ['generate', '--no-install', '--accept', 'views/Send.tsx']);
    expect(accepted.code, accepted.output).toBe(0);
    expect(accepted.output).toMatch(
      /accepted views\/Send\.tsx: your edit is recorded in .*\.walletkit\.json as intended/,
    );
  });
});
