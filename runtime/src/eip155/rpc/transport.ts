/**
 * The one RPC transport every eip155 read goes through.
 *
 * viem's `http` transport sends the requests (one HTTP request time-out, JSON-RPC batching of
 * the calls made in one tick) and viem's `fallback` ranks several URLs. Retrying is done here,
 * not by viem, so that every call keeps the kit's RPC limits (`core/rpc-limits.ts`): a capped
 * `Retry-After`, a total deadline across all attempts, and no retry of a response that is not
 * JSON. Retried: HTTP 403, 408, 413, 429, 500, 502, 503, 504, a request time-out, an endpoint
 * that cannot be reached, and the JSON-RPC "limit exceeded" and "internal error" codes.
 * Several URLs: ranked every 4000 ms over 10 samples, scored 0.7 stability / 0.3 latency.
 * Identical concurrent reads of idempotent methods become one request, through viem's own
 * promise cache (8192 entries).
 */
import {
  fallback,
  http,
  type EIP1193RequestFn,
  type HttpTransportConfig,
  type Transport,
} from 'viem';
import { RPC_LIMITS, RpcMalformedResponseError, withRpcLimits } from '../../core/rpc-limits.js';

export const RPC_CLIENT_SETTINGS = {
  ...RPC_LIMITS,
  batchSize: 1000,
  /** viem's promise cache size, shared by deduplicated reads. */
  dedupeCacheSize: 8192,
  rank: { interval: 4000, sampleCount: 10, weights: { stability: 0.7, latency: 0.3 } },
} as const;

/** Reads whose answer depends only on their parameters and the chain's head: safe to share. */
const DEDUPED_METHODS = new Set([
  'eth_chainId',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_getCode',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_estimateGas',
  'eth_getTransactionReceipt',
  'eth_getTransactionCount',
]);

/** JSON-RPC codes that say "try again later": limit exceeded, internal error, rate limited. */
const RETRIED_RPC_CODES = new Set([-32005, -32603, 429]);

export interface RpcTransportOptions {
  /** Overrides for tests (a short time-out); production uses `RPC_CLIENT_SETTINGS`. */
  timeoutMs?: number;
  retryDelayMs?: number;
  deadlineMs?: number;
  /** Overrides the ranking interval (tests); `false` turns ranking off. */
  rank?: false | { interval?: number };
}

/** The error and the errors it wraps, outermost first. */
function causes(error: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  for (let item = error; typeof item === 'object' && item !== null && found.length < 8;) {
    found.push(item as Record<string, unknown>);
    item = (item as { cause?: unknown }).cause;
  }
  return found;
}

const find = (error: unknown, key: string) =>
  causes(error).find((item) => item[key] !== undefined)?.[key];

/** A 2xx answer whose body did not parse: viem wraps the `SyntaxError` without a status. */
function isMalformedJson(error: unknown): boolean {
  return (
    find(error, 'status') === undefined && causes(error).some((item) => item instanceof SyntaxError)
  );
}

function shouldRetry(error: unknown): boolean {
  if (error instanceof RpcMalformedResponseError) return false;
  const items = causes(error);
  if (items.some((item) => item['name'] === 'AbortError')) return false;
  const status = find(error, 'status');
  if (typeof status === 'number') {
    return (RPC_CLIENT_SETTINGS.retryStatuses as readonly number[]).includes(status);
  }
  const code = items.find((item) => typeof item['code'] === 'number')?.['code'] as
    number | undefined;
  if (code !== undefined) return RETRIED_RPC_CODES.has(code);
  // No status and no code: the endpoint timed out or could not be reached.
  return items.some(
    (item) => item['name'] === 'TimeoutError' || item['name'] === 'HttpRequestError',
  );
}

function retryAfterHeader(error: unknown): string | null | undefined {
  const headers = find(error, 'headers');
  return headers instanceof Headers ? headers.get('Retry-After') : undefined;
}

function httpTransport(url: string, options: RpcTransportOptions): Transport {
  const config: HttpTransportConfig = {
    batch: { batchSize: RPC_CLIENT_SETTINGS.batchSize },
    // Retries happen once, around the whole call, in `withLimits` below.
    retryCount: 0,
    timeout: options.timeoutMs ?? RPC_CLIENT_SETTINGS.timeoutMs,
  };
  return http(url, config);
}

/**
 * Wraps a transport so every call keeps the RPC limits, and so the idempotent reads above
 * share one in-flight request.
 */
function withLimits(inner: Transport, options: RpcTransportOptions): Transport {
  return (params) => {
    const transport = inner(params);
    const request = transport.request as EIP1193RequestFn;
    const limited = ((
      args: { method: string; params?: unknown },
      callOptions?: { retryCount?: number },
    ) =>
      withRpcLimits(
        async () => {
          try {
            return await request(args as never, {
              ...callOptions,
              retryCount: 0,
              dedupe: DEDUPED_METHODS.has(args.method),
            });
          } catch (error) {
            throw isMalformedJson(error) ? new RpcMalformedResponseError(error) : error;
          }
        },
        {
          shouldRetry,
          retryAfter: retryAfterHeader,
          ...(callOptions?.retryCount === undefined ? {} : { retryCount: callOptions.retryCount }),
          ...(options.retryDelayMs === undefined ? {} : { retryDelayMs: options.retryDelayMs }),
          ...(options.deadlineMs === undefined ? {} : { deadlineMs: options.deadlineMs }),
        },
      )) as EIP1193RequestFn;
    return { ...transport, request: limited };
  };
}

/**
 * The transport for a network's RPC URLs, in the order configured. One URL: plain http.
 * Several: a ranked fallback, so a failing or slow endpoint stops being asked first.
 */
export function createRpcTransport(
  urls: readonly string[],
  options: RpcTransportOptions = {},
): Transport {
  if (urls.length === 0) throw new Error('No RPC URL configured');
  const transports = urls.map((url) => httpTransport(url, options));
  if (transports.length === 1) return withLimits(transports[0]!, options);
  const rank =
    options.rank === false ? false : { ...RPC_CLIENT_SETTINGS.rank, ...(options.rank ?? {}) };
  return withLimits(fallback(transports, { rank, retryCount: 0 }), options);
}
