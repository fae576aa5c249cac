/**
 * `@wallet-kit/runtime/cosmos`: the Cosmos chain adapter for Keplr-style browser wallets
 * (`window.keplr`). Imports no Cosmos library: a kit without Cosmos networks carries none of it.
 */
export { createCosmosAdapter, type CosmosAdapter, type CosmosAdapterOptions } from './adapter.js';
export { cosmosConnectorId } from './discovery.js';
export type { CosmosWindowLike, KeplrKey, KeplrLike, KeplrStdSignature } from './keplr-source.js';
export { CosmosWalletError, USER_REJECTED_CODE } from './wallet-errors.js';
