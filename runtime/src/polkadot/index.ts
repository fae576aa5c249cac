/**
 * `@wallet-kit/runtime/polkadot`: the Polkadot chain adapter for browser extensions
 * (`window.injectedWeb3`). Imports no Polkadot library: a kit without Polkadot networks
 * carries none of it.
 */
export {
  createPolkadotAdapter,
  type PolkadotAccount,
  type PolkadotAdapter,
  type PolkadotAdapterOptions,
} from './adapter.js';
export { polkadotConnectorId } from './discovery.js';
export type {
  InjectedAccount,
  InjectedExtension,
  InjectedWeb3Entry,
  PolkadotWindowLike,
  SignRawPayload,
} from './injected-web3.js';
export { PolkadotWalletError, USER_REJECTED_CODE } from './wallet-errors.js';
