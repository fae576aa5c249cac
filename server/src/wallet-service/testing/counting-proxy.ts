/**
 * A loopback TCP proxy in front of a PostgreSQL server that records the statements its clients
 * send: the text of each Parse of the extended protocol (a query with parameters; node-postgres
 * parses every one, unnamed) and of each simple Query. Tests put it between the service and the
 * database to see how many round trips a request costs.
 */
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

export interface CountingProxy {
  /** The server's URL with the proxy's port. */
  url: string;
  /** The text of every statement sent through the proxy so far, in order. */
  statements(): readonly string[];
  stop(): Promise<void>;
}

const PARSE = 0x50; // 'P': statement name, then the query, each NUL-terminated
const QUERY = 0x51; // 'Q': the query, NUL-terminated

export async function startCountingProxy(databaseUrl: string): Promise<CountingProxy> {
  const target = new URL(databaseUrl);
  const statements: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
    sockets.add(client).add(upstream);
    // The startup message has no type byte: its length comes first. Every later message is a
    // type byte and a length that counts itself.
    let started = false;
    let pending = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          if (pending.length < 4) break;
          const length = pending.readUInt32BE(0);
          if (pending.length < length) break;
          pending = pending.subarray(length);
          started = true;
          continue;
        }
        if (pending.length < 5) break;
        const length = pending.readUInt32BE(1);
        if (pending.length < 1 + length) break;
        const body = pending.subarray(5, 1 + length);
        if (pending[0] === QUERY) statements.push(body.toString('utf8', 0, body.indexOf(0)));
        if (pending[0] === PARSE) {
          const start = body.indexOf(0) + 1;
          statements.push(body.toString('utf8', start, body.indexOf(0, start)));
        }
        pending = pending.subarray(1 + length);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as AddressInfo).port);
  return {
    url: proxied.toString(),
    statements: () => statements,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
