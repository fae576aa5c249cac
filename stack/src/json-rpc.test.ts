import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { jsonRpc, postJsonRpc, waitUntilAnswers } from './json-rpc.js';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A JSON-RPC server on loopback that answers `eth_chainId` and refuses every other method. */
async function node(): Promise<string> {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: unknown; method: string };
      const answer =
        method === 'eth_chainId'
          ? { jsonrpc: '2.0', id, result: '0x7a69' }
          : { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
      response.setHeader('content-type', 'application/json').end(JSON.stringify(answer));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('JSON-RPC to a local node', () => {
  test('a call that must succeed gives its result, and an error answer is thrown naming the method', async () => {
    const url = await node();
    expect(await jsonRpc(url, 'eth_chainId')).toBe('0x7a69');
    await expect(jsonRpc(url, 'eth_nothing')).rejects.toThrow('eth_nothing: Method not found');
    expect((await postJsonRpc(url, 'eth_nothing')).error?.code).toBe(-32601);
  });

  test('the wait for a started child ends as soon as the child has exited, with its exit code', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });
    await once(child, 'exit');
    const started = Date.now();
    await expect(
      waitUntilAnswers('http://127.0.0.1:9', {
        method: 'eth_chainId',
        child,
        name: 'the node',
        timeoutMs: 30_000,
      }),
    ).rejects.toThrow('the node exited with code 3');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('the wait for a started child ends once the node answers', async () => {
    const url = await node();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], {
      stdio: 'ignore',
    });
    try {
      await waitUntilAnswers(url, {
        method: 'eth_chainId',
        child,
        name: 'the node',
        timeoutMs: 30_000,
      });
    } finally {
      child.kill('SIGKILL');
    }
  });
});
