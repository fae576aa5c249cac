/**
 * Sign-in through WalletConnect one-click auth (eip155 only): the auth request is
 * built from the same SIWX message fields as SIWXSignMessage (domain, uri, statement, nonce,
 * expiry, resources), and a CACAO the wallet returns becomes an ordinary SIWX session, so the
 * sign-in view never opens. The contract with WalletConnect is a core type
 * (`core/one-click-auth.ts`): this file imports nothing of the WalletConnect entry.
 */
import type { CaipNetworkId } from '@wallet-kit/schemas';
import type { WalletKit } from '../core/kit-api.js';
import type { OneClickAuth, OneClickAuthRequest, SignedCacao } from '../core/one-click-auth.js';
import {
  formatSiwxMessage,
  generateNonce,
  isSessionActive,
  type CreateMessageParams,
} from '@wallet-kit/schemas';
import type { SiwxMessageData, SiwxSession } from './types.js';

/** The account-independent fields of the next sign-in message (what SIWXSignMessage would use). */
export type SiwxRequestFields = Omit<CreateMessageParams, 'chainId' | 'accountAddress'>;

export class OneClickAuthError extends Error {
  override readonly name = 'OneClickAuthError';
}

/** The `wc_sessionAuthenticate` fields for a sign-in with these message fields. */
export function buildAuthRequest(
  fields: SiwxRequestFields,
  chains: CaipNetworkId[],
): OneClickAuthRequest {
  if (chains.length === 0 || chains.some((chain) => !chain.startsWith('eip155:'))) {
    throw new OneClickAuthError('One-click auth applies only to eip155 chains');
  }
  const now = fields.now ?? new Date();
  const request: OneClickAuthRequest = {
    chains: [...chains],
    domain: fields.domain,
    uri: fields.uri,
    nonce: fields.nonce ?? generateNonce(),
  };
  if (fields.statement) request.statement = fields.statement;
  if (fields.expiresInSeconds !== undefined) {
    request.exp = new Date(now.getTime() + fields.expiresInSeconds * 1000).toISOString();
  }
  if (fields.notBefore) request.nbf = fields.notBefore.toISOString();
  if (fields.requestId) request.requestId = fields.requestId;
  if (fields.resources?.length) request.resources = [...fields.resources];
  return request;
}

