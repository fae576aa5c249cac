/**
 * The names API as a fetch-style handler (`Request` → `Response`) a host mounts under a path of
 * its own (the kit's `endpoints.blockchainApiUrl` points at it):
 *   GET  {base}/account/{name}       → the name's record, or 404 { error }
 *   GET  {base}/reverse/{address}    → the list of names the address holds
 *   GET  {base}/suggestions/{name}   → { suggestions: [{ name }] } (free names only)
 *   POST {base}/account  { coinType, address, signature, message }
 *                                    → 201 the new record; 400, 401 or 409 { error }
 * Answers carry CORS headers for any origin: every route is public data or guarded by a
 * signature, and no cookie is read. A signed registration names this service's `domain`, one
 * address holds at most `maxNamesPerAddress` names, and a body over 32 KB is refused unread.
 */
import { normalizeAccountName, type CaipNetworkId } from '@wallet-kit/schemas';
import { createPublicClient, http, isAddress, type PublicClient } from 'viem';
import { NAME_ERRORS, NameRegistrationError } from './errors.js';
import type { NameStore } from './name-store.js';
import { suggestNames } from './suggestions.js';
import { readCappedText } from './read-body.js';
import { verifyRegistration } from './verify-registration.js';

/** Names one address may hold, unless the host sets `maxNamesPerAddress`. */
export const MAX_NAMES_PER_ADDRESS = 5;

export interface NamesHandlerOptions {
  /** The path the handler is mounted on, e.g. `/api/names`. */
  basePath: string;
  /**
   * The host (with port) of this service's URL, e.g. `names.example`: the kit signs it into
   * every registration, and a registration signed for another service is refused. Required.
   */
  domain: string;
  /** Names one address may hold; default `MAX_NAMES_PER_ADDRESS` (5). */
  maxNamesPerAddress?: number;
  store: NameStore;
  /** RPC URL of each EVM chain names may be registered on (for EIP-1271 checks). */
  rpcUrls?: Partial<Record<CaipNetworkId, string>>;
  /** Ready-made clients, taking precedence over `rpcUrls`. */
  clients?: Partial<Record<CaipNetworkId, PublicClient>>;
  /** Milliseconds since the epoch; `Date.now` by default. */
  now?: () => number;
}

export type NamesHandler = (request: Request) => Promise<Response | undefined>;

/** A registration body is a few hundred bytes; anything past this is refused unread. */
const MAX_BODY_BYTES = 32 * 1024;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...CORS },
  });

export function createNamesHandler(options: NamesHandlerOptions): NamesHandler {
  if (typeof options.basePath !== 'string' || !options.basePath.startsWith('/')) {
    throw new Error('`basePath` must be a path such as /api/names');
  }
  if (!options.store) throw new Error('`store` is required: openNameStore() gives one');
  if (typeof options.domain !== 'string' || !/^[^\s/@]+$/.test(options.domain)) {
    throw new Error(
      '`domain` is required: the host (with port) of this service, e.g. names.example. ' +
        'Without it a registration signed for another service would be accepted.',
    );
  }
  const { domain } = options;
  const maxPerAddress = options.maxNamesPerAddress ?? MAX_NAMES_PER_ADDRESS;
  const base = options.basePath.replace(/\/$/, '');
  const now = options.now ?? Date.now;
  const clients = new Map<number, PublicClient>();
  const clientFor = (chainId: number): PublicClient | undefined => {
    const key = `eip155:${chainId}` as CaipNetworkId;
    const given = options.clients?.[key];
    if (given) return given;
    const url = options.rpcUrls?.[key];
    if (!url) return undefined;
    if (!clients.has(chainId)) clients.set(chainId, createPublicClient({ transport: http(url) }));
    return clients.get(chainId);
  };

  return async (request) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${base}/`)) return undefined;
    const [route, ...rest] = url.pathname.slice(base.length + 1).split('/');
    const param = rest.length === 1 ? decodeURIComponent(rest[0]!) : undefined;
    const { store } = options;

    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (request.method === 'GET' && param !== undefined) {
      switch (route) {
        case 'account': {
          const record = await store.find(normalizeAccountName(param));
          return record ? json(record) : json({ error: 'Name not found' }, 404);
        }
        case 'reverse':
          if (!isAddress(param, { strict: false }))
            return json({ error: NAME_ERRORS.invalidAddress }, 400);
          return json(await store.namesOf(param));
        case 'suggestions':
          return json({ suggestions: await suggestNames(param, store) });
      }
    }
    if (request.method === 'POST' && route === 'account' && rest.length === 0) {
      const text = await readCappedText(request, MAX_BODY_BYTES);
      if (text === undefined) return json({ error: NAME_ERRORS.tooLarge }, 413);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return json({ error: 'Invalid JSON' }, 400);
      }
      try {
        const record = await verifyRegistration(body, { domain, clientFor, now });
        if ((await store.namesOf(record.address)).length >= maxPerAddress) {
          throw new NameRegistrationError(NAME_ERRORS.addressCap(maxPerAddress), 409);
        }
        if (!(await store.insert(record))) throw new NameRegistrationError(NAME_ERRORS.taken, 409);
        return json(await store.find(record.name), 201);
      } catch (error) {
        if (error instanceof NameRegistrationError)
          return json({ error: error.message }, error.status);
        throw error;
      }
    }
    return json({ error: 'Not found' }, 404);
  };
}
