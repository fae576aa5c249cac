/**
 * `@wallet-kit/runtime/siwx-server`: sign-in verification for a host's backend (Node or any
 * runtime with fetch and WebCrypto). No React, no browser globals.
 */
export { createNonceStore, NONCE_TTL_MS, MAX_PENDING_NONCES } from './nonce-store.js';
export type { NonceStore } from './nonce-store.js';
export { verifySiwxSession, SiwxVerificationError } from './verify.js';
export type { VerifyOptions } from './verify.js';
export { createSiwxHandler, VISITOR_COOKIE } from './handler.js';
export type { SiwxHandlerOptions } from './handler.js';
export { formatSiwxMessage, createSiwxMessageData } from '../siwx/message.js';
export { generateNonce } from '../siwx/nonce.js';
export type { SiwxMessageData, SiwxSession } from '../siwx/types.js';
