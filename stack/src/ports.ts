/**
 * Ports on 127.0.0.1 for the local components: any free one, or a preferred well-known port
 * (the demo's 8545, 5173…) when it is free.
 */
import { createServer } from 'node:net';

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * `requested` undefined: `preferred` if given and free, else any free port. `0`: any free port.
 * Any other number: exactly that port (the caller asked for it; a clash should fail loudly).
 */
export async function choosePort(
  requested: number | undefined,
  preferred?: number,
): Promise<number> {
  if (requested === 0) return freePort();
  if (requested !== undefined) return requested;
  return preferred !== undefined && (await isPortFree(preferred)) ? preferred : freePort();
}
