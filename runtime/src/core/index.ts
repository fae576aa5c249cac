/**
 * The framework-free core: what `@wallet-kit/runtime` exports at its root.
 * Imports no chain library and no React: those load only in the entries that need them.
 */
export { createWalletKit } from './create-wallet-kit.js';
export { combineAdapters } from './combine-adapters.js';
export type { WalletKitOptions, SiwxSessionHooks } from './context.js';
export {
  formatBalance,
  formatBalanceWithSymbol,
  BALANCE_DISPLAY_DECIMALS,
} from './balance-format.js';
export {
  getAccountState,
  getActiveAccount,
  getActiveNetwork,
  isNetworkSupported,
} from './chain-state.js';
export {
  buildCaipAddress,
  buildCaipNetworkId,
  createUnsupportedNetwork,
  findNetwork,
  isAddressOfNamespace,
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  isEvmAddress,
  isSolanaAddress,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip.js';
export {
  CONNECTOR_NAME_ALIASES,
  connectorKind,
  mergeConnectors,
  normalizeConnectorName,
  isExcludedConnector,
} from './connectors.js';
export { ERRORS, USER_REJECTION_CODES, errorMessage, isUserRejection } from './errors.js';
export { failedToDisconnectChain } from './action-messages.js';
export type { KitEvent, KitEventEmitter, KitEventListener, KitEventType } from './events.js';
export {
  ALERTS,
  ALERT_AUTO_CLOSE_MS,
  SERVER_MESSAGE_ALERTS,
  alertForServerMessage,
} from './alerts.js';
export { SNACKBAR_AUTO_HIDE_MS, TOASTS } from './snackbar.js';
export { accentForeground, themeToCssVariables } from './theme.js';
export { THEME_CSS_VARIABLES } from './theme-variables.js';
export type { ThemeCssVariable } from './theme-variables.js';
export { CACHE_TTL_MS } from './cache.js';
export { MAX_RECENT_WALLETS, STORAGE_KEYS, STORAGE_PREFIX } from './storage.js';
export type { StorageLike } from './storage.js';
export { isSameEntry } from './router.js';
export { EMBEDDED_CONNECTOR_ID, EMBEDDED_CONNECTOR_NAME } from './embedded.js';
export { createEmbeddedFront } from './embedded-front.js';
export { attachAnalytics } from './analytics/kit-analytics.js';
export type { KitAnalytics } from './analytics/kit-analytics.js';
export type {
  ConnectEmailAction,
  EmbeddedController,
  EmbeddedFront,
  EmbeddedState,
  EmbeddedStatus,
  EmbeddedWalletInstance,
  EmbeddedWalletLoader,
  PendingApproval,
  UpdateEmailAction,
} from './embedded.js';
export * from './wallet-calls/index.js';
