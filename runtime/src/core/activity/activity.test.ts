import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startBlockchainApi,
  transaction,
  type BlockchainApiFake,
} from '../../../../test/fixtures/blockchain-api/server.js';
import { EVM_ADDRESS, connector, createTestKit, flush } from '../testing/test-support.js';
import type { Transaction } from '../wallet-types.js';
import { activityFeature } from './activity.js';
import {
  groupTransactions,
  knownOperation,
  shortenTransactionAddress,
  transferSign,
} from './display.js';

let api: BlockchainApiFake;
beforeAll(async () => {
  api = await startBlockchainApi();
  api.history.set(EVM_ADDRESS.toLowerCase(), [
    transaction({ id: 'a', minedAt: '2026-03-02T10:00:00Z', chain: 'eip155:1' }),
    transaction({ id: 'spam', minedAt: '2026-03-01T10:00:00Z', chain: 'eip155:1', spamNft: true }),
    transaction({ id: 'polygon', minedAt: '2026-02-20T10:00:00Z', chain: 'eip155:137' }),
    transaction({
      id: 'b',
      minedAt: '2025-12-24T10:00:00Z',
      chain: 'eip155:1',
      operationType: 'receive',
      direction: 'in',
    }),
  ]);
});
afterAll(() => api?.stop());

async function activity(apiUrl: string | null = api.url) {
  const { kit } = createTestKit({
    config: { endpoints: apiUrl ? { blockchainApiUrl: apiUrl } : {} },
  });
  await kit.start();
  await kit.connect(connector({ id: 'eip155-wallet' }));
  await flush();
  const feature = kit.feature(activityFeature);
  return { kit, feature };
}

describe('activity', () => {
  it('pages the history with the cursor, drops spam-only NFT transfers and other chains', async () => {
    const { feature } = await activity();
    await feature.refresh();
    expect(feature.store.getState().transactions.map((t) => t.id)).toEqual(['a']);
    expect(feature.store.getState().next).toBe('2');
    await feature.loadMore();
    expect(feature.store.getState().transactions.map((t) => t.id)).toEqual(['a', 'b']);
    expect(feature.store.getState().next).toBeUndefined();
    const historyCalls = api.requests.filter((u) => u.pathname.endsWith('/history'));
    expect(historyCalls.at(-1)?.searchParams.get('chainId')).toBe('eip155:1');
    expect(historyCalls.at(-1)?.searchParams.get('cursor')).toBe('2');
  });

  it('"Failed to fetch transactions" marks history empty', async () => {
    const { feature, kit } = await activity();
    api.failNext(503);
    await feature.refresh();
    expect(feature.store.getState()).toMatchObject({
      transactions: [],
      empty: true,
      loading: false,
    });
    expect(kit.stores.snackbar.getState().message).toBe('Failed to fetch transactions');
  });

  it('groups by year then month, newest first', () => {
    const tx = (id: string, minedAt: string) =>
      transaction({ id, minedAt, chain: 'eip155:1' }) as Transaction;
    const groups = groupTransactions([
      tx('old', '2025-12-01T00:00:00Z'),
      tx('new', '2026-03-05T00:00:00Z'),
      tx('mid', '2026-03-01T00:00:00Z'),
    ]);
    expect(groups.map((g) => [g.year, g.month, g.transactions.map((t) => t.id)])).toEqual([
      [2026, 2, ['new', 'mid']],
      [2025, 11, ['old']],
    ]);
  });

  it('sign convention: receive, deposit, borrow, claim show +; withdraw, repay, burn show -', () => {
    expect(['receive', 'deposit', 'borrow', 'claim'].map((t) => transferSign(t))).toEqual([
      '+',
      '+',
      '+',
      '+',
    ]);
    expect(['withdraw', 'repay', 'burn'].map((t) => transferSign(t))).toEqual(['-', '-', '-']);
    expect(transferSign('send', { direction: 'out' })).toBe('-');
  });

  it('shortens transaction addresses to 4 leading and 6 trailing characters', () => {
    expect(shortenTransactionAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(
      '0x70…dc79C8',
    );
  });

  it("without an API lists this browser's sends, and is empty before any", async () => {
    const { feature } = await activity(null);
    await feature.refresh();
    expect(feature.store.getState()).toMatchObject({
      source: 'local',
      transactions: [],
      empty: true,
    });
  });
});

describe('the operation types the kit names in the visitor’s language', () => {
  it('knows the vocabulary whatever its case, and nothing else', () => {
    expect(knownOperation('send')).toBe('send');
    expect(knownOperation('Mint')).toBe('mint');
    expect(knownOperation('stake')).toBeUndefined();
  });
});
