/**
 * The README's host quick start, end to end, in a fresh Vite + React app OUTSIDE the workspace,
 * with the README's commands as a newcomer types them and no terminal: `npm create --yes
 * vite@latest` (the react-ts template), `npm install`, the kit's runtime and CLI from the packed
 * tarballs, first run, generate (which installs only the chain libraries the config needs), the
 * template's own `npm run build` (`tsc -b` with TypeScript 7, then `vite build`), the page in
 * chromium with one copy of React, and the host's own code using the kit: a browser wallet
 * connects on a local anvil chain, and the host signs a message and writes a contract function
 * from its ABI through the kit's hooks.
 *
 * Nothing leaves 127.0.0.1: npm installs from a loopback registry serving the workspace lockfile's
 * versions out of the npm cache the workspace install filled (see
 * stack/src/host-install/lockfile-registry.ts); the test workspace lists create-vite and what its
 * template installs so that the lockfile holds them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http, parseAbi, verifyMessage, type Address, type Hex } from 'viem';
import { ANVIL_ACCOUNTS, startAnvil } from '@wallet-kit/local-stack/anvil';
import { deployDemoToken } from '@wallet-kit/local-stack/erc20/deploy';
import {
  launchChromium,
  recordOffLoopbackRequests,
  recordPageErrors,
  screenshot,
} from '@wallet-kit/local-stack/browser';
import { installEip6963Wallet } from '@wallet-kit/local-stack/family-wallets/eip6963-wallet';
import { serveStatic } from '../../scripts/demo/static-server.js';
import {
  hostEnvironment,
  installedCopies,
  run,
} from '@wallet-kit/local-stack/host-install/commands';
import { hostScratchRoot } from '@wallet-kit/local-stack/host-install/scratch-root';
import {
  APP_TSX,
  README_SNIPPETS,
  hostConfig,
  localChainConfig,
  readmeCreateViteCommand,
  signingApp,
  WORKSPACE,
} from './host-install/host-app.js';
import { includeWalletKitConfig } from '../fixtures/readme/vite-template.js';
import { packOnce } from './host-install/pack-once.js';
import {
  missingPackagesHint,
  packedPackages,
  tarballOf,
  withKitDependencies,
} from './host-install/packed-packages.js';
import {
  startLockfileRegistry,
  type LockfileRegistry,
} from '@wallet-kit/local-stack/host-install/lockfile-registry';

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

let registry: LockfileRegistry;
/** The folder `npm create` runs in; the app is its `host-app/`. */
let parentDir: string;
let hostDir: string;
let env: NodeJS.ProcessEnv;
let browser: Browser | undefined;

const missingHint = () => missingPackagesHint(registry);

const inHost = (command: string, args: string[]) =>
  run(command, args, { cwd: hostDir, env, hint: missingHint });

const installed = (name: string) => installedCopies(hostDir, name).length > 0;

beforeAll(async () => {
  const npmCache = execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim();
  registry = await startLockfileRegistry({
    lockPath: join(WORKSPACE, 'package-lock.json'),
    npmCacheDir: npmCache,
  });
  parentDir = await mkdtemp(join(hostScratchRoot(), 'wallet-kit-host-'));
  hostDir = join(parentDir, 'host-app');
  env = hostEnvironment({ registry: registry.url, cache: join(parentDir, '.npm-cache') });
  // The tarballs of the packages as built by `npm test` (or `npm run build`), checked to be
  // publishable: packed here or by the Next.js host test earlier in the run.
  await packOnce(env);
  // The README's first commands: a new app from the Vite template, and its install.
  const [command, ...args] = readmeCreateViteCommand('host-app');
  await run(command!, args, { cwd: parentDir, env, hint: missingHint });
  await inHost('npm', ['install']);
  // The README's steps for the app: the config checked by the template's build, and its App.
  await includeWalletKitConfig(hostDir);
  await writeFile(join(hostDir, 'src', 'App.tsx'), APP_TSX);
});

afterAll(async () => {
  await browser?.close();
  await registry?.close();
  if (parentDir) await rm(parentDir, { recursive: true, force: true });
});

