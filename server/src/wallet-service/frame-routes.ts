/**
 * The secure frame: its page, which only the project's own origins may embed
 * (`frame-ancestors`), runs only scripts from this service (`script-src 'self'`) and talks only
 * to this service and the configured RPCs; and its built files, read from one folder and never
 * from outside it.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import type { ServiceDeps, ServiceEnv } from './context.js';
import { renderFrame } from './frame-page.js';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

function frameSecurityPolicy(frameAncestors: readonly string[], rpcUrls: readonly string[]) {
  const rpcOrigins = [...new Set(rpcUrls.map((url) => new URL(url).origin))];
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${rpcOrigins.join(' ')}`.trim(),
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The file under `root` a request path names, or undefined when it would leave `root`. */
export function fileInside(root: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).some((part) => part.startsWith('.'))) {
    return undefined;
  }
  const base = resolve(root);
  const file = resolve(base, `.${sep}${decoded}`);
  return file.startsWith(base + sep) ? file : undefined;
}

export function frameRoutes(deps: ServiceDeps) {
  const routes = new Hono<ServiceEnv>();
  const rpcUrls = Object.values(deps.config.rpcUrls);

  routes.get('/', async (c) => {
    const projectId = c.req.query('projectId') ?? '';
    const origins = projectId ? await deps.store.projectOrigins(projectId) : undefined;
    if (!origins) {
      c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      return c.text('Invalid Project ID', 404);
    }
    c.header('Content-Security-Policy', frameSecurityPolicy(origins, rpcUrls));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
    return c.html(
      renderFrame({
        projectId,
        chainId: c.req.query('chainId'),
        version: c.req.query('version'),
        enableLogger: c.req.query('enableLogger') === 'true',
        locale: c.req.query('locale'),
      }),
    );
  });

  routes.get('/*', async (c) => {
    const relative = c.req.path.replace(/^\/frame\//, '');
    const file = fileInside(deps.frameDir, relative);
    const type = file ? CONTENT_TYPES[extname(file)] : undefined;
    if (!file || !type) return c.text('Not found', 404);
    try {
      if (!(await stat(file)).isFile()) return c.text('Not found', 404);
      const body = await readFile(file);
      c.header('Content-Type', type);
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(body);
    } catch {
      return c.text('Not found', 404);
    }
  });

  return routes;
}
