/**
 * Serves a fetch-style handler from Node's `http` server: the request's body (at most
 * `maxBytes`, else 413) becomes a `Request`, the `Response` is written back, and a request
 * the handler does not claim gets 404.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

type FetchHandler = (request: Request) => Promise<Response | undefined>;

export function toNodeListener(
  handle: FetchHandler,
  options: { maxBytes: number },
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of request) {
        size += (chunk as Buffer).length;
        if (size > options.maxBytes) {
          response.writeHead(413).end();
          return;
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
      const host = request.headers.host ?? '127.0.0.1';
      const answer = await handle(new Request(`http://${host}${request.url ?? '/'}`, init));
      if (!answer) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  };
}
