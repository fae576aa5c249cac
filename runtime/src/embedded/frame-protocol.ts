/**
 * The kit's reading of the frame messages: everything goes through the frame message schemas
 * of `@wallet-kit/schemas`, shared with the frame, so both sides accept the same messages. A
 * request the schemas refuse is never posted (the frame would drop it and the caller would wait).
 */
import {
  FRAME_CHANNEL,
  isApprovalRpcMethod,
  isSafeRpcMethod,
  isWalletReadRpcMethod,
  parseFrameMessage,
  parseFrameRequest,
  type FrameMessage,
} from '@wallet-kit/schemas';
import { FrameRequestError } from './frame-errors.js';

export { isApprovalRpcMethod, isSafeRpcMethod, isWalletReadRpcMethod };

export type FrameInbound = FrameMessage;

export interface FrameUser {
  email?: string | null;
  address: string;
  chainId: string | number;
  accounts?: { address: string; type: string }[];
  userName?: string | null;
  /** `'email'`, or the social login's provider. */
  authProvider?: string;
  preferredAccountType?: string;
  smartAccountDeployed?: boolean;
}

/** A message of the frame, or undefined when the schemas refuse it. */
export function parseFrameInbound(data: unknown): FrameInbound | undefined {
  return parseFrameMessage(data);
}

/** One request for the frame; throws when the schemas refuse it (a malformed payload). */
export function buildFrameRequest(id: string, type: string, payload: unknown): unknown {
  const request = parseFrameRequest({ channel: FRAME_CHANNEL, id, type, payload });
  if (!request) throw new FrameRequestError(`Invalid ${type} request`);
  return request;
}
