/**
 * The texts a frame request can fail with, and the error that carries the frame's own answer.
 */
import { RPC_NOT_ALLOWED } from '@wallet-kit/schemas';

export const FRAME_ERRORS = {
  /** The frame answered an error without a message. */
  GENERIC: 'An error occurred',
  /** A pending RPC request was aborted (a time-out elsewhere, the frame went away). */
  RPC_ABORTED: 'Request was aborted',
  /** Any other pending request was aborted. */
  ABORTED: 'Something went wrong',
  LOAD_FAILED: 'Unable to load email login dependency',
  NO_FRAME: 'W3mFrame: iframe is not set',
  NOT_ALLOWED: RPC_NOT_ALLOWED,
} as const;

/**
 * What the kit's modal tells a visitor whose browser refuses the wallet frame its storage on
 * this site (third-party storage blocked): the login works, but ends with the page.
 */
export const LOGIN_NOT_REMEMBERED =
  "This browser blocks the wallet's storage on this site: you can log in, but will have to log in again after reloading the page.";

/** What the kit shows when a page asks for an RPC call the embedded wallet refuses. */
export const ACTION_NOT_ALLOWED = 'Action not allowed';

/** A frame's error answer: its message, and its code (4001 when the visitor rejected). */
export class FrameRequestError extends Error {
  readonly code: number | undefined;

  constructor(message: string, code?: number) {
    super(message);
    this.name = 'FrameRequestError';
    this.code = code;
  }
}
