/**
 * The demo's tiny host backend (on loopback, served by the demo's own server): the sign-in
 * routes of `@wallet-kit/server` under /api/siwx, so a visitor sees a sign-in the
 * server verified against the local chains. A real host mounts the same handler in its backend.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CaipNetworkId } from '@wallet-kit/schemas';
import { createSiwxHandler } from '@wallet-kit/server';

const SIWX_API_PATH = '/api/siwx';
/** Sign-in bodies are a few KB; anything larger is refused before it is buffered. */
const MAX_BODY_BYTES = 64 * 1024;

export type DemoApi = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function createDemoSiwxApi(options: {
  /** host:port the page is served on: messages for any other domain are refused. */
  domain: string;
  rpcUrls: Record<`eip155:${number}`, string>;
  /** Bitcoin, Polkadot and Cosmos chains whose sign-ins the backend accepts (checked without a node). */
  chains?: CaipNetworkId[];
}): DemoApi {
  const handle = createSiwxHandler({
    basePath: SIWX_API_PATH,
    domain: options.domain,
    // The page is served over plain http on loopback: its own origin is the only one allowed.
    origins: [`http://${options.domain}`],
    rpcUrls: options.rpcUrls,
    ...(options.chains ? { chains: options.chains } : {}),
  });
  return async (request, response) => {
    if (!request.url?.startsWith(`${SIWX_API_PATH}/`)) return false;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const body = hasBody ? await readBody(request) : undefined;
    if (hasBody && body === undefined) {
      response.writeHead(413).end();
      return true;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const init: RequestInit = { method: request.method ?? 'GET', headers };
    if (body && body.length > 0) init.body = new Uint8Array(body);
    const answer = await handle(new Request(`http://${options.domain}${request.url}`, init), {
      address: request.socket.remoteAddress,
    });
    if (!answer) return false;
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
    return true;
  };
}
