import { ProviderRpcError } from './errors.js';

interface JsonRpcResponse {
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/** Forwards one JSON-RPC call to a node and surfaces the node's error as a provider error. */
export function createRpcClient() {
  let nextId = 1;
  return async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      });
    } catch {
      // A stopped demo chain: say which one, the browser's "Failed to fetch" does not.
      throw new ProviderRpcError(
        -32603,
        `The Demo Wallet cannot reach its chain at ${url}. Is the demo running?`,
      );
    }
    if (!response.ok) {
      throw new ProviderRpcError(-32603, `The chain at ${url} answered HTTP ${response.status}`);
    }
    const body = (await response.json()) as JsonRpcResponse;
    if (body.error)
      throw new ProviderRpcError(body.error.code, body.error.message, body.error.data);
    return body.result;
  };
}
