import { describe, expect, it } from 'vitest';
import { createEventsHandler } from './events-handler.js';

const TOKEN = 'read-token-0123456789abcdef0123456789';
const BASE = 'http://127.0.0.1/api/events';
const EVENT = {
  eventId: 'secret-1',
  url: 'http://127.0.0.1:5173/account?email=alice@example.com',
  domain: '127.0.0.1',
  timestamp: 1_700_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN' },
};

async function sinkWithOneEvent(options: { readToken?: string } = {}) {
  const handle = createEventsHandler({ basePath: '/api/events', ...options });
  const sent = await handle(
    new Request(`${BASE}/e?projectId=p1&st=wallet-kit&sv=0.1.0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://app.example' },
      body: JSON.stringify(EVENT),
    }),
  );
  expect(sent?.status).toBe(204);
  // Submission stays cross-origin: the kit posts from the app's own pages.
  expect(sent?.headers.get('access-control-allow-origin')).toBe('*');
  return handle;
}

const readFrom = (handle: Awaited<ReturnType<typeof sinkWithOneEvent>>, headers = {}) =>
  handle(
    new Request(`${BASE}/events`, { headers: { origin: 'https://evil.example', ...headers } }),
  );

describe('reading the analytics sink', () => {
  it('reading events without the token is refused, and no website is allowed to read the answer', async () => {
    const handle = await sinkWithOneEvent({ readToken: TOKEN });
    const answer = await readFrom(handle);
    expect(answer?.status).toBe(401);
    expect(answer?.headers.get('access-control-allow-origin')).toBeNull();
    expect(await answer?.text()).not.toContain('secret-1');
  });

  it('reading events with a wrong token is refused', async () => {
    const handle = await sinkWithOneEvent({ readToken: TOKEN });
    const answer = await readFrom(handle, { authorization: `Bearer ${TOKEN.slice(0, -1)}x` });
    expect(answer?.status).toBe(401);
  });

  it('reading is off when no read token is configured', async () => {
    const handle = await sinkWithOneEvent();
    const answer = await readFrom(handle);
    expect(answer?.status).toBe(403);
    expect(await answer?.text()).not.toContain('secret-1');
  });

  it('the token reads the events, and the answer carries no CORS permission', async () => {
    const handle = await sinkWithOneEvent({ readToken: TOKEN });
    const answer = await readFrom(handle, { authorization: `Bearer ${TOKEN}` });
    expect(answer?.status).toBe(200);
    expect(answer?.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await answer?.json()) as { events: { eventId: string }[] }).events[0]?.eventId).toBe(
      'secret-1',
    );
  });

  it('a read token shorter than 16 characters is a configuration error', () => {
    expect(() => createEventsHandler({ readToken: 'short' })).toThrow(/readToken/);
  });
});
