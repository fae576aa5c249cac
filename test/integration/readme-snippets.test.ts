/**
 * Every TypeScript snippet of the README compiles in a fresh Vite react-ts app: the template is
 * copied from the installed create-vite (what `npm create vite@latest` writes), the snippets are
 * pasted into the files their markers name, the module is generated from the pasted config by
 * the built CLI, and the template's own type-check runs (`tsc -b`, with the TypeScript 7 the
 * template pins). The app lives under the git-ignored `.cache/` so it resolves the workspace's
 * installed packages; `test/e2e/host-install.test.ts` does the same in an app installed from the
 * packed tarballs. Build first (`npm run build`).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { readmeSnippets } from '../fixtures/readme/readme-snippets.js';
import {
  includeWalletKitConfig,
  templateTsc,
  writeViteTemplate,
} from '../fixtures/readme/vite-template.js';

const repo = resolve(import.meta.dirname, '..', '..');
const app = join(repo, '.cache', `readme-snippets-${randomBytes(4).toString('hex')}`);
const execFileAsync = promisify(execFile);

async function runNode(script: string, args: string[]) {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [script, ...args], {
      cwd: app,
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 180_000,
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
    "every README snippet type-checks in a fresh Vite react-ts template with the template's own tsc -b",
    { timeout: 300_000 },
    async () => {
      if (!existsSync(join(repo, 'cli', 'dist', 'bin.js'))) {
        throw new Error('The CLI is not built: run `npm run build` first.');
      }
      const tsc = templateTsc();
      expect(tsc.version).toMatch(/^7\./);
      await writeViteTemplate(app, 'my-app');
      await includeWalletKitConfig(app);
      for (const snippet of readmeSnippets(join(repo, 'README.md'))) {
        await mkdir(dirname(join(app, snippet.file)), { recursive: true });
        await writeFile(join(app, snippet.file), snippet.code);
      }
      const generated = await runNode(join(repo, 'cli', 'bin', 'create-wallet-kit.mjs'), [
        'generate',
        '--no-install',
      ]);
      expect(generated.code, generated.output).toBe(0);
      const checked = await runNode(tsc.bin, ['-b']);
      expect(checked.output).toBe('');
      expect(checked.code).toBe(0);

      // The README's tsconfig.node.json step is what makes the config checked at all.
      await writeFile(
        join(app, 'walletkit.config.ts'),
        "import { defineConfig } from 'create-wallet-kit';\n\nexport default defineConfig({ projectId: 5, metadata: { name: 'My app', url: 'https://my.app' } });\n",
      );
      const wrong = await runNode(tsc.bin, ['-b']);
      expect(wrong.output).toMatch(/walletkit\.config\.ts.*TS2322/);
      expect(wrong.code).not.toBe(0);
    },
  );

  it('the README tells a Vite host to add walletkit.config.ts to tsconfig.node.json', async () => {
    const readme = await readFile(join(repo, 'README.md'), 'utf8');
    expect(readme).toContain('"include": ["vite.config.ts", "walletkit.config.ts"]');
  });
});
