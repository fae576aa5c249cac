/**
 * `@wallet-kit/runtime/embedded`: email login through the wallet service's frame. A generated
 * kit with `features.email` imports it only on demand (`WalletKitOptions.embedded`).
 */
export { embeddedWallet, type EmbeddedWalletOptions } from './embedded-wallet.js';
export {
  createFrameClient,
  frameUrl,
  FRAME_ID,
  FRAME_NAME,
  FRAME_Z_INDEX,
  type FrameClient,
  type FrameClientOptions,
  type FrameStats,
} from './frame-client.js';
export { ACTION_NOT_ALLOWED, FRAME_ERRORS, FrameRequestError } from './frame-errors.js';
export * from './frame-timing.js';
export { EMAIL_THROTTLE_MS, emailThrottleMessage } from './login-storage.js';
