/**
 * The demo's account index: `@wallet-kit/server/account-index` under /api/index on the demo's
 * own server, reading the demo's anvil chains (and its Solana chain when started) into PGlite in
 * a temporary folder (gone when the demo stops). With it the kit's Activity tab and token list
 * show what the visitor received, not only what this browser sent; the demo config's
 * `endpoints.blockchainApiUrl` points here (DEMO_BLOCKCHAIN_API_URL).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createAccountIndexHandler,
  createAccountIndexer,
  createEip155Network,
  createEip155Scanner,
  createSolanaNetwork,
  openAccountIndexStore,
  type AccountIndexHandler,
} from '@wallet-kit/server/account-index';
import { writeFetchAnswer } from './fetch-answer.js';
import type { DemoApi } from './siwx-api.js';

export const ACCOUNT_INDEX_API_PATH = '/api/index';

export function createDemoAccountIndexApi(options: {
  origin: string;
  eip155: Record<string, string>;
  solana?: {
    caipNetworkId: string;
    rpcUrl: string;
    tokenNames: Record<string, { symbol: string; name?: string }>;
  };
  log?: (line: string) => void;
}): { api: DemoApi; stop(): Promise<void> } {
  // Started at once, so the chains are read before a visitor first asks.
  let opened: Promise<{ handle: AccountIndexHandler; stop(): Promise<void> }> | undefined;
  const open = () =>
    (opened ??= (async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'wallet-kit-demo-index-'));
      const store = await openAccountIndexStore({ dataDir });
      const indexer = createAccountIndexer({
        store,
        chains: Object.entries(options.eip155).map(([caipNetworkId, rpcUrl]) => ({
          caipNetworkId,
          scanner: createEip155Scanner({ caipNetworkId, rpcUrl }),
        })),
        pollIntervalMs: 1_000,
        onError: (chain, error) => options.log?.(`account index: ${chain}: ${String(error)}`),
      });
      indexer.start();
      return {
        handle: createAccountIndexHandler({
          basePath: ACCOUNT_INDEX_API_PATH,
          store,
          networks: [
            ...Object.entries(options.eip155).map(([caipNetworkId, rpcUrl]) =>
              createEip155Network({ caipNetworkId, rpcUrl, indexer, store }),
            ),
            ...(options.solana ? [createSolanaNetwork({ ...options.solana, store })] : []),
          ],
          onError: (error) => options.log?.(`account index: ${String(error)}`),
        }),
        async stop() {
          await indexer.stop();
          await store.close();
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    })());
  open().catch((error: unknown) => options.log?.(`account index: ${String(error)}`));
  const api: DemoApi = async (request, response) => {
    if (!request.url?.startsWith(`${ACCOUNT_INDEX_API_PATH}/`)) return false;
    const { handle } = await open();
    const answer = await handle(
      new Request(`${options.origin}${request.url}`, { method: request.method ?? 'GET' }),
    );
    if (!answer) return false;
    await writeFetchAnswer(response, answer);
    return true;
  };
  return {
    api,
    async stop() {
      if (opened) await (await opened).stop();
    },
  };
}
