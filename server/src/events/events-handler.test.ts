import { describe, expect, it } from 'vitest';
import { createEventsHandler, MAX_EVENTS_PER_READ } from './events-handler.js';
import { createMemoryEventStore } from './event-store.js';
import { MAX_EVENT_BYTES } from './event-schema.js';

const QUERY = 'projectId=p1&st=wallet-kit&sv=0.1.0';
const TOKEN = 'test-read-token-0123456789';
const AUTH = { headers: { authorization: `Bearer ${TOKEN}` } };

function event(overrides: Record<string, unknown> = {}) {
  return {
    eventId: 'a1',
    url: 'http://127.0.0.1:5173/',
    domain: '127.0.0.1',
    timestamp: 1_700_000_000_000,
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    ...overrides,
  };
}

const post = (handle: ReturnType<typeof createEventsHandler>, body: unknown, query = QUERY) =>
  handle(
    new Request(`http://127.0.0.1/api/events/e?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

const read = async (handle: ReturnType<typeof createEventsHandler>, query = '') => {
  const response = await handle(new Request(`http://127.0.0.1/api/events/events?${query}`, AUTH));
  return { status: response?.status, body: (await response?.json()) as { events: unknown[] } };
};

describe('events endpoint', () => {
  it('stores an event with its project, sdk type and version, and returns it newest first', async () => {
    const handle = createEventsHandler({
      readToken: TOKEN,
      basePath: '/api/events',
      now: () => 42,
    });
    expect((await post(handle, event({ eventId: 'first' })))?.status).toBe(204);
    expect((await post(handle, event({ eventId: 'second' })))?.status).toBe(204);
    const { body } = await read(handle);
    expect(body.events).toEqual([
      {
        ...event({ eventId: 'second' }),
        projectId: 'p1',
        sdkType: 'wallet-kit',
        sdkVersion: '0.1.0',
        receivedAt: 42,
      },
      {
        ...event({ eventId: 'first' }),
        projectId: 'p1',
        sdkType: 'wallet-kit',
        sdkVersion: '0.1.0',
        receivedAt: 42,
      },
    ]);
  });

  it('a body missing a field is refused with 400 naming the field, and nothing is stored', async () => {
    const handle = createEventsHandler({ readToken: TOKEN, basePath: '/api/events' });
    const { timestamp: _omitted, ...withoutTimestamp } = event();
    const response = await post(handle, withoutTimestamp);
    expect(response?.status).toBe(400);
    expect(((await response?.json()) as { error: string }).error).toContain('timestamp');
    expect((await read(handle)).body.events).toEqual([]);
  });

  it('a request without the sdk query is refused with 400', async () => {
    const handle = createEventsHandler({ readToken: TOKEN, basePath: '/api/events' });
    const response = await post(handle, event(), 'projectId=p1');
    expect(response?.status).toBe(400);
    expect(((await response?.json()) as { error: string }).error).toContain('st');
  });

  it('a body that is not JSON is refused with 400', async () => {
    const handle = createEventsHandler({ readToken: TOKEN, basePath: '/api/events' });
    expect((await post(handle, '{not json'))?.status).toBe(400);
  });

  it('an event larger than the limit is refused with 413', async () => {
    const handle = createEventsHandler({ readToken: TOKEN, basePath: '/api/events' });
    const big = event({ props: { filler: 'x'.repeat(MAX_EVENT_BYTES) } });
    expect((await post(handle, big))?.status).toBe(413);
    expect((await read(handle)).body.events).toEqual([]);
  });

  it('a project not in projectIds gets 403 and is not stored', async () => {
    const handle = createEventsHandler({
      readToken: TOKEN,
      basePath: '/api/events',
      projectIds: ['other'],
    });
    expect((await post(handle, event()))?.status).toBe(403);
    expect((await read(handle)).body.events).toEqual([]);
  });

  it('the store keeps only the newest events up to its capacity', async () => {
    const handle = createEventsHandler({ readToken: TOKEN, store: createMemoryEventStore(2) });
    for (const eventId of ['a', 'b', 'c']) {
      await handle(
        new Request(`http://127.0.0.1/e?${QUERY}`, {
          method: 'POST',
          body: JSON.stringify(event({ eventId })),
        }),
      );
    }
    const response = await handle(new Request('http://127.0.0.1/events', AUTH));
    const { events } = (await response?.json()) as { events: { eventId: string }[] };
    expect(events.map((e) => e.eventId)).toEqual(['c', 'b']);
  });

  it('reads filter by project and honour the limit; a limit out of range is refused', async () => {
    const handle = createEventsHandler({ readToken: TOKEN, basePath: '/api/events' });
    await post(handle, event({ eventId: 'one' }));
    await post(handle, event({ eventId: 'two' }));
    await post(handle, event({ eventId: 'elsewhere' }), 'projectId=p2&st=wallet-kit&sv=0.1.0');
    const limited = await read(handle, 'limit=1&projectId=p1');
    expect((limited.body.events as { eventId: string }[]).map((e) => e.eventId)).toEqual(['two']);
    expect((await read(handle, `limit=${MAX_EVENTS_PER_READ + 1}`)).status).toBe(400);
  });

  it('answers CORS preflights on /e and leaves other paths to the host', async () => {
    const handle = createEventsHandler({ readToken: TOKEN, basePath: '/api/events' });
    const preflight = await handle(
      new Request(`http://127.0.0.1/api/events/e?${QUERY}`, { method: 'OPTIONS' }),
    );
    expect(preflight?.status).toBe(204);
    expect(preflight?.headers.get('access-control-allow-origin')).toBe('*');
    expect(await handle(new Request('http://127.0.0.1/api/siwx/nonce'))).toBeUndefined();
  });
});
