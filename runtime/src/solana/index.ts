/**
 * `@wallet-kit/runtime/solana`: the Solana chain adapter. The only runtime entry that imports
 * @solana/web3.js and the Wallet Standard, so a kit without Solana networks carries none of it.
 */
export { createSolanaAdapter, type SolanaAdapter, type SolanaAdapterOptions } from './adapter.js';
export { walletConnectorId, isSolanaWallet } from './discovery.js';
export type { SolanaWindowLike } from './wallet-source.js';
export { CHAIN_NOT_SUPPORTED_MESSAGE } from './network.js';
export { SolanaWalletError, USER_REJECTED_CODE } from './wallet-errors.js';
export type { FeeEstimate } from './send.js';
export type { TokenBalance } from './token-balances.js';
export type { SolanaSendOptions, SolanaTransaction } from './wallet-transactions.js';
