/**
 * The one RPC transport every eip155 read goes through (SPEC.md §9 "RPC client").
 *
 * viem's `http` transport already implements most of §9, so this file only sets the numbers
 * and adds what viem leaves to the caller:
 * - retries: `retryCount` 3, `retryDelay` 150 ms doubled per attempt (viem's backoff
 *   `(1 << attempt) * retryDelay`), only on HTTP 403, 408, 413, 429, 500, 502, 503, 504 (viem's
 *   `shouldRetry`), waiting `Retry-After` (seconds or HTTP date) when the server sends it;
 * - `timeout` 10 000 ms per HTTP request;
 * - JSON-RPC batching of up to 1000 calls made in the same tick;
 * - several RPC URLs: viem's `fallback` ranked every 4000 ms over 10 samples, scored 0.7
 *   stability / 0.3 latency.
 * Missing from viem: deduplication is opt-in per call (`{ dedupe: true }`), so identical
 * concurrent reads of idempotent methods are turned into one request here, through viem's own
 * LRU promise cache (8192 entries).
 */
import {
  fallback,
  http,
  type EIP1193RequestFn,
  type HttpTransportConfig,
  type Transport,
} from 'viem';

export const RPC_CLIENT_SETTINGS = {
  retryCount: 3,
  retryDelayMs: 150,
  timeoutMs: 10_000,
  batchSize: 1000,
  /** viem's promise cache size, the §9 dedupe cache. */
  dedupeCacheSize: 8192,
  retryStatuses: [403, 408, 413, 429, 500, 502, 503, 504],
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

export interface RpcTransportOptions {
  /** Overrides for tests (a short time-out); production uses the §9 numbers. */
  timeoutMs?: number;
  retryDelayMs?: number;
  /** Overrides the ranking interval (tests); `false` turns ranking off. */
  rank?: false | { interval?: number };
}

function httpTransport(url: string, options: RpcTransportOptions): Transport {
  const config: HttpTransportConfig = {
    batch: { batchSize: RPC_CLIENT_SETTINGS.batchSize },
    retryCount: RPC_CLIENT_SETTINGS.retryCount,
    retryDelay: options.retryDelayMs ?? RPC_CLIENT_SETTINGS.retryDelayMs,
    timeout: options.timeoutMs ?? RPC_CLIENT_SETTINGS.timeoutMs,
  };
  return http(url, config);
}

/** Wraps a transport so the idempotent reads above share one in-flight request. */
function withReadDedupe(inner: Transport): Transport {
  return (params) => {
    const transport = inner(params);
    const request = transport.request as EIP1193RequestFn;
    const deduped = ((args: { method: string; params?: unknown }, options?: object) =>
      request(args as never, {
        ...options,
        dedupe: DEDUPED_METHODS.has(args.method),
      })) as EIP1193RequestFn;
    return { ...transport, request: deduped };
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
  if (transports.length === 1) return withReadDedupe(transports[0]!);
  const rank =
    options.rank === false ? false : { ...RPC_CLIENT_SETTINGS.rank, ...(options.rank ?? {}) };
  return withReadDedupe(fallback(transports, { rank, retryCount: RPC_CLIENT_SETTINGS.retryCount }));
}
