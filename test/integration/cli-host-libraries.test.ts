/**
 * `create-wallet-kit generate` in host projects outside the repository: it installs the chain
 * libraries the config needs with the host's package manager (real npm, from a loopback
 * registry serving the workspace lockfile's versions out of the npm cache the workspace install
 * filled: nothing leaves 127.0.0.1), prints the command with --no-install, and reports a
 * runtime that resolves its own copy of React. Build first: `npm run build -w create-wallet-kit`.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hostEnvironment } from '@wallet-kit/local-stack/host-install/commands';
import {
  startLockfileRegistry,
  type LockfileRegistry,
} from '@wallet-kit/local-stack/host-install/lockfile-registry';

const repo = resolve(import.meta.dirname, '..', '..');
const bin = join(repo, 'cli', 'bin', 'create-wallet-kit.mjs');
const execFileAsync = promisify(execFile);
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

async function runCli(cwd: string, args: string[]) {
  // The workspace's own npm_* settings are left out (they would point npm at the workspace).
  const env: NodeJS.ProcessEnv = {
    ...hostEnvironment({ registry: registry.url, cache: join(root, '.npm-cache') }),
    NO_COLOR: '1',
  };
  delete env.CI;
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [bin, ...args], {
      cwd,
      env,
      timeout: 240_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout: string; stderr: string };
    return { code: failed.code ?? null, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function configSource(networks: string[], enableWalletConnect: boolean): string {
  return `import { defineConfig } from 'create-wallet-kit';
export default defineConfig({
  projectId: 'host-libraries',
  metadata: { name: 'Host', url: 'https://host.example' },
  networks: ${JSON.stringify(networks)},
  enableWalletConnect: ${enableWalletConnect},
});
`;
}

/** The runtime as installed: its real package.json (the CLI reads the peer ranges there). */
async function placeRuntime(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await cp(join(repo, 'runtime', 'package.json'), join(dir, 'package.json'));
}

async function newHost(parent: string, config: string): Promise<string> {
  const host = join(parent, 'host');
  await mkdir(host, { recursive: true });
  await writeFile(join(host, 'package.json'), JSON.stringify({ name: 'host', private: true }));
  await writeFile(join(host, 'walletkit.config.ts'), config);
  return host;
}

let root: string;
let registry: LockfileRegistry;
beforeAll(async () => {
  const npmCache = execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim();
  registry = await startLockfileRegistry({
    lockPath: join(repo, 'package-lock.json'),
    npmCacheDir: npmCache,
  });
  if (!existsSync(join(repo, 'cli', 'dist', 'bin.js'))) {
    throw new Error('The CLI is not built: run `npm run build -w create-wallet-kit` first.');
  }
  root = await mkdtemp(join(tmpdir(), 'wk-host-libraries-'));
});
afterAll(async () => {
  await registry?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('generate and the libraries the generated module imports', () => {
  test('an EVM-only host gets viem installed by npm, and neither Solana nor WalletConnect', async () => {
    const parent = join(root, 'evm');
    // The runtime sits in a folder above (as in a monorepo), where npm in the host leaves it be.
    await placeRuntime(join(parent, 'node_modules', '@wallet-kit', 'runtime'));
    const host = await newHost(parent, configSource(['eip155:1'], false));

    const first = await runCli(host, ['generate']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(
      "Installing what the generated module needs: npm install 'viem@^",
    );
    const installed = JSON.parse(await readFile(join(host, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    expect(Object.keys(installed.dependencies ?? {})).toEqual(['viem']);
    expect(existsSync(join(host, 'node_modules', 'viem', 'package.json'))).toBe(true);
    expect(existsSync(join(host, 'node_modules', '@solana'))).toBe(false);
    expect(existsSync(join(host, 'node_modules', '@walletconnect'))).toBe(false);

    const again = await runCli(host, ['generate']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).not.toContain('Installing');
  }, 300_000);

  test('--no-install prints the exact command for the Solana and WalletConnect libraries and installs nothing', async () => {
    const parent = join(root, 'solana');
    await placeRuntime(join(parent, 'node_modules', '@wallet-kit', 'runtime'));
    const host = await newHost(parent, configSource(['eip155:1', SOLANA], true));
    await writeFile(join(host, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n");

    const result = await runCli(host, ['generate', '--no-install']);
    expect(result.code, result.stderr).toBe(0);
    const runtime = JSON.parse(await readFile(join(repo, 'runtime', 'package.json'), 'utf8')) as {
      peerDependencies: Record<string, string>;
    };
    // Quoted where a shell would read the range (`^`, `>`), as a person would paste it.
    const spec = (name: string) => {
      const word = `${name}@${runtime.peerDependencies[name]}`;
      return /^[\w@./:=+-]+$/.test(word) ? word : `'${word}'`;
    };
    expect(result.stdout).toContain(
      `pnpm add ${spec('@solana/wallet-standard-features')} ${spec('@solana/web3.js')} ` +
        `${spec('@wallet-standard/app')} ${spec('@wallet-standard/base')} ` +
        `${spec('@wallet-standard/features')} ${spec('@walletconnect/universal-provider')} ` +
        `${spec('viem')}`,
    );
    expect(existsSync(join(host, 'node_modules'))).toBe(false);
  });

  test('a linked runtime carrying its own React is reported with the Vite fix', async () => {
    const parent = join(root, 'linked');
    const clone = join(parent, 'clone-runtime');
    await placeRuntime(clone);
    await cp(join(repo, 'node_modules', 'react'), join(clone, 'node_modules', 'react'), {
      recursive: true,
    });
    const host = await newHost(parent, configSource(['eip155:1'], false));
    await writeFile(join(host, 'vite.config.ts'), 'export default {};\n');
    await cp(join(repo, 'node_modules', 'react'), join(host, 'node_modules', 'react'), {
      recursive: true,
    });
    // What `npm install <folder>` leaves: a link to the folder.
    await mkdir(join(host, 'node_modules', '@wallet-kit'), { recursive: true });
    await symlink(clone, join(host, 'node_modules', '@wallet-kit', 'runtime'), 'dir');

    const linked = await runCli(host, ['generate', '--no-install']);
    expect(linked.code, linked.stderr).toBe(0);
    expect(linked.stderr).toContain('Two copies of React');
    expect(linked.stderr).toContain(
      "in vite.config.ts: export default defineConfig({ resolve: { dedupe: ['react', 'react-dom'] }",
    );

    // The same link without the clone's own React: one copy, nothing to report.
    await rm(join(clone, 'node_modules'), { recursive: true });
    const single = await runCli(host, ['generate', '--no-install']);
    expect(single.code, single.stderr).toBe(0);
    expect(single.stderr).not.toContain('Two copies of React');
  });
});
