/**
 * Keeps the account index caught up with each chain: scans from the stored cursor to the chain's
 * head in bounded steps, one scan per chain at a time in this process, and starts again a few
 * blocks back when the block under the cursor changed (a reorganised chain).
 */
import type { ChainScanner } from './eip155-scanner.js';
import type { AccountIndexStore } from './store.js';

export interface IndexedChain {
  /** CAIP-2 id, e.g. `eip155:1`. */
  caipNetworkId: string;
  scanner: ChainScanner;
  /** The first block read; 0 unless set (a host indexing a long chain sets a recent block). */
  startBlock?: bigint;
}

export interface AccountIndexer {
  /** Scans until the chain's head as it is now; resolves when done (or with the scan's error). */
  catchUp(caipNetworkId: string): Promise<void>;
  /** Whether the chain is indexed here. */
  indexes(caipNetworkId: string): boolean;
  /** Catches every chain up every `pollIntervalMs` until `stop`. */
  start(): void;
  stop(): Promise<void>;
}

/** Blocks read per step: one getLogs call and this many block reads. */
export const BLOCKS_PER_STEP = 50;
/** How far back the scan starts again when the chain reorganised under the cursor. */
export const REORG_DEPTH = 64n;

export function createAccountIndexer(options: {
  store: AccountIndexStore;
  chains: IndexedChain[];
  pollIntervalMs?: number;
  blocksPerStep?: number;
  onError?: (caipNetworkId: string, error: unknown) => void;
}): AccountIndexer {
  const { store } = options;
  const chains = new Map(options.chains.map((chain) => [chain.caipNetworkId, chain]));
  const step = BigInt(options.blocksPerStep ?? BLOCKS_PER_STEP);
  const running = new Map<string, Promise<void>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function scanToHead(chain: IndexedChain) {
    const startBlock = chain.startBlock ?? 0n;
    const head = await chain.scanner.head();
    for (;;) {
      if (stopped) return;
      const cursor = (await store.cursor(chain.caipNetworkId)) ?? { nextBlock: startBlock };
      // Checked before "nothing new": a reorganised chain may now be shorter than the cursor.
      if (cursor.lastBlockHash && cursor.nextBlock > startBlock) {
        const hash = await chain.scanner.blockHash(cursor.nextBlock - 1n);
        if (hash !== cursor.lastBlockHash) {
          const back = cursor.nextBlock - REORG_DEPTH;
          await store.rewind(chain.caipNetworkId, back > startBlock ? back : startBlock);
          continue;
        }
      }
      if (cursor.nextBlock > head) return;
      const last = cursor.nextBlock + step - 1n < head ? cursor.nextBlock + step - 1n : head;
      const range = await chain.scanner.scan(cursor.nextBlock, last, (tokens) =>
        store.knownTokens(chain.caipNetworkId, tokens),
      );
      await store.commitRange(chain.caipNetworkId, {
        transfers: range.transfers,
        tokens: range.tokens,
        next: { nextBlock: last + 1n, lastBlockHash: range.lastBlockHash },
      });
    }
  }

  function catchUp(caipNetworkId: string): Promise<void> {
    const chain = chains.get(caipNetworkId);
    if (!chain) return Promise.reject(new Error(`${caipNetworkId} is not indexed`));
    let scan = running.get(caipNetworkId);
    if (!scan) {
      scan = scanToHead(chain).finally(() => running.delete(caipNetworkId));
      running.set(caipNetworkId, scan);
    }
    return scan;
  }

  const poll = async () => {
    await Promise.all(
      [...chains.keys()].map((id) =>
        catchUp(id).catch((error: unknown) => options.onError?.(id, error)),
      ),
    );
    if (!stopped) timer = setTimeout(poll, options.pollIntervalMs ?? 2_000);
  };

  return {
    catchUp,
    indexes: (caipNetworkId) => chains.has(caipNetworkId),
    start() {
      stopped = false;
      void poll();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled(running.values());
    },
  };
}
