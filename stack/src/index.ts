/**
 * The local stack in one call (`startLocalStack`) and the keys its components are funded with.
 * Each component also has its own entry point (`@wallet-kit/local-stack/anvil`, `/relay`,
 * `/solana/rpc-server`, …; see README.md), so a test loads only what it starts.
 */
export {
  startLocalStack,
  type LocalChainOptions,
  type LocalStack,
  type LocalStackOptions,
  type PortRequest,
} from './local-stack.js';
export { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from './anvil.js';
export { choosePort, freePort, isPortFree } from './ports.js';
export { DEMO_TOKEN } from './erc20/deploy.js';
export type { DemoSolana } from './demo-solana.js';
export {
  startSmtpInbox,
  codeFrom,
  linkFrom,
  type SmtpInbox,
  type ReceivedMessage,
} from './smtp/index.js';
export { startPostgres, type PostgresServer } from './postgres/index.js';
export {
  startWalletService,
  randomWalletServiceSecrets,
  type LocalWalletService,
  type WalletServiceOptions,
} from './wallet-service.js';
