/**
 * The example host app as the demo, the browser tests and the benchmark use it: copy it to a
 * scratch folder, generate its kit with the real CLI, build it with vite.
 */
import { cp, rm } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runProcess, type ProcessResult } from './run-process.js';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const EXAMPLE_APP_DIR = join(REPO_ROOT, 'examples', 'vite-app');
const CLI_BIN = join(REPO_ROOT, 'cli', 'bin', 'create-wallet-kit.mjs');
const VITE_BIN = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

/** Output and local state that a copy must not inherit. */
const NOT_COPIED = new Set(['node_modules', 'dist', '.walletkit-demo']);
export const GENERATED_DIR = join('src', 'wallet-kit');

/**
 * Copies the example app (sources and config, not its output or its generated kit) into
 * `dest`, replacing whatever was there. `dest` must sit inside the repository so that
 * `react`, `create-wallet-kit` and the runtime resolve from the root node_modules.
 */
export async function copyExampleApp(dest: string): Promise<void> {
  if (relative(REPO_ROOT, dest).startsWith('..')) {
    throw new Error(`A copy of the example app must live inside the repository, not at ${dest}`);
  }
  await rm(dest, { recursive: true, force: true });
  await cp(EXAMPLE_APP_DIR, dest, {
    recursive: true,
    filter: (source) => {
      const path = relative(EXAMPLE_APP_DIR, source);
      return !NOT_COPIED.has(basename(source)) && path !== GENERATED_DIR;
    },
  });
}

/** The demo's chain RPC URLs, as the env vars walletkit.config.ts and vite.config.ts read. */
export function demoEnv(rpcUrls: readonly [string, string], relayUrl?: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // Child output ends up in error messages and logs: no terminal colour codes there.
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    WALLETKIT_DEMO_RPC_1: rpcUrls[0],
    WALLETKIT_DEMO_RPC_2: rpcUrls[1],
    ...(relayUrl ? { WALLETKIT_DEMO_RELAY: relayUrl } : {}),
  };
}

/**
 * The demo Solana chain, mint and TEST-ONLY key, as the env vars demo-chains.ts reads for the
 * kit's config and the page's Demo Solana Wallet.
 */
export function demoSolanaEnv(solana: {
  rpcUrl: string;
  mint: string;
  testSecretKey: number[];
}): Record<string, string> {
  return {
    WALLETKIT_DEMO_SOLANA_RPC: solana.rpcUrl,
    WALLETKIT_DEMO_SOLANA_MINT: solana.mint,
    WALLETKIT_DEMO_SOLANA_TEST_SECRET_KEY: JSON.stringify(solana.testSecretKey),
  };
}

/** `create-wallet-kit generate` in the app folder, exactly as a host developer runs it. */
export function generateKit(
  appDir: string,
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal,
  configFile = 'walletkit.config.ts',
): Promise<ProcessResult> {
  return runProcess(
    process.execPath,
    [CLI_BIN, 'generate', '--config', configFile, '--out', GENERATED_DIR],
    { cwd: appDir, env, signal },
  );
}

/** `vite build` of the app into `outDir` (absolute, or relative to the app). */
export function buildApp(
  appDir: string,
  outDir: string,
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal,
): Promise<ProcessResult> {
  // A test runner sets NODE_ENV=test, which would give React's development build.
  const buildEnv = { ...env, NODE_ENV: 'production' };
  return runProcess(
    process.execPath,
    [VITE_BIN, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: appDir, env: buildEnv, signal },
  );
}
