#!/usr/bin/env node
/**
 * `wallet-kit-recovery-key`: the separate process that holds the recovery key of a wallet
 * service run with WALLET_RECOVERY=custodial (see the server README).
 */
import {
  recoveryKeyConfigFromEnv,
  RecoveryKeyConfigError,
  runRecoveryKeyService,
} from '../recovery-key-service/recovery-key-service.js';

async function main() {
  let config;
  try {
    config = recoveryKeyConfigFromEnv(process.env);
  } catch (error) {
    if (error instanceof RecoveryKeyConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const service = await runRecoveryKeyService(config);
  process.stdout.write(
    `${JSON.stringify({ msg: 'recovery-key service listening', url: service.url })}\n`,
  );
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
  process.stderr.write(`wallet-kit-recovery-key: ${error.message}\n`);
  process.exit(1);
});
