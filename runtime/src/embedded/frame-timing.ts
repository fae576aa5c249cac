/**
 * The frame client's clock: how long the frame may take to load, how long one request may
 * take, and which requests wait for the load without a limit.
 */

/** After the frame says it is ready, the kit waits this long before it counts as initialised. */
export const FRAME_READY_DELAY_MS = 500;
/** A request waiting for the frame gives up (and the frame counts as failed) after this long. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;
/** A login request the frame has not answered after this long has timed out. */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000;
/**
 * `connectDevice` waits for the visitor to open the link in an email, which takes minutes, not
 * seconds: it may wait as long as the service keeps a device link valid (15 minutes).
 */
export const FRAME_DEVICE_TIMEOUT_MS = 15 * 60_000;
/** Signing out must feel instant even when the frame never answers. */
export const FRAME_SIGN_OUT_TIMEOUT_MS = 3000;

/** Requests that wait for the frame to load however long it takes (they run in the background). */
export const NO_LOAD_TIMEOUT: readonly string[] = [
  'syncTheme',
  'syncDappData',
  'setPreferredAccount',
];

/** Requests that time out when the frame does not answer, and after how long. */
export const REQUEST_TIMEOUTS: Readonly<Record<string, number>> = {
  connectEmail: FRAME_REQUEST_TIMEOUT_MS,
  connectDevice: FRAME_DEVICE_TIMEOUT_MS,
  connectOtp: FRAME_REQUEST_TIMEOUT_MS,
  connectSocial: FRAME_REQUEST_TIMEOUT_MS,
  getSocialRedirectUri: FRAME_REQUEST_TIMEOUT_MS,
  getFarcasterUri: FRAME_REQUEST_TIMEOUT_MS,
  // `passkey` waits for the visitor in the frame's own prompt: no limit.
  passkeyStep: FRAME_REQUEST_TIMEOUT_MS,
};

export type FrameTimeoutKind = 'iframe_load_failed' | 'iframe_request_timeout';
