/** Port choice for the demo: a preferred well-known port when it is free, any free one else. */
import { createServer } from 'node:net';
import { freePort } from '../../test/fixtures/anvil.js';

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * `requested` undefined: `preferred` if free, else any free port. `0`: any free port.
 * Any other number: exactly that port (the caller asked for it; a clash should fail loudly).
 */
export async function choosePort(
  requested: number | undefined,
  preferred: number,
): Promise<number> {
  if (requested === 0) return freePort();
  if (requested !== undefined) return requested;
  return (await isPortFree(preferred)) ? preferred : freePort();
}
