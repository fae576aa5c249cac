/**
 * The index's JSON-RPC reads against a loopback node that cuts a connection before answering,
 * as a node does when it closes a kept-alive connection the moment it is reused: the read is
 * sent again and answered, and a node that keeps cutting fails the read with fetch's error.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonRpc } from './json-rpc.js';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A node that cuts the first `cuts` requests' connections, then answers `getSlot` with 7. */
async function nodeCutting(cuts: number): Promise<{ url: string; requests: () => number }> {
  let requests = 0;
  server = createServer((request, response) => {
    requests++;
    if (requests <= cuts) {
      request.socket.destroy();
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: 7 }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests: () => requests };
}

describe('the index reading a node', () => {
  it('a read whose connection was cut before any answer is sent once more', async () => {
    const node = await nodeCutting(1);
    await expect(jsonRpc<number>(node.url, 'getSlot', [])).resolves.toBe(7);
    expect(node.requests()).toBe(2);
  });

  it('a node that cuts again fails the read', async () => {
    const node = await nodeCutting(2);
    await expect(jsonRpc<number>(node.url, 'getSlot', [])).rejects.toThrow(/fetch failed/);
    expect(node.requests()).toBe(2);
  });
});
