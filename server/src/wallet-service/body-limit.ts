/**
 * The largest request body the API reads. A request that announces its length (every browser's
 * `fetch` with a JSON body does) is judged by that header alone, so its body is later read
 * straight from Node's request: Hono's `bodyLimit` asks for the web `Request`'s body stream,
 * which makes the Node adapter build a whole web `Request` (headers, stream, abort signal) on
 * every call, a tenth of a millisecond of CPU each (docs/benchmarks.md). Node's HTTP parser
 * reads exactly the announced bytes, so the header is as good as counting them. A body without
 * a length (chunked) is counted as it streams, by Hono's middleware as before.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServiceEnv } from './context.js';

export function requestBodyLimit(
  maxSize: number,
  onError: (c: Context<ServiceEnv>) => Response | Promise<Response>,
): MiddlewareHandler<ServiceEnv> {
  const streamed = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('Content-Length');
    if (length !== undefined && c.req.header('Transfer-Encoding') === undefined) {
      // Node's parser refuses a length that is not a number; anything odd is refused here too.
      return Number(length) <= maxSize ? next() : onError(c);
    }
    return streamed(c, next);
  };
}
