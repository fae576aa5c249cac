/**
 * `@wallet-kit/runtime/eip155`: the EVM chain adapter. The only runtime entry that imports
 * viem, so a kit without EVM networks carries none of it.
 */
export { createEip155Adapter, type Eip155AdapterOptions } from './adapter.js';
export { LEGACY_INJECTED_CONNECTOR_ID, type Eip155WindowLike } from './discovery.js';
export { CHAIN_NOT_SUPPORTED_MESSAGE } from './switch-network.js';
export {
  isWalletUserRejection,
  walletErrorCodes,
  WalletRequestError,
  type Eip1193Provider,
  type Eip1193RequestArguments,
} from '../core/eip1193.js';
export {
  createRpcTransport,
  RPC_CLIENT_SETTINGS,
  type RpcTransportOptions,
} from './rpc/transport.js';
