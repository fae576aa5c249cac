/**
 * JSON-RPC over HTTP as the local stack and the tests speak it to a local node or bundler, written
 * once: one POST and its answer, the result of a call that must succeed, and the wait until a
 * child process just started answers at all.
 */
import type { ChildProcess } from 'node:child_process';

/** A JSON-RPC error as the node sends it. */
export interface JsonRpcError {
  code: number;
  message: string;
  data?: unknown;
}

/** A node's answer to one call: a result or an error. */
export interface JsonRpcAnswer {
  result?: unknown;
  error?: JsonRpcError;
}

/** The answer to one call, error included, as the node sent it. */
export async function postJsonRpc(
  url: string,
  method: string,
  params: unknown = [],
  id: number | string = 1,
): Promise<JsonRpcAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
  });
  return (await response.json()) as JsonRpcAnswer;
}

/** The result of one call; an error answer is thrown, naming the method. */
export async function jsonRpc(url: string, method: string, params: unknown = []): Promise<unknown> {
  const answer = await postJsonRpc(url, method, params);
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result;
}

/**
 * Resolves once `url` answers a `method` call. A child that exits first fails the wait at once,
 * so a broken start reads as its exit code rather than as a time-out.
 */
export async function waitUntilAnswers(
  url: string,
  options: {
    method: string;
    child: ChildProcess;
    name: string;
    timeoutMs: number;
    pollMs?: number;
  },
): Promise<void> {
  const { method, child, name, timeoutMs } = options;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      // Any JSON-RPC answer, even an error, means the server is up.
      await postJsonRpc(url, method);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 50));
  }
  throw new Error(`${name} did not answer on ${url} within ${timeoutMs} ms`);
}
