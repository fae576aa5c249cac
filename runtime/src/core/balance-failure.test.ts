import { afterEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_READ_TIMEOUT_MS } from './balance.js';
import {
  MAINNET,
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
  const setup = createTestKit({ adapters: [adapter], config: { networks: [MAINNET] } });
  await setup.kit.start();
  await setup.kit.connect(connector({ id: 'eip155-wallet' }));
  await flush();
  return { ...setup, adapter };
}

const account = (kit: Awaited<ReturnType<typeof connectedKit>>['kit']) =>
  kit.stores.chain.getState().chains.eip155?.accountState;

describe('a balance that cannot be read says so', () => {
  it('a balance read that does not answer in bounded time fails instead of loading forever', async () => {
    const { kit, adapter } = await connectedKit();
    vi.useFakeTimers();
    adapter.balance = () => new Promise(() => {});
    const read = kit.refreshBalance();
    const outcome = read.then(
      () => 'answered',
      (error: Error) => error.message,
    );
    expect(account(kit)?.balanceLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(BALANCE_READ_TIMEOUT_MS);
    expect(await outcome).toMatch(/did not answer/);
    expect(account(kit)).toMatchObject({ balanceLoading: false, balanceFailed: true });
  });

  it('a failed balance read is recorded as failed, and a later successful read clears it', async () => {
    const { kit, adapter } = await connectedKit();
    const balance = adapter.balance;
    adapter.balance = async () => {
      throw new Error('fetch failed');
    };
    await expect(kit.refreshBalance()).rejects.toThrow('fetch failed');
    expect(account(kit)).toMatchObject({ balanceLoading: false, balanceFailed: true });
    adapter.balance = balance;
    await kit.refreshBalance();
    expect(account(kit)).toMatchObject({ balance: '10000.0', balanceFailed: false });
  });
});
