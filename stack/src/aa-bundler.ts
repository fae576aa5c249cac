/**
 * A real ERC-4337 bundler on 127.0.0.1: Pimlico's Alto (npm `@pimlico/alto`) as a child process,
 * pointed at a local node that carries the v0.7 EntryPoint (see aa-contracts.ts). Its executor
 * and utility keys are anvil dev accounts, so it pays for the bundles it sends; on start it
 * deploys its own simulation contracts through the node's deterministic deployer.
 */
import { waitUntilAnswers } from './json-rpc.js';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ANVIL_ACCOUNTS } from './anvil.js';
import { deployAaContracts, type AaContracts } from './aa-contracts.js';
import { freePort } from './ports.js';

export interface Bundler {
  /** JSON-RPC URL of the bundler (eth_sendUserOperation, eth_getUserOperationReceipt…). */
  url: string;
  port: number;
  contracts: AaContracts;
  stop(): Promise<void>;
}

function altoCli(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@pimlico/alto');
  return join(dirname(entry), 'cli', 'alto.js');
}

/**
 * anvil's dev accounts 8 and 9 (same mnemonic): the bundler's utility and executor keys. They
 * sit apart from the first accounts the demo and the tests pay from and send to, whose balances
 * and nonces the bundler's gas spending would otherwise move.
 */
export const BUNDLER_KEYS = {
  utility: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  executor: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
} as const;

/**
 * Deploys the EntryPoint and the account factory on `rpcUrl` (when not there yet) and starts
 * the bundler for them.
 */
export async function startBundler(options: {
  rpcUrl: string;
  port?: number;
  /** Bundler log lines on stderr; off by default. */
  verbose?: boolean;
}): Promise<Bundler> {
  const contracts = await deployAaContracts({
    rpcUrl: options.rpcUrl,
    from: ANVIL_ACCOUNTS[0].address,
  });
  const port = options.port ?? (await freePort());
  const child = spawn(
    process.execPath,
    [
      altoCli(),
      '--entrypoints',
      contracts.entryPoint,
      '--rpc-url',
      options.rpcUrl,
      '--executor-private-keys',
      BUNDLER_KEYS.executor,
      '--utility-private-key',
      BUNDLER_KEYS.utility,
      '--port',
      String(port),
      // Safe mode traces validation with a JavaScript tracer that anvil does not run; the local
      // chain holds only the test's own contracts, so the validation-rule checks are left off.
      '--safe-mode',
      'false',
      '--deploy-simulations-contract',
      'true',
      '--utility-wallet-monitor',
      'false',
      '--log-level',
      options.verbose ? 'info' : 'error',
    ],
    { stdio: ['ignore', options.verbose ? 'inherit' : 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitUntilAnswers(url, {
      method: 'eth_supportedEntryPoints',
      child,
      name: 'the bundler',
      timeoutMs: 30_000,
      pollMs: 100,
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, port, contracts, stop };
}
