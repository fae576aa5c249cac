/**
 * `npm run bench:account-index`: the account index (`@wallet-kit/server/account-index`, the
 * built package) against a local anvil node, on the embedded database (PGlite in memory).
 * Prints:
 * - its catch-up rate in blocks per second, over `BENCH_EMPTY_BLOCKS` (default 5,000) empty
 *   blocks and over the blocks holding `BENCH_TRANSFERS` (default 1,000) transfers;
 * - the time to the first history page of an account with those transfers: from a cold index
 *   (a new database: the whole chain is read first) and from a caught-up one (median of 9).
 */
import { performance } from 'node:perf_hooks';
import { createWalletClient, http, parseEther, type Address } from 'viem';
import { ANVIL_ACCOUNTS, startAnvil } from '@wallet-kit/local-stack/anvil';
import { jsonRpc } from '@wallet-kit/local-stack/json-rpc';
import {
  createAccountIndexHandler,
  createAccountIndexer,
  createEip155Network,
  createEip155Scanner,
  openAccountIndexStore,
} from '../server/dist/account-index.js';
import { median } from './stats.js';

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 1_000);
const EMPTY_BLOCKS = Number(process.env.BENCH_EMPTY_BLOCKS ?? 5_000);
/** Transfers mined per block while filling the chain (anvil's automine off, then one mine). */
const TRANSFERS_PER_BLOCK = 50;
const CHAIN = 'eip155:31337';
const VISITOR = '0x000000000000000000000000000000000000bEEF' as Address;
const SENDER = ANVIL_ACCOUNTS[1].address as Address;

const anvil = await startAnvil();
try {
  const rpc = (method: string, params: unknown[] = []) => jsonRpc(anvil.rpcUrl, method, params);
  const sender = createWalletClient({ account: SENDER, transport: http(anvil.rpcUrl) });

  await rpc('anvil_mine', [`0x${EMPTY_BLOCKS.toString(16)}`]);
  const emptyHead = BigInt((await rpc('eth_blockNumber')) as string);

  await rpc('evm_setAutomine', [false]);
  for (let sent = 0; sent < TRANSFERS; sent++) {
    await sender.sendTransaction({ to: VISITOR, value: parseEther('0.0001'), chain: null });
    if ((sent + 1) % TRANSFERS_PER_BLOCK === 0) await rpc('evm_mine');
  }
  await rpc('evm_mine');
  await rpc('evm_setAutomine', [true]);
  const head = BigInt((await rpc('eth_blockNumber')) as string);

  const open = async () => {
    const store = await openAccountIndexStore();
    const scanner = createEip155Scanner({ caipNetworkId: CHAIN, rpcUrl: anvil.rpcUrl });
    const indexer = createAccountIndexer({ store, chains: [{ caipNetworkId: CHAIN, scanner }] });
    const handler = createAccountIndexHandler({
      basePath: '',
      store,
      networks: [
        createEip155Network({ caipNetworkId: CHAIN, rpcUrl: anvil.rpcUrl, indexer, store }),
      ],
      freshnessMs: 600_000,
    });
    const firstPage = async () => {
      const response = await handler(
        new Request(`http://bench.test/v1/account/${VISITOR}/history?chainId=${CHAIN}`),
      );
      const body = (await response!.json()) as { data: unknown[] };
      if (body.data.length === 0) throw new Error('the history page is empty');
    };
    return { store, indexer, firstPage };
  };

  // Catch-up over empty blocks only: the scan's fixed cost per block.
  const empty = await open();
  const emptyStore = empty.store;
  let started = performance.now();
  await (async () => {
    // Stop at the empty part's head by scanning a chain whose head we pretend is there.
    const scanner = createEip155Scanner({ caipNetworkId: CHAIN, rpcUrl: anvil.rpcUrl });
    const bounded = { ...scanner, head: async () => emptyHead };
    const indexer = createAccountIndexer({
      store: emptyStore,
      chains: [{ caipNetworkId: CHAIN, scanner: bounded }],
    });
    await indexer.catchUp(CHAIN);
  })();
  const emptyMs = performance.now() - started;
  started = performance.now();
  await empty.indexer.catchUp(CHAIN);
  const fullMs = performance.now() - started;
  await emptyStore.close();

  const cold = await open();
  started = performance.now();
  await cold.firstPage();
  const coldMs = performance.now() - started;
  const warm: number[] = [];
  for (let i = 0; i < 9; i++) {
    started = performance.now();
    await cold.firstPage();
    warm.push(performance.now() - started);
  }
  await cold.store.close();

  const blocksWithTransfers = Number(head - emptyHead);
  console.log(`account index on anvil (PGlite in memory), ${TRANSFERS} transfers to one account`);
  console.log(
    `catch-up, empty blocks:          ${Math.round(Number(emptyHead + 1n) / (emptyMs / 1000))} blocks/s (${emptyHead + 1n} blocks in ${Math.round(emptyMs)} ms)`,
  );
  console.log(
    `catch-up, blocks with transfers: ${Math.round(blocksWithTransfers / (fullMs / 1000))} blocks/s, ${Math.round(TRANSFERS / (fullMs / 1000))} transfers/s (${blocksWithTransfers} blocks in ${Math.round(fullMs)} ms)`,
  );
  console.log(`first history page, cold index (whole chain read first): ${Math.round(coldMs)} ms`);
  console.log(
    `first history page, caught-up index (median of 9):       ${median(warm).toFixed(1)} ms`,
  );
} finally {
  await anvil.stop();
}
