/**
 * Ports on 127.0.0.1 for the local components: any free one, or a preferred well-known port
 * (the demo's 8545, 5173…) when it is free.
 *
 * A "free" port is handed to a component that binds it a moment later, often in another
 * process. A port the OS picks for `listen(0)` comes from the same range it uses for outgoing
 * connections, so on a busy machine (a parallel test run) some client socket can take it in
 * between and the component fails with EADDRINUSE. Free ports are therefore drawn below that
 * range, where only another listener could take them.
 *
 * The browser tests' demos listen on fixed blocks of ports (the same on every start, so equal
 * configs build equal apps); those blocks have a range of their own, which `freePort` never
 * draws from, so a test of the other lane cannot take a block's port between its check and
 * its bind.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Where the browser tests' fixed port blocks live (test/fixtures/demo-ports.ts). */
export const FIXED_BLOCKS_RANGE = { first: 20_000, end: 24_000 } as const;
const LOWEST_CHOSEN_PORT = FIXED_BLOCKS_RANGE.end;
const ATTEMPTS = 64;

/** The first port of the OS's range for outgoing connections (Linux; the IANA default elsewhere). */
export function firstEphemeralPort(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low !== undefined && Number.isInteger(low) && low > 0) return low;
  } catch {
    // Not Linux: fall through to the IANA default.
  }
  return 49_152;
}

/** A port nothing listens on right now, below the range used for outgoing connections. */
export async function freePort(): Promise<number> {
  const high = firstEphemeralPort() - 1;
  if (high - LOWEST_CHOSEN_PORT >= ATTEMPTS) {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const port = LOWEST_CHOSEN_PORT + Math.floor(Math.random() * (high - LOWEST_CHOSEN_PORT + 1));
      if (await isPortFree(port)) return port;
    }
  }
  return portPickedByTheOs();
}

function portPickedByTheOs(): Promise<number> {
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
