import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { findConfigFile, loadConfigFile } from './load-config.js';

let dir: string;
beforeEach(async () => {
  // Outside the repository: no node_modules to find create-wallet-kit in.
  dir = await mkdtemp(join(tmpdir(), 'wk-load-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function configFile(source: string, name = 'walletkit.config.ts'): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, source);
  return path;
}

describe('loading walletkit.config.ts', () => {
  test('a config importing defineConfig from create-wallet-kit loads where the package is not installed', async () => {
    const path = await configFile(
      [
        "import { defineConfig, type WalletKitConfigInput } from 'create-wallet-kit';",
        "const networks: WalletKitConfigInput['networks'] = ['eip155:1'];",
        "export default defineConfig({ projectId: 'p', networks });",
      ].join('\n'),
    );
    expect(await loadConfigFile(path)).toEqual({ projectId: 'p', networks: ['eip155:1'] });
  });

  test('a missing config file is a clear error naming the path', async () => {
    const path = join(dir, 'nope.config.ts');
    await expect(loadConfigFile(path)).rejects.toThrow(`Config file not found: ${path}`);
  });

  test('a config that throws is a clear error naming the file and the cause', async () => {
    const path = await configFile("throw new Error('RPC_URL is not set');\nexport default {};\n");
    await expect(loadConfigFile(path)).rejects.toThrow(
      `Could not load ${path}: RPC_URL is not set`,
    );
  });

  test('a config with a syntax error names the file', async () => {
    const path = await configFile('export default { projectId: ;\n');
    await expect(loadConfigFile(path)).rejects.toThrow(`Could not load ${path}`);
  });

  test('a config without a default export is refused with the fix', async () => {
    const path = await configFile("export const config = { projectId: 'p' };\n");
    await expect(loadConfigFile(path)).rejects.toThrow('has no default export');
  });

  test('a changed config is read afresh on the next load', async () => {
    const path = await configFile("export default { projectId: 'one' };\n");
    expect(await loadConfigFile(path)).toEqual({ projectId: 'one' });
    await writeFile(path, "export default { projectId: 'two' };\n");
    expect(await loadConfigFile(path)).toEqual({ projectId: 'two' });
  });
});

describe('finding the config file', () => {
  test('walletkit.config.ts is preferred, then .mts, .js and .mjs', async () => {
    expect(findConfigFile(dir)).toBe(join(dir, 'walletkit.config.ts'));
    await configFile('export default {};', 'walletkit.config.mjs');
    expect(findConfigFile(dir)).toBe(join(dir, 'walletkit.config.mjs'));
    await configFile('export default {};', 'walletkit.config.js');
    expect(findConfigFile(dir)).toBe(join(dir, 'walletkit.config.js'));
    await configFile('export default {};', 'walletkit.config.ts');
    expect(findConfigFile(dir)).toBe(join(dir, 'walletkit.config.ts'));
  });
});
