/**
 * The account index as a fetch-style handler (`Request` → `Response`) on the paths the kit calls
 * when `endpoints.blockchainApiUrl` points at it:
 *   GET {base}/v1/account/{address}/history?chainId&cursor → { data: Transaction[], next }
 *   GET {base}/v1/account/{address}/balance?chainId        → { balances: [...] }
 * Every answer is public chain data, so any origin may read it; no cookie is read. Before it
 * answers, the account is refreshed for at most `freshnessMs`, so a transfer that just landed
 * shows; a refresh that fails or takes longer leaves the answer to what the index already has.
 */
import { withinTime } from '@wallet-kit/schemas';
import type { IndexedNetwork } from './network.js';
import type { AccountIndexStore, HistoryPosition, TokenInfo } from './store.js';
import { historyItems } from './transactions.js';

export interface AccountIndexHandlerOptions {
  /** The path the handler is mounted on, e.g. `/api/index`; '' for the root. */
  basePath: string;
  store: AccountIndexStore;
  networks: IndexedNetwork[];
  /** How long a request waits for its account to be refreshed; 3 s unless set. */
  freshnessMs?: number;
  /** Told when a refresh or a read of the chain failed. */
  onError?: (error: unknown) => void;
}

export type AccountIndexHandler = (request: Request) => Promise<Response | undefined>;

/** Transactions per history page. */
export const HISTORY_PAGE_SIZE = 20;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, OPTIONS',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...CORS },
  });

/** The last transaction's whole key: block time (ms), block, index in the block, id. */
const encodeCursor = (position: HistoryPosition) =>
  Buffer.from(
    `${position.minedAt.getTime()}:${position.blockNumber}:${position.txPosition}:${position.txId}`,
  ).toString('base64url');

function decodeCursor(cursor: string): HistoryPosition | undefined {
  const match = /^(\d{1,15}):(\d{1,20}):(\d{1,9}):([0-9A-Za-z]{43,90})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  );
  return match
    ? {
        minedAt: new Date(Number(match[1]!)),
        blockNumber: BigInt(match[2]!),
        txPosition: Number(match[3]!),
        txId: match[4]!,
      }
    : undefined;
}

export function createAccountIndexHandler(
  options: AccountIndexHandlerOptions,
): AccountIndexHandler {
  const { store } = options;
  const networks = new Map(options.networks.map((network) => [network.caipNetworkId, network]));
  // The base path is matched as text: a '.' in it is a dot, not any character.
  const base = options.basePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const route = new RegExp(`^${base}/v1/account/([^/]+)/(history|balance)$`);

  const refreshed = (network: IndexedNetwork, account: string) =>
    withinTime(
      network.refresh(account).catch((error: unknown) => options.onError?.(error)),
      options.freshnessMs ?? 3_000,
      () => undefined,
    );

  async function history(network: IndexedNetwork, account: string, cursor: string | null) {
    const before = cursor === null ? undefined : decodeCursor(cursor);
    if (cursor !== null && !before) return json({ message: 'Invalid cursor' }, 400);
    await refreshed(network, account);
    const chainId = network.caipNetworkId;
    const page = await store.historyPage(chainId, account, { before, limit: HISTORY_PAGE_SIZE });
    const tokens = await store.tokenInfo(chainId, [
      ...new Set(page.transfers.map((transfer) => transfer.token).filter(Boolean)),
    ]);
    const named = new Map<string, TokenInfo>(
      [...tokens].map(([token, info]) => [token, { ...info, ...network.tokenNames?.[token] }]),
    );
    return json({
      data: historyItems(account, page.transfers, named, network.native),
      next: page.more && page.last ? encodeCursor(page.last) : null,
    });
  }

  async function balance(network: IndexedNetwork, account: string) {
    await refreshed(network, account);
    return json({ balances: await network.balances(account) });
  }

  return async (request) => {
    const url = new URL(request.url);
    const match = route.exec(url.pathname);
    if (!match) return undefined;
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (request.method !== 'GET') return json({ message: 'Method not allowed' }, 405);
    const chainId = url.searchParams.get('chainId') ?? '';
    const network = networks.get(chainId);
    // A network this index does not read has no holdings and no history here (the kit shows
    // 0.00 and "No activity yet"), as a blockchain API reports a chain it does not support.
    if (!network) {
      return json(match[2] === 'history' ? { data: [], next: null } : { balances: [] });
    }
    const account = network.accountOf(decodeURIComponent(match[1]!));
    if (!account) return json({ message: 'Invalid address' }, 400);
    try {
      return match[2] === 'history'
        ? await history(network, account, url.searchParams.get('cursor'))
        : await balance(network, account);
    } catch (error) {
      options.onError?.(error);
      return json({ message: 'The network could not be read' }, 502);
    }
  };
}
