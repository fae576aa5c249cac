/**
 * A ready-made backend for the browser's `createBackendSiwxStorage`, as a fetch-style handler
 * (`Request` → `Response`) a host mounts under a path of its own:
 *   POST   {base}/nonce                          → { nonce }
 *   POST   {base}/verify     (a session)         → 204, or 401 { error }
 *   GET    {base}/sessions?chainId=&address=     → { sessions }
 *   DELETE {base}/sessions?chainId=&address=     → 204
 *   PUT    {base}/sessions   { sessions }        → 204 (each one verified; [] signs out)
 * Visitors are told apart by an HttpOnly cookie; nonces are bound to it. Sessions are kept in
 * memory: a real host swaps `sessions` for its database.
 */
import { generateNonce } from '../siwx/nonce.js';
import { sameAccount } from '../siwx/session.js';
import type { SiwxSession } from '../siwx/types.js';
import { createNonceStore, type NonceStore } from './nonce-store.js';
import { SiwxVerificationError, verifySiwxSession, type VerifyOptions } from './verify.js';

export const VISITOR_COOKIE = 'wk_siwx';

export interface SiwxHandlerOptions extends Omit<VerifyOptions, 'consumeNonce'> {
  /** The path the handler is mounted on, e.g. `/api/siwx`. */
  basePath: string;
  nonces?: NonceStore;
}

type Handler = (request: Request) => Promise<Response | undefined>;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  });

function visitorOf(request: Request): string | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  const match = cookies.match(new RegExp(`(?:^|;\\s*)${VISITOR_COOKIE}=([0-9a-f]{32})`));
  return match?.[1];
}

export function createSiwxHandler(options: SiwxHandlerOptions): Handler {
  const base = options.basePath.replace(/\/$/, '');
  const nonces = options.nonces ?? createNonceStore(options.now ? { now: options.now } : {});
  const sessionsByVisitor = new Map<string, SiwxSession[]>();

  async function verify(visitor: string, input: unknown): Promise<SiwxSession> {
    return verifySiwxSession(input, {
      ...options,
      consumeNonce: (nonce) => nonces.consume(nonce, visitor),
    });
  }

  return async (request) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${base}/`)) return undefined;
    const route = `${request.method} ${url.pathname.slice(base.length)}`;
    const known = visitorOf(request);
    const visitor = known ?? generateNonce();
    const cookie: Record<string, string> = known
      ? {}
      : { 'set-cookie': `${VISITOR_COOKIE}=${visitor}; Path=${base}; HttpOnly; SameSite=Strict` };
    const sessions = sessionsByVisitor.get(visitor) ?? [];
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
          return json({ nonce: nonces.issue(visitor) }, 200, cookie);
        case 'POST /verify': {
          const session = await verify(visitor, await request.json());
          sessionsByVisitor.set(visitor, [...sessions, session]);
          return new Response(null, { status: 204, headers: cookie });
        }
        case 'GET /sessions':
          if (!params.chainId || !params.address)
            return json({ error: 'chainId and address are required' }, 400);
          return json({ sessions: sessions.filter(matches) }, 200, cookie);
        case 'DELETE /sessions':
          if (!params.chainId || !params.address)
            return json({ error: 'chainId and address are required' }, 400);
          sessionsByVisitor.set(
            visitor,
            sessions.filter((session) => !matches(session)),
          );
          return new Response(null, { status: 204, headers: cookie });
        case 'PUT /sessions': {
          const body = (await request.json()) as { sessions?: unknown };
          if (!Array.isArray(body.sessions)) return json({ error: 'sessions must be a list' }, 400);
          const verified: SiwxSession[] = [];
          for (const item of body.sessions) verified.push(await verify(visitor, item));
          sessionsByVisitor.set(visitor, verified);
          return new Response(null, { status: 204, headers: cookie });
        }
        default:
          return json({ error: 'Not found' }, 404);
      }
    } catch (error) {
      if (error instanceof SiwxVerificationError)
        return json({ error: error.message }, 401, cookie);
      if (error instanceof SyntaxError) return json({ error: 'Invalid JSON' }, 400, cookie);
      throw error;
    }
  };
}
