/**
 * A ready-made backend for the browser's `createBackendSiwxStorage`, as a fetch-style handler
 * (`Request` → `Response`) a host mounts under a path of its own:
 *   POST   {base}/nonce                          → { nonce }
 *   POST   {base}/verify     (a session)         → 204, or 401 { error }
 *   GET    {base}/sessions?chainId=&address=     → { sessions } (unexpired only)
 *   DELETE {base}/sessions?chainId=&address=     → 204
 *   PUT    {base}/sessions   { sessions }        → 204 (each one verified; [] signs out)
 * Visitors are told apart by a cookie (visitor-cookie.ts); nonces are bound to it. Sessions
 * are kept in memory, capped per visitor, per IP and in all, and never longer than
 * `maxSessionLifetimeMs` (session-store.ts).
 */
import { sameAccount, type SiwxSession } from '@wallet-kit/schemas';
import { SiwxConfigurationError, SiwxVerificationError } from './errors.js';
import { createNonceStore, NonceLimitError, type NonceStore } from './nonce-store.js';
import { checkOptions, type VerifyOptions } from './options.js';
import { createSessionStore } from './session-store.js';
import { verifySiwxSession } from './verify.js';
import { newVisitor, visitorCookie, visitorOf } from './visitor-cookie.js';

export interface SiwxHandlerOptions extends Omit<VerifyOptions, 'consumeNonce'> {
  /** The path the handler is mounted on, e.g. `/api/siwx`. */
  basePath: string;
  nonces?: NonceStore;
  /**
   * The longest a session is kept after it was verified, in ms, whatever its own expiry
   * (none included). Default `SIWX_MAX_SESSION_LIFETIME_MS` (7 days).
   */
  maxSessionLifetimeMs?: number;
  /** Sessions kept per visitor; the oldest go first. Default `MAX_SESSIONS_PER_VISITOR` (20). */
  maxSessionsPerVisitor?: number;
  /** Sessions kept per client IP (when passed); the oldest go first. Default 200. */
  maxSessionsPerSource?: number;
  /** Sessions kept in all; the oldest go first. Default `MAX_SESSIONS` (20,000). */
  maxSessions?: number;
}

/** What the host knows about the connection: the client's IP limits its nonces and sessions. */
export interface SiwxClientInfo {
  address?: string;
}

export type SiwxHandler = (
  request: Request,
  client?: SiwxClientInfo,
) => Promise<Response | undefined>;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  });

/** Throws a `SiwxConfigurationError` at creation when an option that keeps sign-in safe is missing. */
export function createSiwxHandler(options: SiwxHandlerOptions): SiwxHandler {
  const { domain, now } = checkOptions({ ...options, consumeNonce: () => false });
  if (typeof options.basePath !== 'string' || !options.basePath.startsWith('/')) {
    throw new SiwxConfigurationError('`basePath` must be a path such as /api/siwx');
  }
  const base = options.basePath.replace(/\/$/, '');
  const nonces = options.nonces ?? createNonceStore({ now });
  const sessions = createSessionStore(
    {
      maxLifetimeMs: options.maxSessionLifetimeMs,
      maxPerVisitor: options.maxSessionsPerVisitor,
      maxPerSource: options.maxSessionsPerSource,
      maxTotal: options.maxSessions,
    },
    now,
  );

  async function verify(visitor: string, input: unknown): Promise<SiwxSession> {
    return verifySiwxSession(input, {
      ...options,
      consumeNonce: (nonce) => nonces.consume(nonce, visitor),
    });
  }

  return async (request, client) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${base}/`)) return undefined;
    const route = `${request.method} ${url.pathname.slice(base.length)}`;
    const known = visitorOf(request);
    const visitor = known ?? newVisitor();
    const cookie: Record<string, string> = known
      ? {}
      : { 'set-cookie': visitorCookie(visitor, base, domain) };
    const params = {
      chainId: url.searchParams.get('chainId'),
      address: url.searchParams.get('address'),
    };
    const matches = (session: SiwxSession) =>
      session.data.chainId === params.chainId &&
      sameAccount(session.data.chainId, session.data.accountAddress, params.address ?? '');

    try {
      switch (route) {
        case 'POST /nonce':
          return json({ nonce: nonces.issue(visitor, client?.address) }, 200, cookie);
        case 'POST /verify': {
          const session = await verify(visitor, await request.json());
          sessions.add(visitor, session, client?.address);
          return new Response(null, { status: 204, headers: cookie });
        }
        case 'GET /sessions':
          if (!params.chainId || !params.address)
            return json({ error: 'chainId and address are required' }, 400);
          // An expired session no longer signs anyone in, so it is never handed back.
          return json({ sessions: sessions.list(visitor).filter(matches) }, 200, cookie);
        case 'DELETE /sessions':
          if (!params.chainId || !params.address)
            return json({ error: 'chainId and address are required' }, 400);
          sessions.remove(visitor, matches);
          return new Response(null, { status: 204, headers: cookie });
        case 'PUT /sessions': {
          const body = (await request.json()) as { sessions?: unknown };
          if (!Array.isArray(body.sessions)) return json({ error: 'sessions must be a list' }, 400);
          const verified: SiwxSession[] = [];
          for (const item of body.sessions) verified.push(await verify(visitor, item));
          sessions.replace(visitor, verified, client?.address);
          return new Response(null, { status: 204, headers: cookie });
        }
        default:
          return json({ error: 'Not found' }, 404);
      }
    } catch (error) {
      if (error instanceof SiwxVerificationError)
        return json({ error: error.message }, 401, cookie);
      if (error instanceof NonceLimitError) return json({ error: error.message }, 429, cookie);
      if (error instanceof SyntaxError) return json({ error: 'Invalid JSON' }, 400, cookie);
      throw error;
    }
  };
}