const DID_PKH = /^did:pkh:(eip155:[0-9]{1,32}):(0x[0-9a-fA-F]{40})$/;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The statement line of an EIP-4361 text (the wallet's SDK appends the ReCap sentence). */
function statementOf(message: string): string | undefined {
  const lines = message.split('\n');
  return lines[2] === '' && lines[3] ? lines[3] : undefined;
}

/** The sentence WalletConnect's SDK appends to the statement for a ReCap resource (EIP-5573). */
const RECAP_SENTENCE =
  'I further authorize the stated URI to perform the following actions on my behalf: ';

/** The signed statement is the CACAO's own, or the CACAO's own plus the SDK's ReCap sentence. */
function statementMatches(signed: string | undefined, own: string | undefined): boolean {
  if (signed === own) return true;
  if (!signed || own?.includes(RECAP_SENTENCE)) return false;
  return signed.startsWith(`${own ? `${own} ` : ''}${RECAP_SENTENCE}`);
}

function startsWithAll(list: readonly string[] | undefined, prefix: readonly string[]): boolean {
  return prefix.every((item, index) => list?.[index] === item);
}

/**
 * One CACAO as a SIWX session, refused unless it answers exactly this request: same domain,
 * page, nonce, time window and statement, a requested chain, and a text that our own
 * formatter rebuilds byte for byte from the fields (so a backend can verify it like any
 * other sign-in). The signature itself was checked by the SDK (EIP-191 recovery) before the
 * CACAO got here; a backend storage verifies it again against the chain.
 */
export function sessionFromCacao(
  request: OneClickAuthRequest,
  { cacao, message }: SignedCacao,
  now: number = Date.now(),
): SiwxSession {
  const p = cacao.p;
  const iss = DID_PKH.exec(text(p.iss) ?? '');
  if (!iss) throw new OneClickAuthError('The wallet signed for an account that is not eip155');
  const [, chainId, accountAddress] = iss as unknown as [string, CaipNetworkId, string];
  if (!request.chains.includes(chainId)) {
    throw new OneClickAuthError(`The wallet signed for ${chainId}, which was not requested`);
  }
  if (cacao.s.t !== 'eip191' && cacao.s.t !== 'eip1271') {
    throw new OneClickAuthError(`Unsupported CACAO signature type ${cacao.s.t}`);
  }
  const mismatch = (
    [
      ['domain', p.domain, request.domain],
      ['uri', p.aud, request.uri],
      ['nonce', p.nonce, request.nonce],
      ['version', p.version, '1'],
      ['expiry', text(p.exp), request.exp],
      ['not-before', text(p.nbf), request.nbf],
      ['request id', text(p.requestId), request.requestId],
    ] as const
  ).find(([, got, wanted]) => got !== wanted);
  if (mismatch) throw new OneClickAuthError(`The signed ${mismatch[0]} is not the one requested`);

  const statement = statementOf(message);
  const resources = Array.isArray(p.resources) ? p.resources.map(String) : undefined;
  if (!statementMatches(statement, text(p.statement))) {
    throw new OneClickAuthError('The signed message does not match its fields');
  }
  // The wallet's SDK may already have added the ReCap sentence to the CACAO's statement.
  if (!statementMatches(text(p.statement), request.statement)) {
    throw new OneClickAuthError('The signed statement is not the one requested');
  }
  if (!startsWithAll(resources, request.resources ?? [])) {
    throw new OneClickAuthError('The signed resources are not the ones requested');
  }
  const issuedAt = text(p.iat);
  if (!issuedAt) throw new OneClickAuthError('The CACAO has no issue time');

  const data: SiwxMessageData = {
    accountAddress,
    chainId,
    domain: request.domain,
    uri: request.uri,
    version: '1',
    nonce: request.nonce,
    issuedAt,
  };
  if (request.exp) data.expirationTime = request.exp;
  if (request.nbf) data.notBefore = request.nbf;
  if (request.requestId) data.requestId = request.requestId;
  if (resources?.length) data.resources = resources;
  if (statement) data.statement = statement;
  if (formatSiwxMessage(data) !== message) {
    throw new OneClickAuthError('The signed message does not match its fields');
  }
  const session: SiwxSession = { data, message, signature: cacao.s.s, cacao };
  if (!isSessionActive(session, now)) {
    throw new OneClickAuthError('The sign-in message is expired or not yet valid');
  }
  return session;
}

/**
 * The session to keep from a wallet's CACAOs: the one for the chain being connected (the
 * first requested), else the first one for a requested chain. Wallets often sign once per
 * chain with the same nonce, and a backend spends a nonce once, so only one is kept.
 */
export function sessionFromCacaos(
  request: OneClickAuthRequest,
  signed: readonly SignedCacao[],
  now: number = Date.now(),
): SiwxSession {
  const issChain = (item: SignedCacao) => DID_PKH.exec(text(item.cacao.p.iss) ?? '')?.[1];
  const preferred =
    signed.find((item) => issChain(item) === request.chains[0]) ??
    signed.find((item) => request.chains.includes(issChain(item) as CaipNetworkId)) ??
    signed[0];
  if (!preferred) throw new OneClickAuthError('The wallet returned no signed message');
  return sessionFromCacao(request, preferred, now);
}

/** A WalletConnect client as the kit's connectors expose it (their `provider`). */
interface OneClickAuthTarget {
  setOneClickAuth(auth: OneClickAuth | undefined): void;
}

function isTarget(value: unknown): value is OneClickAuthTarget {
  return typeof (value as Partial<OneClickAuthTarget> | undefined)?.setOneClickAuth === 'function';
}

export interface OneClickAuthDeps {
  fields(): Promise<SiwxRequestFields>;
  addSession(session: SiwxSession): Promise<void>;
  now(): number;
}

/**
 * Offers one-click auth to every WalletConnect client among the kit's connectors (the core
 * finds the client the same way, through the connector's `provider`). Returns the detach.
 */
export function attachOneClickAuth(kit: WalletKit, deps: OneClickAuthDeps): () => void {
  const targets = new Set<OneClickAuthTarget>();
  for (const adapter of kit.adapters) {
    for (const connector of adapter.getConnectors()) {
      if (connector.type === 'WALLET_CONNECT' && isTarget(connector.provider)) {
        targets.add(connector.provider);
      }
    }
  }
  const auth: OneClickAuth = {
    async request(chains) {
      return buildAuthRequest(await deps.fields(), chains);
    },
    async accept(request, signed) {
      await deps.addSession(sessionFromCacaos(request, signed, deps.now()));
    },
  };
  for (const target of targets) target.setOneClickAuth(auth);
  return () => {
    for (const target of targets) target.setOneClickAuth(undefined);
  };
}
