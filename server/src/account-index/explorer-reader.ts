/**
 * An account's transfers read from an Etherscan-compatible explorer API (Etherscan, Blockscout
 * and Routescan answer `module=account&action=txlist|tokentx`), account by account, from the
 * block after the last one read. The API key stays on the server: it is added here, never sent
 * to a browser.
 */
import type { AccountIndexStore, TokenInfo, Transfer } from './store.js';

export interface ExplorerApi {
  /**
   * The API's URL, with any parameter it needs for the network, e.g.
   * `https://api.etherscan.io/v2/api?chainid=1` or `https://eth.blockscout.com/api`.
   */
  url: string;
  apiKey?: string;
}

/** Rows asked per call (Etherscan's largest page for these actions). */
const PAGE_SIZE = 1_000;
/** Pages read per account in one refresh; the next refresh goes on from there. */
export const MAX_EXPLORER_PAGES_PER_REFRESH = 10;
const TIMEOUT_MS = 15_000;

interface NormalTransaction {
  blockNumber: string;
  timeStamp: string;
  hash: string;
  transactionIndex: string;
  from: string;
  to: string;
  value: string;
  isError?: string;
}

interface TokenTransfer extends NormalTransaction {
  contractAddress: string;
  logIndex: string;
  tokenName?: string;
  tokenSymbol?: string;
  tokenDecimal: string;
}

export class ExplorerApiError extends Error {
  override readonly name = 'ExplorerApiError';
}

async function explorerPage<T>(
  api: ExplorerApi,
  action: 'txlist' | 'tokentx',
  address: string,
  startBlock: bigint,
): Promise<T[]> {
  const url = new URL(api.url);
  for (const [key, value] of Object.entries({
    module: 'account',
    action,
    address,
    startblock: startBlock.toString(),
    endblock: '99999999999',
    page: '1',
    offset: String(PAGE_SIZE),
    sort: 'asc',
    ...(api.apiKey ? { apikey: api.apiKey } : {}),
  })) {
    url.searchParams.set(key, value);
  }
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new ExplorerApiError(`${action}: HTTP status code: ${response.status}`);
  const body = (await response.json()) as { status?: string; message?: string; result?: unknown };
  if (Array.isArray(body.result)) return body.result as T[];
  // "No transactions found" comes as status 0 with an empty list; anything else is a refusal
  // (a bad key, a rate limit) whose reason is in `result`.
  throw new ExplorerApiError(`${action}: ${String(body.result ?? body.message ?? 'no result')}`);
}

const isDecimal = (text: string) => /^\d{1,78}$/.test(text);

function base(chainId: string, row: NormalTransaction) {
  return {
    chainId,
    txId: row.hash.toLowerCase(),
    blockNumber: BigInt(row.blockNumber),
    txPosition: Number(row.transactionIndex) || 0,
    minedAt: new Date(Number(row.timeStamp) * 1000),
    from: row.from.toLowerCase(),
    to: row.to.toLowerCase(),
  };
}

function nativeTransfers(chainId: string, rows: NormalTransaction[]): Transfer[] {
  return rows
    .filter((row) => isDecimal(row.value) && BigInt(row.value) > 0n && row.to)
    .map((row) => ({
      ...base(chainId, row),
      logIndex: -1,
      token: '',
      amount: BigInt(row.value),
      failed: row.isError === '1',
    }));
}

function tokenTransfers(chainId: string, rows: TokenTransfer[]) {
  // Zero amounts are left out, as in the chain scan (address poisoning).
  const usable = rows.filter(
    (row) => isDecimal(row.value) && BigInt(row.value) > 0n && isDecimal(row.tokenDecimal),
  );
  const transfers: Transfer[] = usable.map((row) => ({
    ...base(chainId, row),
    logIndex: Number(row.logIndex) || 0,
    token: row.contractAddress.toLowerCase(),
    amount: BigInt(row.value),
    failed: false,
  }));
  const tokens: TokenInfo[] = usable.map((row) => ({
    token: row.contractAddress.toLowerCase(),
    decimals: Number(row.tokenDecimal),
    ...(row.tokenName ? { name: row.tokenName.slice(0, 64) } : {}),
    ...(row.tokenSymbol ? { symbol: row.tokenSymbol.slice(0, 16) } : {}),
  }));
  return { transfers, tokens };
}

/** The last block fully read for the account, kept in the per-account cursor as text. */
const cursorKey = (action: string, account: string) => `${action}:${account}`;

export function createExplorerReader(options: {
  caipNetworkId: string;
  store: AccountIndexStore;
  api: ExplorerApi;
}): (account: string) => Promise<void> {
  const { caipNetworkId, store, api } = options;
  const running = new Map<string, Promise<void>>();

  /** Reads one action's new rows, page by page from the stored block, and keeps them. */
  async function readAction(account: string, action: 'txlist' | 'tokentx') {
    const key = cursorKey(action, account);
    for (let page = 0; page < MAX_EXPLORER_PAGES_PER_REFRESH; page++) {
      const stored = await store.accountCursor(caipNetworkId, key);
      // Rows of the last block read are asked again (a block's rows may span two pages);
      // keeping them is repeatable.
      const start = stored ? BigInt(stored) : 0n;
      const rows = await explorerPage<TokenTransfer>(api, action, account, start);
      const moved =
        action === 'txlist'
          ? { transfers: nativeTransfers(caipNetworkId, rows), tokens: [] }
          : tokenTransfers(caipNetworkId, rows);
      const last = rows.at(-1)?.blockNumber;
      await store.commitAccountScan(caipNetworkId, {
        ...moved,
        cursors: last ? new Map([[key, last]]) : new Map(),
      });
      if (rows.length < PAGE_SIZE || !last || BigInt(last) === start) return;
    }
  }

  return (account) => {
    let read = running.get(account);
    if (!read) {
      read = Promise.all([readAction(account, 'txlist'), readAction(account, 'tokentx')])
        .then(() => undefined)
        .finally(() => running.delete(account));
      running.set(account, read);
    }
    return read;
  };
}
