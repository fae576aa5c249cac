/**
 * CAIP-122 sign-in messages: one text per chain family, chosen from the CAIP-2 chain id.
 * `createSiwxMessageData` fills the message fields for an account; `formatSiwxMessage` writes them.
 */
import { CHAIN_NAMESPACES, type CaipNetworkId, type ChainNamespace } from '../resolved-config.js';
import { formatCaip122 } from './formats/caip122.js';
import { formatEip4361 } from './formats/eip4361.js';
import { formatSiws } from './formats/siws.js';
import { checkSiwxFields } from './grammar/fields.js';
import { generateNonce } from './nonce.js';
import type { SiwxMessageData } from './types.js';

function splitChainId(chainId: string): { namespace: ChainNamespace; reference: string } {
  const separator = chainId.indexOf(':');
  const namespace = chainId.slice(0, separator) as ChainNamespace;
  const reference = chainId.slice(separator + 1);
  if (separator <= 0 || !reference || !CHAIN_NAMESPACES.includes(namespace)) {
    throw new Error(`Not a CAIP-2 chain id of a supported family: ${chainId}`);
  }
  return { namespace, reference };
}

/**
 * The text of a sign-in message; throws a `SiwxFieldError` naming a field that breaks the
 * EIP-4361 / CAIP-122 grammar, so the kit never asks a wallet to sign a message a verifier
 * must refuse.
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const { namespace, reference } = splitChainId(data.chainId);
  checkSiwxFields(data);
  if (namespace === 'eip155') return formatEip4361(data, reference);
  if (namespace === 'solana') return formatSiws(data, reference);
  return formatCaip122(data, namespace);
}

export interface CreateMessageParams {
  chainId: CaipNetworkId;
  accountAddress: string;
  /** Where the visitor signs in: `domain` is the host (with port), `uri` the page. */
  domain: string;
  uri: string;
  statement?: string;
  /** Session lifetime; absent means the session does not expire. */
  expiresInSeconds?: number;
  /** Defaults to a fresh 128-bit nonce; a host backend passes the one it issued. */
  nonce?: string;
  requestId?: string;
  resources?: string[];
  notBefore?: Date;
  now?: Date;
}

export function createSiwxMessageData(params: CreateMessageParams): SiwxMessageData {
  splitChainId(params.chainId);
  const now = params.now ?? new Date();
  const data: SiwxMessageData = {
    accountAddress: params.accountAddress,
    chainId: params.chainId,
    domain: params.domain,
    uri: params.uri,
    version: '1',
    nonce: params.nonce ?? generateNonce(),
    issuedAt: now.toISOString(),
  };
  if (params.expiresInSeconds !== undefined) {
    data.expirationTime = new Date(now.getTime() + params.expiresInSeconds * 1000).toISOString();
  }
  if (params.notBefore) data.notBefore = params.notBefore.toISOString();
  if (params.requestId) data.requestId = params.requestId;
  if (params.resources?.length) data.resources = [...params.resources];
  if (params.statement) data.statement = params.statement;
  return data;
}
