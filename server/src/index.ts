/**
 * `@wallet-kit/server`: sign-in verification for a host's server (Node or any runtime with
 * fetch and WebCrypto). No React, no browser globals. What it defends against:
 * docs/security.md.
 */
export {
  createNonceStore,
  NonceLimitError,
  NONCE_TTL_MS,
  MAX_SPENT_NONCES,
  MAX_NONCES_PER_VISITOR_PER_MINUTE,
  MAX_NONCES_PER_SOURCE_PER_MINUTE,
} from './nonce-store.js';
export {
  SIWX_MAX_SESSION_LIFETIME_MS,
  MAX_SESSIONS,
  MAX_SESSIONS_PER_SOURCE,
  MAX_SESSIONS_PER_VISITOR,
} from './session-store.js';
export type { NonceStore, NonceStoreOptions } from './nonce-store.js';
export { verifySiwxSession } from './verify.js';
export { SiwxVerificationError, SiwxConfigurationError } from './errors.js';
export { SIWX_MAX_AGE_MS, SIWX_CLOCK_SKEW_MS } from './options.js';
export type { VerifyOptions } from './options.js';
export { createSiwxHandler } from './handler.js';
export type { SiwxClientInfo, SiwxHandler, SiwxHandlerOptions } from './handler.js';
export { VISITOR_COOKIE } from './visitor-cookie.js';
export { createSiwxMessageData, formatSiwxMessage, generateNonce } from '@wallet-kit/schemas';
export type { SiwxMessageData, SiwxSession } from '@wallet-kit/schemas';
export * from './events/index.js';
