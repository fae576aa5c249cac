/**
 * The demo's analytics sink: the events endpoint of `@wallet-kit/server` under /api/events on
 * the demo's own server, so a demo config that turns `features.analytics` on (with
 * `endpoints.analyticsUrl` set to DEMO_ANALYTICS_URL) sends its events somewhere local.
 * `GET /api/events/events` with `Authorization: Bearer {readToken}` lists what arrived.
 */
import { createEventsHandler, MAX_EVENT_BYTES } from '@wallet-kit/server';
import type { DemoApi } from './siwx-api.js';

export const EVENTS_API_PATH = '/api/events';

export function createDemoEventsApi(options: { origin: string; readToken: string }): DemoApi {
  const handle = createEventsHandler({ basePath: EVENTS_API_PATH, readToken: options.readToken });
  return async (request, response) => {
    if (!request.url?.startsWith(`${EVENTS_API_PATH}/`)) return false;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > MAX_EVENT_BYTES) {
        response.writeHead(413).end();
        return true;
      }
      chunks.push(chunk as Buffer);
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const method = request.method ?? 'GET';
    const init: RequestInit = { method, headers };
    if (method !== 'GET' && method !== 'HEAD') init.body = new Uint8Array(Buffer.concat(chunks));
    const answer = await handle(new Request(`${options.origin}${request.url}`, init));
    if (!answer) return false;
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
    return true;
  };
}

/** Several demo APIs on one server: the first that claims a request answers it. */
export function combineDemoApis(...apis: DemoApi[]): DemoApi {
  return async (request, response) => {
    for (const api of apis) if (await api(request, response)) return true;
    return false;
  };
}
