/**
 * The cookie that tells visitors apart (nonces and sessions are bound to it). HttpOnly, so
 * page scripts cannot read it; SameSite=Lax, so another site cannot send it with a POST; Secure,
 * so it never travels over plain http, except on a loopback host where development runs
 * without TLS.
 */
import { generateNonce } from '@wallet-kit/schemas';
import { isLoopbackHost } from './options.js';

export const VISITOR_COOKIE = 'wk_siwx';

export function visitorOf(request: Request): string | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  const match = cookies.match(new RegExp(`(?:^|;\\s*)${VISITOR_COOKIE}=([0-9a-f]{32})(?:;|$)`));
  return match?.[1];
}

export function newVisitor(): string {
  return generateNonce();
}

export function visitorCookie(visitor: string, path: string, domain: string): string {
  const secure = isLoopbackHost(domain) ? '' : '; Secure';
  return `${VISITOR_COOKIE}=${visitor}; Path=${path}; HttpOnly; SameSite=Lax${secure}`;
}
