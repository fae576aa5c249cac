/**
 * The self-hostable wallet service of the embedded wallet: email one-time codes, device
 * approval, sessions and the key shares it keeps. Start it with the `wallet-kit-server` bin, or
 * in code with `runWalletService(configFromEnv(process.env))`.
 */
export {
  configFromEnv,
  WalletServiceConfigError,
  type WalletServiceConfig,
  type RecoveryConfig,
} from './config.js';
export {
  recoveryKeyConfigFromEnv,
  runRecoveryKeyService,
  type RecoveryKeyServiceConfig,
  type RunningRecoveryKeyService,
} from '../recovery-key-service/recovery-key-service.js';
export { DEFAULT_LIMITS, type WalletServiceLimits, type RateLimit } from './limits.js';
export { runWalletService, type RunningWalletService, type RunOptions } from './service.js';
export { createWalletServiceApp } from './app.js';
export { createWalletStore, type WalletStore } from './store.js';
export { jsonLogger, silentLogger, type Logger } from './log.js';
export { smtpMailer, type Mailer, type Mail } from './mailer.js';
export { SESSION_EXPIRED, NOT_YET_VALID, INVALID_KEY, signAccessToken } from './access-tokens.js';
export { ORIGIN_NOT_ALLOWED, INVALID_PROJECT, PROJECT_HEADER, HOST_HEADER } from './guards.js';
export { openDatabase, type DatabaseKind } from '../db/open-database.js';
