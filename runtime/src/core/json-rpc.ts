/**
 * JSON-RPC 2.0 over `fetch` to one RPC URL, within the kit's RPC limits (`rpc-limits.ts`): a
 * time-out per request, retries of the statuses worth it with a capped `Retry-After`, a
 * deadline per call, and no retry of an answer that is not JSON. Chain-free: the Solana
 * adapter's reads and sends and WalletConnect's balance reads go through it.
 *
 * Solana does not use web3.js's `Connection`: it bundles `rpc-websockets` (LGPL-3.0) for
 * subscriptions the kit never makes, and retries HTTP 429 on its own without a deadline.
 */
import { RPC_LIMITS, RpcMalformedResponseError, withRpcLimits } from './rpc-limits.js';

/** A JSON-RPC error the node answered with; `code` and `data` are the node's own. */
export class JsonRpcError extends Error {
  override name = 'JsonRpcError';
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(`${method}: ${message}`);
  }
}

/** An HTTP status other than 2xx, with the `Retry-After` the endpoint sent. */
export class RpcHttpError extends Error {
  override name = 'HttpRequestError';
  constructor(
    readonly status: number,
    readonly retryAfter: string | null,
  ) {
    super(`HTTP status code: ${status}`);
  }
}

export interface JsonRpcOptions {
  timeoutMs?: number;
  retryDelayMs?: number;
  deadlineMs?: number;
}

export type JsonRpcCall = <T>(method: string, params: unknown[]) => Promise<T>;

function shouldRetry(error: unknown): boolean {
  if (error instanceof RpcHttpError) {
    return (RPC_LIMITS.retryStatuses as readonly number[]).includes(error.status);
  }
  if (error instanceof JsonRpcError || error instanceof RpcMalformedResponseError) return false;
  // fetch failed (connection refused, reset) or the request timed out: worth another attempt.
  return error instanceof TypeError || (error as { name?: unknown })?.name === 'TimeoutError';
}

export function createJsonRpc(url: string, options: JsonRpcOptions = {}): JsonRpcCall {
  const timeoutMs = options.timeoutMs ?? RPC_LIMITS.timeoutMs;
  // One request per HTTP call: the id only has to match its own answer.
  let nextId = 1;

  async function attempt<T>(method: string, params: unknown[]): Promise<T> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      throw new RpcHttpError(response.status, response.headers.get('Retry-After'));
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new RpcMalformedResponseError(error);
    }
    if (typeof body !== 'object' || body === null) throw new RpcMalformedResponseError();
    const { result, error } = body as { result?: unknown; error?: unknown };
    if (error !== undefined && error !== null) {
      const { code, message, data } = error as {
        code?: unknown;
        message?: unknown;
        data?: unknown;
      };
      throw new JsonRpcError(
        method,
        typeof code === 'number' ? code : -32603,
        typeof message === 'string' ? message : 'the node returned an error',
        data,
      );
    }
    if (!('result' in body)) throw new RpcMalformedResponseError();
    return result as T;
  }

  return (method, params) =>
    withRpcLimits(() => attempt(method, params), {
      shouldRetry,
      retryAfter: (error) => (error instanceof RpcHttpError ? error.retryAfter : undefined),
      ...(options.retryDelayMs === undefined ? {} : { retryDelayMs: options.retryDelayMs }),
      ...(options.deadlineMs === undefined ? {} : { deadlineMs: options.deadlineMs }),
    });
}
