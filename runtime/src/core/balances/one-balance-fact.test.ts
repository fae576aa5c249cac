/**
 * The connect button and the Tokens tab show one native balance: the chain store's, read by
 * either and followed by both, so funds that arrive show in both after the same read.
 */
import { describe, expect, it } from 'vitest';
import { SendingAdapter } from '../send/testing/test-adapter.js';
import { connector, createTestKit, flush } from '../testing/test-support.js';
import { balancesFeature } from './balances.js';

async function connectedKit() {
  let now = 1_000_000;
  const adapter = new SendingAdapter();
  const test = createTestKit({ adapters: [adapter], now: () => now });
  await test.kit.start();
  await test.kit.connect(connector({ id: 'eip155-wallet' }));
  await flush();
  const balances = test.kit.feature(balancesFeature);
  await balances.fetch();
  const buttonBalance = () => test.kit.stores.chain.getState().chains.eip155?.accountState.balance;
  const tokensTabBalance = () =>
    balances.store.getState().tokenBalances.find((row) => row.address === undefined)?.quantity
      .numeric;
  return {
    ...test,
    adapter,
    balances,
    buttonBalance,
    tokensTabBalance,
    tick: (ms: number) => (now += ms),
  };
}

describe('one native balance for the connect button and the Tokens tab', () => {
  it('a Tokens tab read of arrived funds shows them on the connect button too', async () => {
    const { adapter, balances, buttonBalance, tokensTabBalance, tick } = await connectedKit();
    expect([buttonBalance(), tokensTabBalance()]).toEqual(['10000.0', '10000.0']);
    adapter.balance = async () => ({ balance: '10002.0', symbol: 'ETH' });
    tick(31_000);
    await balances.fetch();
    expect([buttonBalance(), tokensTabBalance()]).toEqual(['10002.0', '10002.0']);
  });

  it('a refresh of the connect button balance shows in the Tokens tab too', async () => {
    const { kit, adapter, buttonBalance, tokensTabBalance } = await connectedKit();
    adapter.balance = async () => ({ balance: '2.0', symbol: 'ETH' });
    await kit.refreshBalance();
    await flush();
    expect([buttonBalance(), tokensTabBalance()]).toEqual(['2.0', '2.0']);
  });

  it('a Tokens tab retry asks the chain for the native balance once, for both', async () => {
    const { adapter, balances, buttonBalance, tokensTabBalance } = await connectedKit();
    const reads = () => adapter.calls.filter((call) => call === 'eip155.getBalance').length;
    const before = reads();
    adapter.balance = async () => ({ balance: '7.0', symbol: 'ETH' });
    await balances.fetch({ fresh: true });
    expect(reads() - before).toBe(1);
    expect([buttonBalance(), tokensTabBalance()]).toEqual(['7.0', '7.0']);
  });
});
