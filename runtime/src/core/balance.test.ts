import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshBalance } from './balance.js';
import {
  EVM_ADDRESS,
  MAINNET,
  POLYGON,
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
} from './testing/test-support.js';

afterEach(() => {
  vi.useRealTimers();
});

async function connectedKit() {
  const adapter = new ScriptedAdapter('eip155');
  const setup = createTestKit({
    adapters: [adapter],
    config: { networks: [MAINNET, { ...POLYGON, testnet: true }] },
  });
  await setup.kit.start();
  await setup.kit.connect(connector({ id: 'eip155-wallet' }));
  await flush();
  return { ...setup, adapter };
}

const reads = (adapter: ScriptedAdapter) =>
  adapter.calls.filter((c) => c === 'eip155.getBalance').length;

describe('balance and balanceSymbol', () => {
  it('reads the native balance of the active network with its symbol', async () => {
    const { kit } = await connectedKit();
    expect(kit.stores.chain.getState().chains.eip155?.accountState).toMatchObject({
      balance: '10000.0',
      balanceSymbol: 'ETH',
      balanceLoading: false,
    });
  });

  it('a test network shows its real chain balance', async () => {
    const { kit, adapter } = await connectedKit();
    adapter.balance = async () => ({ balance: '42.5', symbol: 'POL' });
    await kit.switchNetwork({ ...POLYGON, testnet: true });
    await flush();
    expect(kit.stores.chain.getState().chains.eip155?.accountState.balance).toBe('42.5');
  });

  it('a read within 30 s uses the native balance cache; after 30 s it asks the chain again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { ctx, adapter } = await connectedKit();
    expect(reads(adapter)).toBe(1);
    vi.advanceTimersByTime(29_000);
    await refreshBalance(ctx);
    expect(reads(adapter)).toBe(1);
    vi.advanceTimersByTime(1_000);
    await refreshBalance(ctx);
    expect(reads(adapter)).toBe(2);
  });

  it('an explicit refresh always asks the chain', async () => {
    const { kit, adapter } = await connectedKit();
    await kit.refreshBalance();
    expect(reads(adapter)).toBe(2);
  });

  it('an answer for an account that changed meanwhile is dropped', async () => {
    const { kit, adapter } = await connectedKit();
    let answerForFirstAccount!: (value: { balance: string; symbol: string }) => void;
    adapter.balance = () => new Promise((resolve) => (answerForFirstAccount = resolve));
    const refreshing = kit.refreshBalance();
    adapter.balance = async () => ({ balance: '1.0', symbol: 'ETH' });
    adapter.emit({
      type: 'accountsChanged',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    });
    await flush();
    answerForFirstAccount({ balance: '999', symbol: 'ETH' });
    await refreshing;
    expect(kit.stores.chain.getState().chains.eip155?.accountState.balance).toBe('1.0');
  });

  it('a failed read rejects, clears loading and keeps the last balance', async () => {
    const { kit, adapter } = await connectedKit();
    adapter.balance = async () => {
      throw new Error('HTTP status code: 500');
    };
    await expect(kit.refreshBalance()).rejects.toThrow('HTTP status code: 500');
    expect(kit.stores.chain.getState().chains.eip155?.accountState).toMatchObject({
      balance: '10000.0',
      balanceLoading: false,
    });
  });

  it('there is no balance without an address', async () => {
    const adapter = new ScriptedAdapter('eip155');
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.refreshBalance();
    expect(adapter.calls).toEqual([]);
    expect(kit.stores.chain.getState().chains.eip155?.accountState.address).not.toBe(EVM_ADDRESS);
  });
});
