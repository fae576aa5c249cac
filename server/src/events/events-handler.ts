/**
 * A self-hostable sink for the kit's analytics and error telemetry, as a fetch-style handler
 * (`Request` → `Response`) a host mounts under a path of its own (the kit's
 * `endpoints.analyticsUrl` is that path):
 *   POST {base}/e?projectId=&st=&sv=   { eventId, url, domain, timestamp, props } → 204
 *   GET  {base}/events?limit=&projectId=   Authorization: Bearer {readToken}      → { events }
 * A malformed event is refused with 400 and a message naming the field; it is not stored.
 * With `projectIds`, events of any other project get 403 (the kit then shows the visitor the
 * Invalid App Configuration alert). Events may come from the app's own pages on another
 * origin, so `/e` answers CORS preflights for any origin (it only ever stores). Events carry
 * visitors' page URLs, so reading them needs `readToken` and is never allowed cross-origin;
 * without a `readToken`, reading is off.
 */
import { createMemoryEventStore, type EventStore } from './event-store.js';
import { eventBodySchema, eventQuerySchema, MAX_EVENT_BYTES } from './event-schema.js';

export interface EventsHandlerOptions {
  /** The path the handler is mounted on, e.g. `/api/events`; empty for the root. */
  basePath?: string;
  store?: EventStore;
  /** The projects this sink accepts; absent accepts any. */
  projectIds?: readonly string[];
  /**
   * The secret (16 characters or more) a reader sends as `Authorization: Bearer {readToken}`
   * to list events. Absent: `GET /events` answers 403.
   */
  readToken?: string;
  now?: () => number;
}

export type EventsHandler = (request: Request) => Promise<Response | undefined>;

/** Most events a single read returns. */
export const MAX_EVENTS_PER_READ = 500;

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type',
};

const json = (body: unknown, status = 200, cors = true) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      ...(cors ? CORS_HEADERS : {}),
    },
  });

/** Compares a presented token with the configured one in time independent of where they differ. */
function sameToken(presented: string, expected: string): boolean {
  const a = new TextEncoder().encode(presented);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i += 1) difference |= (a[i] ?? 0) ^ b[i]!;
  return difference === 0;
}

const firstIssue = (error: { issues: { path: PropertyKey[]; message: string }[] }) => {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  return path ? `${path}: ${issue?.message}` : (issue?.message ?? 'invalid');
};

async function readLimitedText(request: Request): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_EVENT_BYTES) return undefined;
  const bytes = new Uint8Array(await request.arrayBuffer());
  return bytes.length > MAX_EVENT_BYTES ? undefined : new TextDecoder().decode(bytes);
}

export function createEventsHandler(options: EventsHandlerOptions = {}): EventsHandler {
  const base = (options.basePath ?? '').replace(/\/$/, '');
  if (base !== '' && !base.startsWith('/')) {
    throw new TypeError('`basePath` must be empty or a path such as /api/events');
  }
  const store = options.store ?? createMemoryEventStore();
  const now = options.now ?? (() => Date.now());
  const allowed = options.projectIds ? new Set(options.projectIds) : undefined;
  const { readToken } = options;
  if (readToken !== undefined && (typeof readToken !== 'string' || readToken.length < 16)) {
    throw new TypeError('`readToken` must be a secret of 16 characters or more');
  }

  async function receive(request: Request, url: URL): Promise<Response> {
    const query = eventQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return json({ error: `query ${firstIssue(query.error)}` }, 400);
    if (allowed && !allowed.has(query.data.projectId)) {
      return json({ error: 'Unknown project' }, 403);
    }
    const text = await readLimitedText(request);
    if (text === undefined) return json({ error: 'Event too large' }, 413);
    let parsedJson: unknown;
    try {
      parsedJson = JSON.parse(text);
    } catch {
      return json({ error: 'The body is not JSON' }, 400);
    }
    const body = eventBodySchema.safeParse(parsedJson);
    if (!body.success) return json({ error: `body ${firstIssue(body.error)}` }, 400);
    store.add({
      ...body.data,
      projectId: query.data.projectId,
      sdkType: query.data.st,
      sdkVersion: query.data.sv,
      receivedAt: now(),
    });
    return new Response(null, { status: 204, headers: CORS_HEADERS });
  }

  function read(request: Request, url: URL): Response {
    if (readToken === undefined) {
      return json({ error: 'Reading events is off: configure readToken' }, 403, false);
    }
    const presented = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    if (presented === undefined || !sameToken(presented, readToken)) {
      return json({ error: 'Reading events needs the read token' }, 401, false);
    }
    const rawLimit = url.searchParams.get('limit');
    const limit = rawLimit === null ? MAX_EVENTS_PER_READ : Number(rawLimit);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_EVENTS_PER_READ) {
      return json(
        { error: `limit must be an integer from 1 to ${MAX_EVENTS_PER_READ}` },
        400,
        false,
      );
    }
    const projectId = url.searchParams.get('projectId') ?? undefined;
    return json(
      { events: store.recent({ limit, ...(projectId ? { projectId } : {}) }) },
      200,
      false,
    );
  }

  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname === `${base}/e`) {
      if (request.method === 'OPTIONS') {
        return new Response(null, { status: 204, headers: CORS_HEADERS });
      }
      if (request.method !== 'POST') return new Response(null, { status: 405 });
      return receive(request, url);
    }
    if (url.pathname === `${base}/events`) {
      if (request.method !== 'GET') return new Response(null, { status: 405 });
      return read(request, url);
    }
    return undefined;
  };
}
