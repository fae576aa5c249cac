import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig, type ResolvedConfig } from '@wallet-kit/schemas';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CliError } from '../errors.js';
import { createColors } from '../report/colors.js';
import type { Printer } from '../report/printer.js';
import { ensureHostLibraries, type HostLibrariesOptions } from './host-libraries.js';

let project: string;
let output: string[];
const printer: Printer = {
  colors: createColors(false),
  info: (text) => void output.push(text),
  warn: (text) => void output.push(`warning ${text}`),
  error: (text) => void output.push(`error ${text}`),
};

function evmConfig(): ResolvedConfig {
  const parsed = parseConfig({
    projectId: 'p',
    metadata: { name: 'A', url: 'https://a.example' },
    networks: ['eip155:1'],
    enableWalletConnect: false,
  });
  if (!parsed.ok) throw new Error('bad test config');
  return parsed.config;
}

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

const options = (run: HostLibrariesOptions['run'], install = true): HostLibrariesOptions => ({
  config: evmConfig(),
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
