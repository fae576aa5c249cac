import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startBlockchainApi,
  type BlockchainApiFake,
} from '../../../../test/fixtures/blockchain-api/server.js';
import { SendingAdapter } from '../send/testing/test-adapter.js';
import { EVM_ADDRESS, MAINNET, connector, createTestKit, flush } from '../testing/test-support.js';
import type { ResolvedConfig } from '@wallet-kit/schemas';
import { balancesFeature, TOKEN_BALANCE_RETRY_MS } from './balances.js';
import { formatTokenQuantity, formatUsd } from './display.js';

let api: BlockchainApiFake;
beforeAll(async () => {
  api = await startBlockchainApi();
});
afterAll(() => api?.stop());

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

async function connectedKit(config: Partial<ResolvedConfig> = {}, adapter = new SendingAdapter()) {
  let now = 1_000_000;
  const test = createTestKit({ adapters: [adapter], config, now: () => now });
  await test.kit.start();
  await test.kit.connect(connector({ id: 'eip155-wallet' }));
  await flush();
  const balances = test.kit.feature(balancesFeature);
  return { ...test, adapter, balances, tick: (ms: number) => (now += ms) };
}

describe('token balances', () => {
  it('without a blockchain API reads the native balance and the configured tokens from the chain', async () => {
    const adapter = new SendingAdapter();
    adapter.tokenBalances = async ({ tokens }) =>
      (tokens ?? []).map((t) => ({
        symbol: t.symbol,
        chainId: 'eip155:1',
        address: t.address,
        quantity: { decimals: String(t.decimals), numeric: '5' },
      }));
    const { balances } = await connectedKit(
      { tokens: { 'eip155:1': [{ address: TOKEN, symbol: 'DEMO', decimals: 18 }] } },
      adapter,
    );
    await balances.fetch();
    expect(
      balances.store.getState().tokenBalances.map((b) => [b.symbol, b.quantity.numeric]),
    ).toEqual([
      ['ETH', '10000.0'],
      ['DEMO', '5'],
    ]);
  });

  it('a known token is listed only when the account holds some; a configured one even at zero', async () => {
    const HELD = '0x00000000000000000000000000000000000000a1';
    const EMPTY_KNOWN = '0x00000000000000000000000000000000000000a2';
    const EMPTY_CONFIGURED = '0x00000000000000000000000000000000000000a3';
    const adapter = new SendingAdapter();
    adapter.tokenBalances = async ({ tokens }) =>
      (tokens ?? []).map((t) => ({
        symbol: t.symbol,
        chainId: 'eip155:1',
        address: t.address,
        quantity: { decimals: String(t.decimals), numeric: t.address === HELD ? '3' : '0' },
      }));
    const { balances } = await connectedKit(
      {
        tokens: {
          'eip155:1': [
            { address: EMPTY_CONFIGURED, symbol: 'MINE', decimals: 18 },
            { address: HELD, symbol: 'USDC', decimals: 6, known: true },
            { address: EMPTY_KNOWN, symbol: 'DAI', decimals: 18, known: true },
          ],
        },
      },
      adapter,
    );
    await balances.fetch();
    expect(balances.store.getState().tokenBalances.map((b) => b.symbol)).toEqual([
      'ETH',
      'MINE',
      'USDC',
    ]);
  });

  it('with a blockchain API reads the get-balance call and drops tokens with decimals "0"', async () => {
    api.balances.set(`${EVM_ADDRESS.toLowerCase()}|eip155:1`, [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 2500.129,
        price: 2500,
        quantity: { decimals: '18', numeric: '1.23456' },
      },
      {
        name: 'Junk',
        symbol: 'JUNK',
        chainId: 'eip155:1',
        address: TOKEN,
        quantity: { decimals: '0', numeric: '1000' },
      },
      // The wallet asset shape is understood too: 0x1e8480 = 2 000 000 base units of 6 decimals.
      {
        address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        balance: '0x1e8480',
        type: 'ERC20',
        metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, value: 2 },
      },
    ]);
    const { balances } = await connectedKit({ endpoints: { blockchainApiUrl: api.url } });
    await balances.fetch();
    const list = balances.store.getState().tokenBalances;
    expect(list.map((b) => b.symbol)).toEqual(['ETH', 'USDC']);
    expect(list[1]?.quantity).toEqual({ decimals: '6', numeric: '2' });
    expect(formatTokenQuantity(list[0]!)).toBe('1.234');
    expect(formatUsd(list[0]!.value)).toBe('$2,500.12');
  });

  it('nothing is read before balances are asked for; after that, another account is read at once', async () => {
    const adapter = new SendingAdapter();
    const { balances, kit, tick } = await connectedKit({}, adapter);
    const reads = () => adapter.calls.filter((c) => c === 'eip155.getTokenBalances').length;
    await kit.disconnect();
    await kit.connect(connector({ id: 'eip155-wallet' }));
    await flush();
    expect(reads()).toBe(0);
    expect(balances.store.getState().tokenBalances).toEqual([]);
    await balances.fetch();
    expect(reads()).toBe(1);
    tick(30_001); // past the cache
    await kit.disconnect();
    await kit.connect(connector({ id: 'eip155-wallet' }));
    await flush();
    expect(reads()).toBe(2);
  });

  it('caches balances for 30 s', async () => {
    const adapter = new SendingAdapter();
    const { balances, tick } = await connectedKit({}, adapter);
    await balances.fetch();
    const reads = () => adapter.calls.filter((c) => c === 'eip155.getTokenBalances').length;
    const first = reads();
    await balances.fetch();
    expect(reads()).toBe(first);
    tick(30_001);
    await balances.fetch();
    expect(reads()).toBe(first + 1);
  });

  it('a failed read shows "Token Balance Unavailable" and allows a retry only after 30 s', async () => {
    const { balances, kit, tick } = await connectedKit({
      endpoints: { blockchainApiUrl: api.url },
    });
    api.failNext(500);
    await balances.fetch({ fresh: true });
    expect(kit.stores.snackbar.getState()).toMatchObject({
      open: true,
      message: 'Token Balance Unavailable',
      variant: 'error',
    });
    const asked = api.requests.length;
    await balances.fetch({ fresh: true });
    expect(api.requests.length).toBe(asked);
    tick(TOKEN_BALANCE_RETRY_MS);
    await balances.fetch({ fresh: true });
    expect(api.requests.length).toBe(asked + 1);
    expect(balances.store.getState().error).toBeUndefined();
  });

  it('from the API, a test network is asked like any other and shows what the API reports', async () => {
    const testnet = { ...MAINNET, testnet: true };
    const { balances } = await connectedKit({
      endpoints: { blockchainApiUrl: api.url },
      networks: [testnet],
    });
    const asked = api.requests.length;
    await balances.fetch({ fresh: true });
    expect(api.requests.length).toBe(asked + 1);
    expect(api.requests.at(-1)!.searchParams.get('chainId')).toBe(testnet.caipNetworkId);
    expect(balances.store.getState().tokenBalances.map((token) => token.symbol)).toEqual(
      expect.arrayContaining(['ETH']),
    );
  });
});
