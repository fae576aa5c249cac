import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Printer } from '../report/printer.js';
import { createColors } from '../report/colors.js';
import { detectInteractive, runInitCommand } from './init.js';

let dir: string;
let output: string[];
const printer: Printer = {
  colors: createColors(false),
  info: (text) => void output.push(text),
  warn: (text) => void output.push(`warning ${text}`),
  error: (text) => void output.push(`error ${text}`),
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wk-init-cmd-'));
  output = [];
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('create-wallet-kit (first run)', () => {
  test('a terminal in CI is not interactive; a terminal otherwise is', () => {
    expect(detectInteractive({ isTTY: true }, {})).toBe(true);
    expect(detectInteractive({ isTTY: true }, { CI: 'true' })).toBe(false);
    expect(detectInteractive({ isTTY: false }, {})).toBe(false);
    expect(detectInteractive({}, {})).toBe(false);
  });

  test('without a terminal it takes the defaults without asking, says so, writes the config and generates', async () => {
    const ask = vi.fn();
    expect(await runInitCommand({}, printer, { cwd: dir, interactive: false, ask })).toBe(0);
    expect(ask).not.toHaveBeenCalled();
    expect(output[0]).toMatch(/No interactive terminal: using the default answers/);
    expect(await readFile(join(dir, 'walletkit.config.ts'), 'utf8')).toContain(
      "networks: ['eip155:1']",
    );
    expect(await readdir(join(dir, 'src', 'wallet-kit'))).toContain('.walletkit.json');
  });

  test('the first run ends with the next steps: what to install and where to render the modal', async () => {
    await runInitCommand({}, printer, { cwd: dir, interactive: false, ask: vi.fn() });
    const last = output.at(-1) ?? '';
    expect(last).toContain('Next steps:');
    // Nothing is installed in this empty folder: the runtime, then its libraries, and the CLI.
    expect(last).toContain('npm install @wallet-kit/runtime\n');
    expect(last).toMatch(/then npx create-wallet-kit generate \(installs .*viem\)/);
    expect(last).toContain('npm install -D create-wallet-kit');
    expect(last).toContain(
      "import { ConnectButton, WalletKitProvider, WalletModal } from './wallet-kit';",
    );
    expect(last).toContain('npx create-wallet-kit generate');
  });

  test('in a terminal the answers given become the config', async () => {
    const ask = vi.fn(async () => ({
      networks: ['eip155:10'],
      connectMethods: ['email'],
      themeMode: 'light',
      outputDir: 'app/kit',
    }));
    await runInitCommand({}, printer, { cwd: dir, interactive: true, ask });
    expect(ask).toHaveBeenCalledOnce();
    const written = await readFile(join(dir, 'walletkit.config.ts'), 'utf8');
    expect(written).toContain("networks: ['eip155:10']");
    expect(written).toContain('socials: []');
    expect(written).toContain("mode: 'light'");
    expect(await readdir(join(dir, 'app', 'kit'))).toContain('config.ts');
  });

  test('answers that make an invalid config are refused and nothing is written', async () => {
    const ask = async () => ({ appUrl: 'not a url' });
    await expect(runInitCommand({}, printer, { cwd: dir, interactive: true, ask })).rejects.toThrow(
      /metadata\.url/,
    );
    expect(await readdir(dir)).toEqual([]);
  });

  test('with a config already there it only generates', async () => {
    const config =
      "export default { projectId: 'p', metadata: { name: 'A', url: 'https://a.b' } };\n";
    await writeFile(join(dir, 'walletkit.config.ts'), config);
    const ask = vi.fn();
    await runInitCommand({}, printer, { cwd: dir, interactive: true, ask });
    expect(ask).not.toHaveBeenCalled();
    expect(await readFile(join(dir, 'walletkit.config.ts'), 'utf8')).toBe(config);
    expect(await readdir(join(dir, 'src', 'wallet-kit'))).toContain('index.ts');
  });
});
