import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_SOCIALS, parseConfig } from '@wallet-kit/schemas';
import { loadConfigFile } from '../config/load-config.js';
import { answersToConfig, defaultAnswers, PLACEHOLDER_PROJECT_ID } from './answers.js';
import { renderConfigFile } from './config-file.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wk-init-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('first-run answers', () => {
  test('the default answers make a valid config with the schema defaults', () => {
    const parsed = parseConfig(answersToConfig(defaultAnswers(dir, {})));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.config.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:1']);
    expect(parsed.config.features.email).toBe(true);
    expect(parsed.config.socials).toEqual(DEFAULT_SOCIALS);
    expect(parsed.config.theme.mode).toBe('dark');
    expect(parsed.config.output.dir).toBe('src/wallet-kit');
  });

  test('the app name defaults to the host package name, the project id to WALLETKIT_PROJECT_ID', async () => {
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'my-shop' }));
    expect(defaultAnswers(dir, {}).appName).toBe('my-shop');
    expect(defaultAnswers(dir, {}).projectId).toBe(PLACEHOLDER_PROJECT_ID);
    expect(defaultAnswers(dir, { WALLETKIT_PROJECT_ID: 'abc123' }).projectId).toBe('abc123');
  });

  test('leaving social out turns social login off; leaving email out turns email off', () => {
    const config = answersToConfig({ ...defaultAnswers(dir, {}), connectMethods: [] });
    expect(config.socials).toEqual([]);
    expect(config.features).toEqual({ email: false });
  });

  test('the written config file loads back to the same config', async () => {
    const config = answersToConfig({
      ...defaultAnswers(dir, {}),
      networks: ['eip155:1', 'eip155:8453'],
      themeMode: 'light',
    });
    const text = await renderConfigFile(config);
    expect(text.startsWith("import { defineConfig } from 'create-wallet-kit';")).toBe(true);
    await writeFile(join(dir, 'walletkit.config.ts'), text);
    expect(await loadConfigFile(join(dir, 'walletkit.config.ts'))).toEqual(config);
  });
});
