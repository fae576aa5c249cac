/**
 * Every TypeScript snippet of the README compiles in a fresh Vite react-ts app: the snippets are
 * pasted into the files their markers name, over the template's own files, the module is
 * generated from the pasted config by the built CLI, and tsc checks the app with the template's
 * strict compiler options. The app lives under the git-ignored `.cache/` so it resolves the
 * workspace's installed packages; `test/e2e/host-install.test.ts` pastes the same snippets into
 * an app installed from the packed tarballs. Build first (`npm run build`).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { readmeSnippets } from '../fixtures/readme/readme-snippets.js';
import { VITE_MAIN_TSX, VITE_TSCONFIG_APP } from '../fixtures/readme/vite-react-ts-template.js';

const repo = resolve(import.meta.dirname, '..', '..');
const app = join(repo, '.cache', `readme-snippets-${randomBytes(4).toString('hex')}`);
const execFileAsync = promisify(execFile);

async function runNode(script: string, args: string[]) {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [script, ...args], {
      cwd: app,
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 120_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

afterAll(() => rm(app, { recursive: true, force: true }));

describe('the README snippets', () => {
  it('every TS and TSX block of the README names the host file it belongs in', () => {
    const files = readmeSnippets(join(repo, 'README.md')).map((snippet) => snippet.file);
    expect(files).toContain('walletkit.config.ts');
    expect(files).toContain('src/App.tsx');
  });

  // generate and tsc over a whole app: minutes on a loaded machine, nothing timing-sensitive.
  it(
    'every README snippet type-checks in a fresh Vite react-ts template',
    { timeout: 240_000 },
    async () => {
      if (!existsSync(join(repo, 'cli', 'dist', 'bin.js'))) {
        throw new Error('The CLI is not built: run `npm run build` first.');
      }
      await mkdir(join(app, 'src'), { recursive: true });
      await writeFile(
        join(app, 'package.json'),
        '{ "name": "my-app", "private": true, "type": "module" }\n',
      );
      await writeFile(join(app, 'src', 'main.tsx'), VITE_MAIN_TSX);
      await writeFile(join(app, 'src', 'index.css'), ':root { color-scheme: light dark; }\n');
      await writeFile(
        join(app, 'tsconfig.json'),
        JSON.stringify({
          ...VITE_TSCONFIG_APP,
          include: ['src', 'walletkit.config.ts'],
        }),
      );
      for (const snippet of readmeSnippets(join(repo, 'README.md'))) {
        await mkdir(dirname(join(app, snippet.file)), { recursive: true });
        await writeFile(join(app, snippet.file), snippet.code);
      }
      const generated = await runNode(join(repo, 'cli', 'bin', 'create-wallet-kit.mjs'), [
        'generate',
        '--no-install',
      ]);
      expect(generated.code, generated.output).toBe(0);
      const tsc = await runNode(join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), [
        '-p',
        '.',
      ]);
      expect(tsc.output).toBe('');
      expect(tsc.code).toBe(0);
    },
  );
});
