#!/usr/bin/env node
/**
 * `wallet-kit-server`: runs the wallet service configured by environment variables (listed in
 * the server package's README). A bad configuration stops it before it listens, naming each
 * variable to fix.
 */
import {
  configFromEnv,
  runWalletService,
  WalletServiceConfigError,
} from '../wallet-service/index.js';
import { startTraceFromEnv } from '../wallet-service/start-trace.js';

async function main() {
  const trace = startTraceFromEnv(process.env);
  trace('modules loaded');
  let config;
  try {
    config = configFromEnv(process.env);
  } catch (error) {
    if (error instanceof WalletServiceConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  trace('config read');
  const service = await runWalletService(config, { trace });
  let stopping = false;
  // The first signal drains (see DRAIN_TIMEOUT_SECONDS); a second one ends the process at once.
  const stop = () => {
    if (stopping) process.exit(1);
    stopping = true;
    service.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  process.stderr.write(`wallet-kit-server: ${error.message}\n`);
  process.exit(1);
});
