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

async function main() {
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
  const service = await runWalletService(config);
  const stop = () => {
    service.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: Error) => {
  process.stderr.write(`wallet-kit-server: ${error.message}\n`);
  process.exit(1);
});
