/**
 * The blockchain API calls the kit uses for balances and activity. The paths are this kit's
 * choice (docs/decisions.md): `GET {base}/v1/account/{address}/balance` and
 * `GET {base}/v1/account/{address}/history`, with `projectId` and the CAIP-2 `chainId` as
 * query parameters (see `test/fixtures/blockchain-api/` for the shapes). A non-2xx answer
 * throws "HTTP status code: {n}".
 */
import * as v from 'valibot';
import { httpStatusError } from '../chain-errors.js';
import type { TokenBalance, Transaction } from '../wallet-types.js';
import {
  balanceResponseSchema,
  historyResponseSchema,
  tokenBalanceItemSchema,
  transactionSchema,
  walletAssetItemSchema,
} from './schemas.js';
import { assetToTokenBalance } from './wallet-assets.js';

export interface BlockchainApiClient {
  getBalance(params: { address: string; caipNetworkId: string }): Promise<TokenBalance[]>;
  fetchTransactions(params: {
    account: string;
    chainId: string;
    cursor?: string;
  }): Promise<{ data: Transaction[]; next?: string }>;
}

export interface BlockchainApiOptions {
  baseUrl: string;
  projectId: string;
  fetch?: typeof fetch;
  /** Told the `message` of a refused call's JSON body (a refused key or origin shows an alert). */
  onServerMessage?: (message: string) => void;
}

/** The `message` a refusing service puts in its JSON body, if any. */
async function serverMessageOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

function parseItems<T>(items: unknown[], parse: (item: unknown) => T | undefined): T[] {
  return items.flatMap((item) => {
    const parsed = parse(item);
    return parsed === undefined ? [] : [parsed];
  });
}

function toTokenBalance(item: unknown, caipNetworkId: string): TokenBalance | undefined {
  const balance = v.safeParse(tokenBalanceItemSchema, item);
  if (balance.success) {
    const { address, value, price, iconUrl, quantity, ...rest } = balance.output;
    return {
      ...rest,
      chainId: rest.chainId as TokenBalance['chainId'],
      ...(address ? { address } : {}),
      ...(typeof value === 'number' ? { value } : {}),
      ...(typeof price === 'number' ? { price } : {}),
      ...(iconUrl ? { iconUrl } : {}),
      quantity: { decimals: String(quantity.decimals), numeric: String(quantity.numeric) },
    };
  }
  const asset = v.safeParse(walletAssetItemSchema, item);
  return asset.success ? assetToTokenBalance(asset.output, caipNetworkId) : undefined;
}

export function createBlockchainApiClient(options: BlockchainApiOptions): BlockchainApiClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function getJson<T>(
    path: string,
    query: Record<string, string | undefined>,
    schema: v.GenericSchema<unknown, T>,
  ) {
    const url = new URL(
      path,
      options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
    );
    url.searchParams.set('projectId', options.projectId);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) {
      const message = await serverMessageOf(response);
      if (message !== undefined) options.onServerMessage?.(message);
      throw httpStatusError(response.status);
    }
    const parsed = v.safeParse(schema, await response.json());
    if (!parsed.success) throw new Error('The blockchain API sent an unexpected answer');
    return parsed.output;
  }

  return {
    async getBalance({ address, caipNetworkId }) {
      const body = await getJson(
        `v1/account/${encodeURIComponent(address)}/balance`,
        { chainId: caipNetworkId, currency: 'usd' },
        balanceResponseSchema,
      );
      return parseItems(body.balances, (item) => toTokenBalance(item, caipNetworkId));
    },
    async fetchTransactions({ account, chainId, cursor }) {
      const body = await getJson(
        `v1/account/${encodeURIComponent(account)}/history`,
        { chainId, cursor },
        historyResponseSchema,
      );
      const data = parseItems(body.data, (item) => {
        const parsed = v.safeParse(transactionSchema, item);
        return parsed.success ? (parsed.output as Transaction) : undefined;
      });
      return { data, ...(body.next ? { next: body.next } : {}) };
    },
  };
}
