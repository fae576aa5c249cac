import { describe, expect, it } from 'vitest';
import {
  MAINNET,
  MemoryStorage,
  SOLANA,
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
} from './testing/test-support.js';
import type { ConnectorType } from './types.js';

/** Storage that writes every removal into the shared effect log. */
class LoggingStorage extends MemoryStorage {
  constructor(private readonly log: string[]) {
    super();
  }
  override removeItem(key: string) {
    this.log.push(`storage.remove(${key.replace('@walletkit/', '')})`);
    super.removeItem(key);
  }
}

async function twoChainKit(types: { eip155?: ConnectorType; solana?: ConnectorType } = {}) {
  const log: string[] = [];
  const evm = new ScriptedAdapter('eip155', { log });
  const sol = new ScriptedAdapter('solana', { log });
  const storage = new LoggingStorage(log);
  const setup = createTestKit({
    adapters: [evm, sol],
    config: { networks: [MAINNET, SOLANA] },
    storage,
    siwx: { hasSession: () => false, clearSessions: () => void log.push('siwx.clearSessions') },
  });
  await setup.kit.start();
  await setup.kit.connect(connector({ id: 'evm-wallet', type: types.eip155 ?? 'ANNOUNCED' }));
  await setup.kit.connect(
    connector({ id: 'sol-wallet', chain: 'solana', type: types.solana ?? 'ANNOUNCED' }),
  );
  await flush();
  storage.setItem('@walletkit/connected_social', '"google"');
  log.length = 0;
  return { ...setup, log, evm, sol };
}

const account = (kit: Awaited<ReturnType<typeof twoChainKit>>['kit'], ns: 'eip155' | 'solana') =>
  kit.stores.chain.getState().chains[ns]?.accountState;

describe('disconnect', () => {
  it('follows the order of effects: SIWX, loading, chain disconnects, reset, stored ids, event', async () => {
    const { kit, log } = await twoChainKit();
    kit.stores.modal.subscribe((state, previous) => {
      if (state.loading.eip155 && !previous.loading.eip155) log.push('loading shown');
    });
    kit.stores.chain.subscribe((state, previous) => {
      if (
        !state.chains.eip155?.accountState.address &&
        previous.chains.eip155?.accountState.address
      ) {
        log.push('eip155 account reset');
      }
    });
    kit.events.subscribe((event) => log.push(`event ${event.type}`));
    await kit.disconnect();
    const firstIndex = (prefix: string) => log.findIndex((entry) => entry.startsWith(prefix));
    const order = [
      'siwx.clearSessions',
      'loading shown',
      'eip155.disconnect',
      'eip155 account reset',
      'storage.remove(connected_social)',
      'event DISCONNECT_SUCCESS',
    ].map(firstIndex);
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(log).toContain('solana.disconnect');
    expect(log).toContain('storage.remove(eip155:connector_id)');
    expect(log).toContain('storage.remove(solana:connector_id)');
  });

  it('with no namespace disconnects all', async () => {
    const { kit, storage } = await twoChainKit();
    await kit.disconnect();
    expect(account(kit, 'eip155')?.status).toBe('disconnected');
    expect(account(kit, 'solana')?.status).toBe('disconnected');
    expect(kit.stores.connection.getState().status).toBe('disconnected');
    expect(kit.stores.connector.getState().activeConnectorIds).toEqual({});
    expect(storage.getItem('@walletkit/connection_status')).toBe('"disconnected"');
    expect(kit.stores.modal.getState().loading).toEqual({ eip155: false, solana: false });
  });

  it('for a namespace disconnects only that namespace when its connector is not shared', async () => {
    const { kit, log } = await twoChainKit();
    await kit.disconnect('eip155');
    expect(log).toContain('eip155.disconnect');
    expect(log).not.toContain('solana.disconnect');
    expect(account(kit, 'solana')?.status).toBe('connected');
    expect(kit.stores.connection.getState().status).toBe('connected');
  });

  it('for a namespace also disconnects the other namespaces connected through WalletConnect', async () => {
    const { kit, log } = await twoChainKit({ eip155: 'WALLET_CONNECT', solana: 'WALLET_CONNECT' });
    await kit.disconnect('solana');
    expect(log).toContain('eip155.disconnect');
    expect(account(kit, 'eip155')?.status).toBe('disconnected');
  });

  it('for a namespace also disconnects the other namespaces connected through the embedded wallet', async () => {
    const { kit, log } = await twoChainKit({ eip155: 'AUTH', solana: 'AUTH' });
    await kit.disconnect('eip155');
    expect(log).toContain('solana.disconnect');
  });

  it("calls a chain's disconnect only when an address exists", async () => {
    const log: string[] = [];
    const evm = new ScriptedAdapter('eip155', { log });
    const sol = new ScriptedAdapter('solana', { log });
    const { kit } = createTestKit({
      adapters: [evm, sol],
      config: { networks: [MAINNET, SOLANA] },
    });
    await kit.connect(connector({ id: 'evm-wallet' }));
    await kit.disconnect();
    expect(log).toContain('eip155.disconnect');
    expect(log).not.toContain('solana.disconnect');
  });

  it('failures are collected and reported together after every namespace is reset', async () => {
    const { kit, evm, sol, log } = await twoChainKit();
    evm.disconnectResult = async () => {
      throw new Error('provider gone');
    };
    sol.disconnectResult = async () => {
      throw new Error('timeout');
    };
    kit.events.subscribe((event) => log.push(`event ${event.type}`));
    const error = await kit.disconnect().then(
      () => undefined,
      (reason: unknown) => reason as Error & { cause: AggregateError },
    );
    expect(error?.message).toBe('Failed to disconnect');
    expect(error?.cause.errors.map((e: Error) => e.message)).toEqual([
      'Failed to disconnect chain eip155: provider gone',
      'Failed to disconnect chain solana: timeout',
    ]);
    expect(error?.cause.message).toBe(
      'Failed to disconnect chain eip155: provider gone; Failed to disconnect chain solana: timeout',
    );
    expect(account(kit, 'eip155')?.status).toBe('disconnected');
    expect(account(kit, 'solana')?.status).toBe('disconnected');
    expect(log).toContain('event DISCONNECT_ERROR');
    expect(log).not.toContain('event DISCONNECT_SUCCESS');
  });

  it('closes the modal once nothing is left to show', async () => {
    const { kit } = await twoChainKit();
    kit.open();
    await kit.disconnect();
    expect(kit.stores.modal.getState().open).toBe(false);
  });

  it('an unknown namespace is refused with "Network not found"', async () => {
    const { kit } = await twoChainKit();
    await expect(kit.disconnect('cosmos')).rejects.toThrow('Network not found');
  });
});
