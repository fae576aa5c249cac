/**
 * The browser tests' demo ports (test/fixtures/demo-ports.ts): the same block on every start in
 * one checkout, so the build cache can hit, and any free port where one is taken, so a clash
 * costs a cache hit and never a failed start.
 */
import { createServer, type Server } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { FIXED_BLOCKS_RANGE } from '@wallet-kit/local-stack/ports';
import { demoPortBlock, stableDemoPorts } from '../fixtures/demo-ports.js';

let blocker: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)));
  blocker = undefined;
});

it('one checkout gets the same port block every time, another checkout most likely another', () => {
  expect(demoPortBlock('/work/a')).toBe(demoPortBlock('/work/a'));
  expect(demoPortBlock('/work/a')).not.toBe(demoPortBlock('/work/b'));
  // In the range kept for fixed blocks: freePort never hands these out to the other lane's tests.
  for (const root of ['/work/a', '/work/b', '/tmp/ci']) {
    expect(demoPortBlock(root)).toBeGreaterThanOrEqual(FIXED_BLOCKS_RANGE.first);
    expect(demoPortBlock(root) + 10).toBeLessThanOrEqual(FIXED_BLOCKS_RANGE.end);
  }
});

it("two test workers of one checkout get different blocks, the first keeps the checkout's own", () => {
  expect(demoPortBlock('/work/a', 1)).toBe(demoPortBlock('/work/a', 1));
  expect(demoPortBlock('/work/a', 2)).not.toBe(demoPortBlock('/work/a', 1));
  expect(demoPortBlock('/work/a', 2)).toBe(demoPortBlock('/work/a', 2));
  const previous = process.env.VITEST_POOL_ID;
  try {
    process.env.VITEST_POOL_ID = '1';
    expect(demoPortBlock('/work/a')).toBe(demoPortBlock('/work/a', 1));
    process.env.VITEST_POOL_ID = '2';
    expect(demoPortBlock('/work/a')).toBe(demoPortBlock('/work/a', 2));
  } finally {
    process.env.VITEST_POOL_ID = previous;
  }
});

it('a demo port that something else listens on is replaced by any free port (0)', async () => {
  const ports = await stableDemoPorts();
  const taken = demoPortBlock();
  blocker = createServer();
  await new Promise<void>((resolve, reject) => {
    // The browser lane, running beside this one, may hold the port already: it is taken either way.
    blocker!.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') return reject(error);
      blocker = undefined;
      resolve();
    });
    blocker!.listen(taken, '127.0.0.1', resolve);
  });
  const again = await stableDemoPorts();
  expect(ports.app === taken || ports.app === 0).toBe(true);
  expect(again.app).toBe(0);
  expect(again.rpc1).toBe(ports.rpc1);
});
