import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConfig, type ResolvedConfig } from '@wallet-kit/schemas';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CliError } from '../errors.js';
import { createColors } from '../report/colors.js';
import type { Printer } from '../report/printer.js';
import { ensureHostLibraries, type HostLibrariesOptions } from './host-libraries.js';
import { SOLANA_CURVES_RANGE, VIEM_CURVES_PIN } from './peer-overrides.js';

let project: string;
let output: string[];
const printer: Printer = {
  colors: createColors(false),
  info: (text) => void output.push(text),
  warn: (text) => void output.push(`warning ${text}`),
  error: (text) => void output.push(`error ${text}`),
};

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

function configWith(networks: string[], enableWalletConnect = false): ResolvedConfig {
  const parsed = parseConfig({
    projectId: 'p',
    metadata: { name: 'A', url: 'https://a.example' },
    networks,
    enableWalletConnect,
  });
  if (!parsed.ok) throw new Error('bad test config');
  return parsed.config;
}

const evmConfig = (enableWalletConnect = false) => configWith(['eip155:1'], enableWalletConnect);

async function installRuntime(): Promise<void> {
  const dir = join(project, 'node_modules', '@wallet-kit', 'runtime');
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({ name: '@wallet-kit/runtime', peerDependencies: { viem: '^2.0.0' } }),
  );
}

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'wk-host-libs-'));
  await writeFile(join(project, 'package.json'), '{}');
  output = [];
});
afterEach(() => rm(project, { recursive: true, force: true }));

const options = (
  run: HostLibrariesOptions['run'],
  install = true,
  config = evmConfig(),
): HostLibrariesOptions => ({
  config,
  configPath: join(project, 'walletkit.config.ts'),
  install,
  printer,
  run,
});

describe('installing what the generated module needs', () => {
  test('missing libraries are installed in the project with the versions the runtime declares', async () => {
    await installRuntime();
    const run = vi.fn(async () => 0);
    const result = await ensureHostLibraries(options(run));
    expect(run).toHaveBeenCalledWith(
      { command: 'npm', args: ['install', 'viem@^2.0.0'], display: "npm install 'viem@^2.0.0'" },
      project,
    );
    expect(result.installed).toBe(true);
  });

  test('a failed install is an error that names the command to run by hand', async () => {
    await installRuntime();
    const error = await ensureHostLibraries(options(async () => 1)).catch((caught) => caught);
    expect(error).toBeInstanceOf(CliError);
    expect((error as Error).message).toContain("npm install 'viem@^2.0.0' failed (exit code 1)");
  });

  test('without the runtime nothing runs; the runtime is named first, its libraries after it', async () => {
    const run = vi.fn(async () => 0);
    const result = await ensureHostLibraries(options(run));
    expect(run).not.toHaveBeenCalled();
    expect(result.command?.display).toBe('npm install @wallet-kit/runtime');
    expect(result.afterRuntime).toEqual(['viem']);
    expect(output.join('\n')).toContain(
      'then run create-wallet-kit generate again: it installs viem',
    );
  });

  test('--no-install prints the command and runs nothing', async () => {
    await installRuntime();
    const run = vi.fn(async () => 0);
    await ensureHostLibraries(options(run, false));
    expect(run).not.toHaveBeenCalled();
    expect(output.join('\n')).toContain("npm install 'viem@^2.0.0'");
  });
});

