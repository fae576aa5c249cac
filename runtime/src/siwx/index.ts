/**
 * `@wallet-kit/runtime/siwx`: sign in with a wallet (CAIP-122). Imported by a generated kit
 * only when its config has `siwx` (or the legacy `siwe`); no chain library, no React.
 */
export { createSiwx } from './flow.js';
export type { CreateSiwxOptions, SiwxController, SiwxState, SiwxView } from './flow.js';
export {
  createSiwxMessageData,
  formatSiwxMessage,
  generateNonce,
  NONCE_BYTES,
  MIN_NONCE_BYTES,
  isSessionActive,
  activeSessions,
} from '@wallet-kit/schemas';
export type { CreateMessageParams } from '@wallet-kit/schemas';
export { createLocalSiwxStorage, SIWX_STORAGE_KEY } from './local-storage.js';
export type { KeyValueStorage } from './local-storage.js';
export { createBackendSiwxStorage } from './backend-storage.js';
export type { BackendSiwxStorage } from './backend-storage.js';
export { SIWX_ERRORS } from './errors.js';
export type { Cacao, SiwxMessageData, SiwxSession, SiwxStorage } from './types.js';
export {
  attachOneClickAuth,
  buildAuthRequest,
  sessionFromCacao,
  sessionFromCacaos,
  OneClickAuthError,
} from './one-click-auth.js';
export type { OneClickAuthDeps, SiwxRequestFields } from './one-click-auth.js';
