/**
 * Safe read-only calls of the embedded wallet's provider go straight to the network's own RPC
 * (its first configured URL), never to the frame: reading a balance needs no approval and no
 * key.
 */
import type { CaipNetwork } from '../core/types.js';
import { FrameRequestError } from './frame-errors.js';

export async function readFromNetwork(
  network: CaipNetwork,
  method: string,
  params: unknown,
  doFetch: typeof fetch = globalThis.fetch,
): Promise<unknown> {
  const url = network.rpcUrls.default.http[0];
  if (!url) throw new FrameRequestError(`No RPC URL for ${network.caipNetworkId}`);
  const response = await doFetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  });
  if (!response.ok) throw new FrameRequestError(`HTTP status code: ${response.status}`);
  const body = (await response.json()) as {
    result?: unknown;
    error?: { message?: string; code?: number };
  };
  if (body.error) throw new FrameRequestError(body.error.message ?? 'RPC error', body.error.code);
  return body.result;
}
