import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { firstEphemeralPort, FIXED_BLOCKS_RANGE, freePort, isPortFree } from './ports.js';

describe('free ports for local components', () => {
  it('a free port lies below the range the OS hands to outgoing connections, and above the fixed blocks', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(FIXED_BLOCKS_RANGE.end);
      expect(port).toBeLessThan(firstEphemeralPort());
    }
  });

  it('a port someone listens on is not free', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      expect(await isPortFree(port)).toBe(false);
    } finally {
      server.close();
    }
  });
});
