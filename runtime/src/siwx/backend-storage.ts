/**
 * Session storage backed by the host's own backend (the routes of `createSiwxHandler` from
 * `@wallet-kit/server`): the server issues nonces and verifies every session
 * before keeping it, so the host can trust a sign-in. Same-origin, credentials included.
 */
import { parseStoredSessions } from '@wallet-kit/schemas';
import type { SiwxStorage } from './types.js';

export interface BackendSiwxStorage extends SiwxStorage {
  /** A nonce issued by the backend, for the next message. */
  getNonce(): Promise<string>;
}

async function errorFrom(response: Response): Promise<Error> {
  let reason = '';
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string') reason = body.error;
  } catch {
    /* not JSON: the status says enough */
  }
  return new Error(reason || `HTTP status code: ${response.status}`);
}

export function createBackendSiwxStorage(options: {
  /** e.g. `/api/siwx` (same origin) or an absolute http(s) URL. */
  baseUrl: string;
  fetch?: typeof fetch;
}): BackendSiwxStorage {
  const base = options.baseUrl.replace(/\/$/, '');
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const init: RequestInit = { method, credentials: 'include', headers: {} };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { 'content-type': 'application/json' };
    }
    const response = await fetchImpl(`${base}${path}`, init);
    if (!response.ok) throw await errorFrom(response);
    return response;
  }
  const query = (chainId: string, address: string) =>
    `?chainId=${encodeURIComponent(chainId)}&address=${encodeURIComponent(address)}`;

  return {
    async getNonce() {
      const body = (await (await call('POST', '/nonce')).json()) as { nonce?: unknown };
      if (typeof body.nonce !== 'string' || body.nonce.length < 8) throw new Error('Invalid nonce');
      return body.nonce;
    },
    async add(session) {
      await call('POST', '/verify', session);
    },
    async set(sessions) {
      await call('PUT', '/sessions', { sessions });
    },
    async get(chainId, address) {
      const response = await call('GET', `/sessions${query(chainId, address)}`);
      const body = (await response.json()) as { sessions?: unknown };
      return parseStoredSessions(body.sessions);
    },
    async delete(chainId, address) {
      await call('DELETE', `/sessions${query(chainId, address)}`);
    },
  };
}
