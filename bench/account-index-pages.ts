/**
 * `npx tsx bench/account-index-pages.ts` (after `npm run build`): the CPU one history page of the
 * account index costs on PGlite in memory, in this process: 1,000 transfers to one account,
 * 50 to a block and all 50 of a block in one second, then 100 pages of 20 (every other one
 * after a cursor, so a page boundary falls inside a second). CPU from `process.cpuUsage`, which
 * other work on the machine moves less than wall time.
 */
import { openAccountIndexStore } from '../server/dist/account-index.js';

const CHAIN = 'eip155:1';
const ACCOUNT = '0x000000000000000000000000000000000000beef';
const TRANSFERS = 1_000;
const PER_BLOCK = 50;
const PAGES = 100;

const store = await openAccountIndexStore();
try {
  await store.commitRange(CHAIN, {
    transfers: Array.from({ length: TRANSFERS }, (_, i) => ({
      chainId: CHAIN,
      txId: `0x${i.toString(16).padStart(64, '0')}`,
      logIndex: -1,
      blockNumber: BigInt(1_000 + Math.floor(i / PER_BLOCK)),
      txPosition: i % PER_BLOCK,
      minedAt: new Date((1_700_000_000 + Math.floor(i / PER_BLOCK)) * 1000),
      from: '0x0000000000000000000000000000000000000001',
      to: ACCOUNT,
      token: '',
      amount: 1n,
      failed: false,
    })),
    tokens: [],
    next: { nextBlock: 2_000n },
  });
  const first = await store.historyPage(CHAIN, ACCOUNT, { limit: 20 });
  const before = first.last!;
  for (let i = 0; i < 20; i++) await store.historyPage(CHAIN, ACCOUNT, { limit: 20 });
  const started = process.cpuUsage();
  const wallStarted = performance.now();
  for (let i = 0; i < PAGES; i++)
    await store.historyPage(CHAIN, ACCOUNT, { limit: 20, ...(i % 2 ? { before } : {}) });
  const cpu = process.cpuUsage(started);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(
    `${PAGES} history pages of 20 (${TRANSFERS} transfers, ${PER_BLOCK} a second): ` +
      `CPU ${(cpuMs / PAGES).toFixed(2)} ms a page, wall ${((performance.now() - wallStarted) / PAGES).toFixed(2)} ms a page`,
  );
} finally {
  await store.close();
}
