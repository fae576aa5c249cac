/**
 * `@wallet-kit/runtime/bip122`: the Bitcoin chain adapter for browser wallets (Wallet Standard
 * `bitcoin:*` wallets and sats-connect providers). A kit without Bitcoin networks imports
 * none of it.
 */
export { createBip122Adapter, type Bip122Adapter, type Bip122AdapterOptions } from './adapter.js';
export type { Bip122Account, Bip122Purpose } from './accounts.js';
export { bip122ConnectorId, type Bip122WalletSource, type Bip122WindowLike } from './discovery.js';
export type { SatsConnectProvider } from './sats-connect.js';
export { BITCOIN_CONNECT, BITCOIN_SIGN_MESSAGE, SATS_CONNECT_FEATURE } from './wallet-standard.js';
export { Bip122WalletError, USER_REJECTED_CODE } from './wallet-errors.js';
