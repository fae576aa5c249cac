/** One JSON-RPC read over `fetch`, bounded in time, its error named by the method. */
const TIMEOUT_MS = 15_000;

/**
 * Every call the index makes is a read, so one that failed before any answer (a connection the
 * node closed as it was reused, a reset) is sent once more rather than failing the refresh.
 */
async function post(url: string, body: string): Promise<Response> {
  const send = () =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return send();
  }
}

export async function jsonRpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await post(url, JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }));
  if (!response.ok) throw new Error(`${method}: HTTP status code: ${response.status}`);
  const body = (await response.json()) as { result?: T; error?: { message?: unknown } };
  if (body.error) throw new Error(`${method}: ${String(body.error.message ?? 'unknown error')}`);
  if (body.result === undefined) throw new Error(`${method}: the node answered no result`);
  return body.result;
}
