import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { detectPackageManager, installCommand } from './package-manager.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'wk-pm-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the host package manager', () => {
  test.each([
    ['package-lock.json', 'npm'],
    ['npm-shrinkwrap.json', 'npm'],
    ['pnpm-lock.yaml', 'pnpm'],
    ['yarn.lock', 'yarn'],
    ['bun.lock', 'bun'],
    ['bun.lockb', 'bun'],
  ])('is told by its lockfile: %s means %s', async (lockfile, manager) => {
    await writeFile(join(root, lockfile), '');
    expect(detectPackageManager(root)).toBe(manager);
  });

  test('a lockfile at a monorepo root above the project counts', async () => {
    await writeFile(join(root, 'pnpm-lock.yaml'), '');
    const app = join(root, 'apps', 'web');
    await mkdir(app, { recursive: true });
    await writeFile(join(app, 'package.json'), '{}');
    expect(detectPackageManager(app)).toBe('pnpm');
  });

  test('without a lockfile the packageManager field counts, else npm', async () => {
    await writeFile(join(root, 'package.json'), JSON.stringify({ packageManager: 'yarn@4.5.0' }));
    expect(detectPackageManager(root)).toBe('yarn');
    await writeFile(join(root, 'package.json'), '{}');
    expect(detectPackageManager(root)).toBe('npm');
  });
});

describe('the install command', () => {
  test.each([
    ['npm', 'npm install viem@2.0.0'],
    ['pnpm', 'pnpm add viem@2.0.0'],
    ['yarn', 'yarn add viem@2.0.0'],
    ['bun', 'bun add viem@2.0.0'],
  ] as const)('%s adds packages with %s', (manager, display) => {
    const command = installCommand(manager, ['viem@2.0.0']);
    expect(command.display).toBe(display);
    expect([command.command, ...command.args].join(' ')).toBe(display);
  });

  test('a dev dependency gets each manager’s flag', () => {
    expect(installCommand('npm', ['create-wallet-kit'], { dev: true }).display).toBe(
      'npm install -D create-wallet-kit',
    );
    expect(installCommand('bun', ['create-wallet-kit'], { dev: true }).display).toBe(
      'bun add --dev create-wallet-kit',
    );
  });

  test('a range a shell would read is quoted in the printed command only', () => {
    const command = installCommand('npm', ['viem@^2.57.20', 'react@>=18']);
    expect(command.display).toBe("npm install 'viem@^2.57.20' 'react@>=18'");
    expect(command.args).toEqual(['install', 'viem@^2.57.20', 'react@>=18']);
  });
});
