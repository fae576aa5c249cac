/**
 * Sign-in with a wallet (CAIP-122): the message fields, their text for each chain family,
 * nonces, session validity and the session shape. Pure code, shared by the browser flow
 * (`@wallet-kit/runtime/siwx`) and the verifying server (`@wallet-kit/server`).
 */
export { createSiwxMessageData, formatSiwxMessage } from './message.js';
export type { CreateMessageParams } from './message.js';
export { generateNonce, NONCE_BYTES, MIN_NONCE_BYTES } from './nonce.js';
export { isSessionActive, activeSessions, sameAccount } from './session.js';
export { siwxSessionSchema, parseStoredSessions } from './session-schema.js';
export type { Cacao, SiwxMessageData, SiwxSession } from './types.js';
export { checkSiwxFields, SiwxFieldError, STATEMENT_GRAMMAR } from './grammar/fields.js';
export { parseRfc3339DateTime } from './grammar/rfc3339.js';
export { isAuthority, isUri } from './grammar/rfc3986.js';
