import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendingAdapter } from '../send/testing/test-adapter.js';
import { MAINNET, POLYGON, connector, createTestKit, flush } from '../testing/test-support.js';
import { TOKEN_BALANCE_READ_TIMEOUT_MS, balancesFeature } from './balances.js';

afterEach(() => {
  vi.useRealTimers();
});

async function connectedKit(adapter: SendingAdapter) {
  const test = createTestKit({ adapters: [adapter], config: { networks: [MAINNET, POLYGON] } });
  await test.kit.start();
  await test.kit.connect(connector({ id: 'eip155-wallet' }));
  await flush();
  return { ...test, balances: test.kit.feature(balancesFeature) };
}

describe('token balances that cannot be read say so', () => {
  it('a failed read on one network never makes another network read as an empty list', async () => {
    const adapter = new SendingAdapter();
    adapter.tokenBalances = async () => {
      throw new Error('fetch failed');
    };
    const { balances, kit } = await connectedKit(adapter);
    await balances.fetch();
    expect(balances.store.getState().error).toBe('Token Balance Unavailable');

    await kit.switchNetwork(POLYGON);
    await flush();
    await flush();
    const state = balances.store.getState();
    expect(state.caipAddress).toContain('eip155:137');
    // "No tokens yet · $0.00" is what an empty list without an error shows.
    expect({ empty: state.tokenBalances.length === 0, error: state.error }).toEqual({
      empty: true,
      error: 'Token Balance Unavailable',
    });
  });

  it('a token balance read that does not answer in bounded time fails instead of loading forever', async () => {
    const adapter = new SendingAdapter();
    adapter.tokenBalances = () => new Promise(() => {});
    const { balances } = await connectedKit(adapter);
    vi.useFakeTimers();
    const read = balances.fetch();
    expect(balances.store.getState().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(TOKEN_BALANCE_READ_TIMEOUT_MS);
    await read;
    expect(balances.store.getState()).toMatchObject({
      loading: false,
      error: 'Token Balance Unavailable',
    });
  });
});