describe("WalletConnect's pinned viem", () => {
  const readManifest = async () =>
    JSON.parse(await readFile(join(project, 'package.json'), 'utf8')) as {
      overrides?: Record<string, unknown>;
    };

  test("installing WalletConnect with npm first gives its utils the runtime's viem through package.json overrides", async () => {
    await installRuntime();
    await writeFile(join(project, 'package.json'), '{\n\t"name": "host"\n}\n');
    const run = vi.fn(async () => ((await readManifest()).overrides !== undefined ? 0 : 1));
    await ensureHostLibraries(options(run, true, evmConfig(true)));
    expect(run).toHaveBeenCalledOnce();
    expect(await readManifest()).toEqual({
      name: 'host',
      overrides: {
        '@walletconnect/utils@2.21.8': { viem: '^2.0.0' },
        '@walletconnect/time@1.0.2': { tslib: '^2.8.0' },
        '@walletconnect/environment@1.0.1': { tslib: '^2.8.0' },
      },
    });
    // The host's own indentation is kept.
    expect(await readFile(join(project, 'package.json'), 'utf8')).toContain('\n\t"name"');
    expect(output.join('\n')).toContain('@walletconnect/utils@2.21.8 → viem@^2.0.0');
  });

  test('an override the host already has for that package is left as it is', async () => {
    await installRuntime();
    const own = { '@walletconnect/utils@2.21.8': { viem: '2.31.0' } };
    await writeFile(join(project, 'package.json'), JSON.stringify({ overrides: own }));
    await ensureHostLibraries(options(async () => 0, true, evmConfig(true)));
    expect((await readManifest()).overrides).toMatchObject(own);
  });

  test('without WalletConnect, or with --no-install, package.json is not touched', async () => {
    await installRuntime();
    await ensureHostLibraries(options(async () => 0, true, evmConfig(false)));
    expect(await readManifest()).toEqual({});
    await ensureHostLibraries(options(async () => 0, false, evmConfig(true)));
    expect(await readManifest()).toEqual({});
    expect(output.join('\n')).toContain(
      'override in your package manager: @walletconnect/utils@2.21.8 → viem@^2.0.0',
    );
  });

  test('another package manager is told the override instead of having its files edited', async () => {
    await installRuntime();
    await writeFile(join(project, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n");
    await ensureHostLibraries(options(async () => 0, true, evmConfig(true)));
    expect(await readManifest()).toEqual({});
    expect(output.join('\n')).toContain('override in your package manager');
  });

  test('a host package.json that is not JSON is refused by name, left as it is, and nothing is installed', async () => {
    await installRuntime();
    await writeFile(join(project, 'package.json'), '{ "name": ');
    const run = vi.fn(async () => 0);
    const error = await ensureHostLibraries(options(run, true, evmConfig(true))).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CliError);
    expect((error as Error).message).toContain(
      `${join(project, 'package.json')} is not valid JSON`,
    );
    expect(await readFile(join(project, 'package.json'), 'utf8')).toBe('{ "name": ');
    expect(run).not.toHaveBeenCalled();
  });
});

describe("viem's and ox's pinned @noble/curves beside Solana's web3.js", () => {
  const readManifest = async () =>
    JSON.parse(await readFile(join(project, 'package.json'), 'utf8')) as {
      overrides?: Record<string, unknown>;
    };
  const solanaConfig = () => configWith(['eip155:1', SOLANA_MAINNET]);
  /** A package.json of the workspace's own install. */
  const workspaceManifest = (name: string) =>
    JSON.parse(
      readFileSync(
        fileURLToPath(new URL(`../../../node_modules/${name}/package.json`, import.meta.url)),
        'utf8',
      ),
    ) as { dependencies?: Record<string, string> };

  test("installing web3.js with npm gives the exact @noble/curves pin web3.js's range", async () => {
    await installRuntime();
    await ensureHostLibraries(options(async () => 0, true, solanaConfig()));
    expect((await readManifest()).overrides).toEqual({
      [`@noble/curves@${VIEM_CURVES_PIN}`]: SOLANA_CURVES_RANGE,
    });
  });

  test('a host depending on @noble/curves itself gets no @noble/curves override', async () => {
    await installRuntime();
    const own = { name: 'host', dependencies: { '@noble/curves': '^1.9.0' } };
    await writeFile(join(project, 'package.json'), JSON.stringify(own));
    await ensureHostLibraries(options(async () => 0, true, solanaConfig()));
    expect(await readManifest()).toEqual(own);
  });

  test('the override names the version viem and ox pin and the range web3.js asks for', () => {
    expect(workspaceManifest('@solana/web3.js').dependencies?.['@noble/curves']).toBe(
      SOLANA_CURVES_RANGE,
    );
    for (const pinning of ['viem', 'ox']) {
      expect(workspaceManifest(pinning).dependencies?.['@noble/curves'], pinning).toBe(
        VIEM_CURVES_PIN,
      );
    }
  });
});
