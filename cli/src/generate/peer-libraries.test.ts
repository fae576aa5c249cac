import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig, type ResolvedConfig } from '@wallet-kit/schemas';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { checkPeerLibraries, requiredPeerLibraries } from './peer-libraries.js';

function config(networks: string[], enableWalletConnect: boolean): ResolvedConfig {
  const parsed = parseConfig({
    projectId: 'p',
    metadata: { name: 'A', url: 'https://a.example' },
    networks,
    enableWalletConnect,
  });
  if (!parsed.ok) throw new Error('bad test config');
  return parsed.config;
}

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

describe('the libraries a config needs', () => {
  test('an EVM-only kit without WalletConnect needs viem only', () => {
    expect(requiredPeerLibraries(config(['eip155:1'], false))).toEqual(['viem']);
  });

  test('Solana networks add the Solana libraries; WalletConnect adds its provider', () => {
    const needed = requiredPeerLibraries(config(['eip155:1', SOLANA], true));
    expect(needed).toEqual(
      expect.arrayContaining(['viem', '@solana/web3.js', '@walletconnect/universal-provider']),
    );
  });
});

describe('checking the host project', () => {
  let project: string;
  beforeEach(async () => {
    project = await mkdtemp(join(tmpdir(), 'wk-peers-'));
    await writeFile(join(project, 'package.json'), '{}');
  });
  afterEach(() => rm(project, { recursive: true, force: true }));

  async function install(name: string, manifest: object = {}): Promise<void> {
    const dir = join(project, 'node_modules', name);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name, ...manifest }));
  }

  test('missing libraries carry the version range the installed runtime declares', async () => {
    await install('@wallet-kit/runtime', { peerDependencies: { viem: '^2.57.20' } });
    const check = checkPeerLibraries(config(['eip155:1'], false), project);
    expect(check.runtimeDir).toBeDefined();
    expect(check.missing).toEqual(['viem@^2.57.20']);
  });

  test('a library installed in the project or a folder above it is not missing', async () => {
    await install('@wallet-kit/runtime');
    await install('viem');
    const app = join(project, 'packages', 'app');
    await mkdir(app, { recursive: true });
    expect(checkPeerLibraries(config(['eip155:1'], false), app).missing).toEqual([]);
  });
});
