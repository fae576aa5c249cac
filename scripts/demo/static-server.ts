/**
 * A small static file server for a built single-page app, bound to loopback only.
 * Hashed assets are cached forever; index.html never, so a rebuild shows at once.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Maps a request path to a file under root, or undefined when it would escape root. */
function fileFor(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  const candidate = normalize(join(root, decoded));
  return candidate === root || candidate.startsWith(root + sep) ? candidate : undefined;
}

export async function serveStatic(options: {
  root: string;
  port: number;
  host?: string;
  /** A host backend answering some paths first (the demo's sign-in API); true when it did. */
  api?: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
}): Promise<StaticServer> {
  const root = resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const index = join(root, 'index.html');

  const server: Server = createServer(async (request, response) => {
    if (options.api && (await options.api(request, response).catch(() => false))) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const requested = fileFor(root, request.url ?? '/');
    if (!requested) {
      response.writeHead(400).end('Bad path');
      return;
    }
    let file = requested;
    if (!(await isFile(file))) {
      // Paths without an extension are app routes: answer with the page. Missing files 404.
      if (extname(requested) !== '') {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      file = index;
    }
    const hashedAsset = file.startsWith(join(root, 'assets') + sep);
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  });

  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolvePromise());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolvePromise) => {
        server.close(() => resolvePromise());
        // Browsers keep connections alive; do not wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
