/**
 * Sign-in (SIWX) shapes: what is signed and what is kept after signing. Shared by the
 * browser flow in the runtime and the server package that verifies sessions.
 */
import type { CaipNetworkId } from '../resolved-config.js';

/** The fields of a CAIP-122 sign-in message. Times are ISO 8601 strings. */
export interface SiwxMessageData {
  accountAddress: string;
  /** CAIP-2 id (`eip155:1`); each message format spells the chain its own way. */
  chainId: CaipNetworkId;
  domain: string;
  uri: string;
  version: '1';
  nonce: string;
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
  statement?: string;
}

/** A CACAO (CAIP-74) as WalletConnect one-click auth returns it. */
export interface Cacao {
  h: { t: string };
  p: Record<string, unknown>;
  s: { t: string; s: string; m?: string };
}

export interface SiwxSession {
  data: SiwxMessageData;
  /** The exact text the wallet signed. */
  message: string;
  signature: string;
  cacao?: Cacao;
}
