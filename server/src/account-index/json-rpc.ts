/** One JSON-RPC call over `fetch`, bounded in time, its error named by the method. */
const TIMEOUT_MS = 15_000;

export async function jsonRpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${method}: HTTP status code: ${response.status}`);
  const body = (await response.json()) as { result?: T; error?: { message?: unknown } };
  if (body.error) throw new Error(`${method}: ${String(body.error.message ?? 'unknown error')}`);
  if (body.result === undefined) throw new Error(`${method}: the node answered no result`);
  return body.result;
}
