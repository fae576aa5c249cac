/**
 * SIWX shapes (SPEC.md §3 SIWX session): what is signed, what is kept after signing, and
 * where it is kept. Shared by the browser flow and the server-side helper.
 */
import type { CaipNetworkId } from '@wallet-kit/schemas';

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

/**
 * Where sessions live. The default keeps them in localStorage; a host backend provides its own
 * (verifying on `add`, answering `get` from its database).
 */
export interface SiwxStorage {
  add(session: SiwxSession): Promise<void>;
  /** Replaces every session (`set([])` signs out everywhere). */
  set(sessions: SiwxSession[]): Promise<void>;
  /** Sessions of one account on one chain (expired ones may be included; the flow filters). */
  get(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>;
  /** Removes only the sessions matching both the chain and the address. */
  delete(chainId: CaipNetworkId, address: string): Promise<void>;
}