describe('a host app outside the workspace installs the kit from the packed tarballs', () => {
  // One npm install per packed package: minutes on a loaded machine, nothing timing-sensitive.
  it(
    'every packed package installs on its own in an empty folder with the tarballs pack lists',
    { timeout: 300_000 },
    async () => {
      for (const entry of packedPackages().values()) {
        const folder = await mkdtemp(join(hostScratchRoot(), 'wallet-kit-alone-'));
        try {
          await writeFile(join(folder, 'package.json'), '{ "name": "alone", "private": true }\n');
          await run('npm', ['install', ...withKitDependencies(entry.name)], {
            cwd: folder,
            env,
            hint: missingHint,
          });
          expect(
            existsSync(join(folder, 'node_modules', entry.name, 'package.json')),
            entry.name,
          ).toBe(true);
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
      }
    },
  );

  it('npm create wrote the react-ts template, and its install brought the TypeScript 7 it pins', () => {
    const manifest = (name: string) =>
      JSON.parse(readFileSync(join(hostDir, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      };
    expect(existsSync(join(hostDir, 'tsconfig.app.json'))).toBe(true);
    expect(manifest('typescript').version).toMatch(/^7\./);
    // npm asked only for tarballs the registry had: this platform's builds of TypeScript 7 and
    // oxlint among them; other platforms' builds are listed in packuments, never fetched.
    expect(registry.misses.filter((miss) => miss.includes('/-/'))).toEqual([]);
  });

  it('installing the runtime and the CLI adds no chain or WalletConnect library', async () => {
    // The README's commands: the runtime with the schemas it needs, then the CLI, which finds
    // the schemas already installed.
    await inHost('npm', ['install', ...withKitDependencies('@wallet-kit/runtime')]);
    await inHost('npm', ['install', '-D', tarballOf('create-wallet-kit')]);

    expect(installed('@wallet-kit/runtime')).toBe(true);
    expect(installed('create-wallet-kit')).toBe(true);
    for (const library of ['viem', '@solana/web3.js', '@walletconnect/universal-provider']) {
      expect(installed(library), library).toBe(false);
    }
  });

  it('the first run writes walletkit.config.ts and the module; --no-install only prints the install', async () => {
    const { output } = await inHost('npx', ['create-wallet-kit', '--yes', '--no-install']);

    expect(existsSync(join(hostDir, 'walletkit.config.ts'))).toBe(true);
    expect(existsSync(join(hostDir, 'src', 'wallet-kit', 'index.ts'))).toBe(true);
    expect(output).toMatch(/npm install .*viem/);
    expect(installed('viem')).toBe(false);
  });

  it('generate for an eip155-only config installs viem and neither Solana nor WalletConnect', async () => {
    await writeFile(join(hostDir, 'walletkit.config.ts'), hostConfig(['eip155:1']));
    await inHost('npx', ['create-wallet-kit', 'generate']);

    expect(installed('viem')).toBe(true);
    expect(installed('@solana/web3.js')).toBe(false);
    expect(existsSync(join(hostDir, 'node_modules', '@walletconnect'))).toBe(false);
  });

  it('generate installs @solana/web3.js once the config adds a Solana network', async () => {
    await writeFile(join(hostDir, 'walletkit.config.ts'), hostConfig(['eip155:1', SOLANA_MAINNET]));
    await inHost('npx', ['create-wallet-kit', 'generate']);

    expect(installed('@solana/web3.js')).toBe(true);
    expect(existsSync(join(hostDir, 'src', 'wallet-kit', 'adapters.ts'))).toBe(true);
    expect(readFileSync(join(hostDir, 'src', 'wallet-kit', 'adapters.ts'), 'utf8')).toContain(
      '@wallet-kit/runtime/solana',
    );
  });

  it("the template's own npm run build type-checks the host and builds it for production", async () => {
    await inHost('npm', ['run', 'build']);

    expect(existsSync(join(hostDir, 'dist', 'index.html'))).toBe(true);
  });

  it('the built page renders the connect button with one copy of React', async () => {
    expect(installedCopies(hostDir, 'react')).toHaveLength(1);
    expect(installedCopies(hostDir, 'react-dom')).toHaveLength(1);

    const server = await serveStatic({ root: join(hostDir, 'dist'), port: 0 });
    try {
      browser = await launchChromium();
      const page = await browser.newPage();
      const errors = recordPageErrors(page);
      // Each copy of react-dom registers itself with the devtools hook once: count them.
      await page.addInitScript(() => {
        const hook = {
          renderers: new Map(),
          supportsFiber: true,
          inject(renderer: unknown) {
            hook.renderers.set(hook.renderers.size + 1, renderer);
            return hook.renderers.size;
          },
          onScheduleFiberRoot() {},
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        };
        Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook });
      });
      await page.goto(server.url);

      await expect
        .poll(() => page.getByTestId('wk-connect-button').first().isVisible(), { timeout: 15_000 })
        .toBe(true);
      const renderers = await page.evaluate(
        () =>
          (
            window as unknown as {
              __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> };
            }
          ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
      );
      expect(renderers).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('the built host connects a browser wallet on a local chain, signs a message and writes a contract from its ABI', async () => {
    const anvil = await startAnvil({ chainId: 31337 });
    const server = await serveStatic({ root: join(hostDir, 'dist'), port: 0 });
    try {
      const [owner, spender] = [ANVIL_ACCOUNTS[0].address, ANVIL_ACCOUNTS[2].address];
      const token = await deployDemoToken({
        rpcUrl: anvil.rpcUrl,
        chainId: anvil.chainId,
        from: owner,
      });
      await writeFile(join(hostDir, 'walletkit.config.ts'), localChainConfig(anvil));
      await writeFile(join(hostDir, 'src', 'App.tsx'), signingApp(token, spender));
      await inHost('npx', ['create-wallet-kit', 'generate']);
      await inHost('npm', ['run', 'build']);

      browser ??= await launchChromium();
      const page = await browser.newPage();
      const errors = recordPageErrors(page);
      const offLoopback = recordOffLoopbackRequests(page);
      const wallet = await installEip6963Wallet(page, {
        rpcUrl: anvil.rpcUrl,
        account: owner,
        rdns: 'org.wallet-kit.host-test',
      });
      await page.goto(server.url);
      await page.getByTestId('wk-connect-button').first().click({ timeout: 15_000 });
      await page.getByTestId('wk-wallet-org.wallet-kit.host-test').click({ timeout: 15_000 });
      await expect
        .poll(() => page.getByTestId('host-address').textContent(), { timeout: 15_000 })
        .toBe(owner);
      await page.keyboard.press('Escape');

      await page.getByTestId('host-sign').click();
      await expect
        .poll(() => page.getByTestId('host-signature').textContent(), { timeout: 15_000 })
        .toMatch(/^0x[0-9a-f]{130}$/);
      const signature = (await page.getByTestId('host-signature').textContent()) as Hex;
      expect(
        await verifyMessage({ address: owner, message: 'Hello from the host app', signature }),
      ).toBe(true);

      await screenshot(page, 'host-install-signed');
      await page.getByTestId('host-approve').click();
      await expect
        .poll(() => page.getByTestId('host-approval').textContent(), { timeout: 15_000 })
        .toMatch(/^0x[0-9a-f]{64}$/);
      const chain = createPublicClient({ transport: http(anvil.rpcUrl) });
      const hash = (await page.getByTestId('host-approval').textContent()) as Hex;
      expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success');
      const allowance = await chain.readContract({
        address: token as Address,
        abi: parseAbi(['function allowance(address, address) view returns (uint256)']),
        functionName: 'allowance',
        args: [owner, spender],
      });
      expect(allowance).toBe(7n);
      expect(wallet.requests).toContain('eth_sendTransaction');
      expect(errors).toEqual([]);
      expect(offLoopback).toEqual([]);
    } finally {
      await server.close();
      await anvil.stop();
    }
  });

  // Installs WalletConnect and type-checks the whole app: minutes on a loaded machine.
  it('every README snippet type-checks pasted into the host', { timeout: 300_000 }, async () => {
    // The README's config (Ethereum, Base, Solana, WalletConnect) and its App, as written there.
    for (const snippet of README_SNIPPETS) {
      await writeFile(join(hostDir, snippet.file), snippet.code);
    }
    await inHost('npx', ['create-wallet-kit', 'generate']);
    await inHost('npx', ['tsc', '-b']);
  });
});
