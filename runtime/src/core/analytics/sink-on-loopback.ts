/**
 * Test helper: the server package's events endpoint on a real loopback port, counting every
 * request it answers (refused ones included), for the analytics tests.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEventsHandler, toNodeListener, type EventsHandlerOptions } from '@wallet-kit/server';

export interface LoopbackSink {
  /** The `endpoints.analyticsUrl` to give the kit. */
  url: string;
  /** Status of every request answered, in order. */
  answered: number[];
  events(): Promise<Array<Record<string, unknown> & { props: Record<string, unknown> }>>;
  /** Resolves once `count` requests were answered (or rejects after `timeoutMs`). */
  waitForRequests(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startLoopbackSink(options: EventsHandlerOptions = {}): Promise<LoopbackSink> {
  const handle = createEventsHandler({ ...options, basePath: '/analytics' });
  const answered: number[] = [];
  const server: Server = createServer(
    toNodeListener(
      async (request) => {
        const response = await handle(request);
        if (new URL(request.url).pathname.endsWith('/e')) answered.push(response?.status ?? 404);
        return response;
      },
      { maxBytes: 64 * 1024 },
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/analytics`;
  return {
    url,
    answered,
    async events() {
      const response = await fetch(`${url}/events`);
      return ((await response.json()) as { events: never[] }).events;
    },
    async waitForRequests(count, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (answered.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} requests, got ${answered.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
