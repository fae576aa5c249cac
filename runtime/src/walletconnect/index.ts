/**
 * `@wallet-kit/runtime/walletconnect`: pairing with any WalletConnect wallet. Nothing here
 * imports `@walletconnect/universal-provider` statically; it loads on the first connect() or
 * restore(), so a page that never offers WalletConnect never downloads it. A generated kit
 * uses the `…OnUse` pair, whose client itself is fetched on use (client-on-use.ts).
 */
export { createWalletConnectClient } from './client.js';
export {
  createWalletConnectOnUse,
  type WalletConnectArrival,
  type WalletConnectClientCode,
  type WalletConnectOnUse,
} from './client-on-use.js';
export { createWalletConnectAdapterOnUse } from './adapter-on-use.js';
export type {
  ConnectOptions,
  WalletConnectClient,
  WalletConnectClientOptions,
} from './client-api.js';
export { createWalletConnectAdapter, type WalletConnectAdapterNamespace } from './adapter.js';
export {
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_URI_LIFETIME_MS,
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_NAME,
  WC_ERRORS,
} from './constants.js';
export {
  formatNativeUrl,
  formatUniversalUrl,
  formatWalletLink,
  type WalletLink,
} from './deep-links.js';
export type { WalletConnectEvent, WalletConnectListener } from './events.js';
export { NAMESPACE_EVENTS, NAMESPACE_METHODS, buildNamespaces } from './namespaces.js';
export {
  isPairingExpired,
  pairingExpiryFrom,
  shouldReusePairing,
  type PairingPlatform,
} from './pairing.js';
export { oneClickAuthChains } from './one-click-auth.js';
export type { OneClickAuth, OneClickAuthRequest, SignedCacao } from '../core/one-click-auth.js';
export type { Eip155TransactionRequest, SessionRequest } from './requests.js';
export type { SdkStorage } from './sdk.js';
export type { SessionNamespace, WalletConnectSession } from './session.js';
export type {
  WalletConnectConnection,
  WalletConnectError,
  WalletConnectState,
  WalletConnectStore,
  WalletLinking,
} from './state.js';
