/**
 * The account index as a fetch-style handler (`Request` → `Response`) on the paths the kit calls
 * when `endpoints.blockchainApiUrl` points at it:
 *   GET {base}/v1/account/{address}/history?chainId&cursor → { data: Transaction[], next }
 *   GET {base}/v1/account/{address}/balance?chainId        → { balances: WalletAsset[] }
 * Every answer is public chain data, so any origin may read it; no cookie is read. Before it
 * answers, the chain is caught up for at most `freshnessMs`, so a transfer that just landed shows.
 */
import { withinTime } from '@wallet-kit/schemas';
import { createPublicClient, erc20Abi, http, isAddress, type Hex } from 'viem';
import type { AccountIndexer } from './indexer.js';
import type { AccountIndexStore, HistoryPosition } from './store.js';
import { historyItems, walletAsset, type NativeCurrency } from './transactions.js';

export interface IndexedEip155Chain {
  caipNetworkId: string;
  rpcUrl: string;
  nativeCurrency?: NativeCurrency;
}

export interface AccountIndexHandlerOptions {
  /** The path the handler is mounted on, e.g. `/api/index`; '' for the root. */
  basePath: string;
  store: AccountIndexStore;
  indexer: AccountIndexer;
  chains: IndexedEip155Chain[];
  /** How long a request waits for the chain to be caught up; 3 s unless set. */
  freshnessMs?: number;
  /** Told when a catch-up failed and a request was answered from what the index had. */
  onError?: (error: unknown) => void;
}

export type AccountIndexHandler = (request: Request) => Promise<Response | undefined>;

/** Transactions per history page. */
export const HISTORY_PAGE_SIZE = 20;
/** Token holdings read per balance request (one balanceOf call each). */
export const MAX_TOKENS_PER_BALANCE = 50;
const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, OPTIONS',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...CORS },
  });

const encodeCursor = (position: HistoryPosition) =>
  Buffer.from(`${position.blockNumber}:${position.txId}`).toString('base64url');

function decodeCursor(cursor: string): HistoryPosition | undefined {
  const match = /^(\d{1,20}):(0x[0-9a-f]{64})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  );
  return match ? { blockNumber: BigInt(match[1]!), txId: match[2]! } : undefined;
}

export function createAccountIndexHandler(
  options: AccountIndexHandlerOptions,
): AccountIndexHandler {
  const { store, indexer } = options;
  const chains = new Map(options.chains.map((chain) => [chain.caipNetworkId, chain]));
  const readers = new Map(
    options.chains.map((chain) => [
      chain.caipNetworkId,
      createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 1 }) }),
    ]),
  );
  const route = new RegExp(`^${options.basePath}/v1/account/([^/]+)/(history|balance)$`);

  const freshen = (caipNetworkId: string) =>
    withinTime(
      indexer.catchUp(caipNetworkId).catch((error: unknown) => options.onError?.(error)),
      options.freshnessMs ?? 3_000,
      () => undefined,
    );

  async function history(chainId: string, account: string, cursor: string | null) {
    const before = cursor === null ? undefined : decodeCursor(cursor);
    if (cursor !== null && !before) return json({ message: 'Invalid cursor' }, 400);
    await freshen(chainId);
    const page = await store.historyPage(chainId, account, { before, limit: HISTORY_PAGE_SIZE });
    const tokens = await store.tokenInfo(chainId, [
      ...new Set(page.transfers.map((transfer) => transfer.token).filter(Boolean)),
    ]);
    const native = chains.get(chainId)!.nativeCurrency ?? ETHER;
    const last = page.transfers.at(-1);
    return json({
      data: historyItems(account, page.transfers, tokens, native),
      next: page.more && last ? encodeCursor(last) : null,
    });
  }

  async function balance(chainId: string, account: string) {
    await freshen(chainId);
    const reader = readers.get(chainId)!;
    const owner = account as Hex;
    const tokens = (await store.tokensOf(chainId, account)).slice(0, MAX_TOKENS_PER_BALANCE);
    const [native, ...held] = await Promise.all([
      reader.getBalance({ address: owner }),
      ...tokens.map((info) =>
        reader.readContract({
          address: info.token as Hex,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        }),
      ),
    ]);
    const nativeCurrency = chains.get(chainId)!.nativeCurrency ?? ETHER;
    return json({
      balances: [
        walletAsset(native!, nativeCurrency),
        ...tokens.flatMap((info, i) => (held[i]! > 0n ? [walletAsset(held[i]!, info)] : [])),
      ],
    });
  }

  return async (request) => {
    const url = new URL(request.url);
    const match = route.exec(url.pathname);
    if (!match) return undefined;
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (request.method !== 'GET') return json({ message: 'Method not allowed' }, 405);
    const chainId = url.searchParams.get('chainId') ?? '';
    if (!chains.has(chainId) || !indexer.indexes(chainId)) {
      return json({ message: `Network ${chainId || '(none)'} is not indexed here` }, 400);
    }
    const address = decodeURIComponent(match[1]!);
    if (!isAddress(address, { strict: false })) return json({ message: 'Invalid address' }, 400);
    const account = address.toLowerCase();
    try {
      return match[2] === 'history'
        ? await history(chainId, account, url.searchParams.get('cursor'))
        : await balance(chainId, account);
    } catch (error) {
      options.onError?.(error);
      return json({ message: 'The network could not be read' }, 502);
    }
  };
}
