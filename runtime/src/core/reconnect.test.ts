import { describe, expect, it, vi } from 'vitest';
import {
  EVM_ADDRESS,
  MAINNET,
  MemoryStorage,
  POLYGON,
  SOLANA,
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
} from './testing/test-support.js';
import type { AdapterConnection, CaipNetwork } from './types.js';

/** Storage as a previous visit that connected through MetaMask on Polygon left it. */
function storageAfterVisit(): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem('@walletkit/connection_status', '"connected"');
  storage.setItem('@walletkit/eip155:connector_id', '"io.metamask"');
  storage.setItem('@walletkit/active_namespace', '"eip155"');
  storage.setItem('@walletkit/active_caip_network_id', '"eip155:137"');
  storage.setItem('@walletkit/recent_wallets', '[{"id":"io.metamask","name":"MetaMask"}]');
  return storage;
}

const metaMask = connector({ id: 'io.metamask', name: 'MetaMask', imageUrl: 'mm.svg' });

describe('start-up (reconnect after reload)', () => {
  it("calls every adapter's init with its networks and lists their connectors", async () => {
    const evm = new ScriptedAdapter('eip155', { connectors: [metaMask] });
    const sol = new ScriptedAdapter('solana');
    const { kit } = createTestKit({
      adapters: [evm, sol],
      config: { networks: [MAINNET, SOLANA] },
    });
    await kit.start();
    expect(evm.context?.networks).toEqual([MAINNET]);
    expect(sol.context?.networks).toEqual([SOLANA]);
    expect(kit.stores.connector.getState().connectors.map((c) => c.id)).toEqual([
      'io.metamask',
      'solana-wallet',
    ]);
  });

  it('silently reconnects the stored connector on the stored network, without opening the modal', async () => {
    const adapter = new ScriptedAdapter('eip155', { connectors: [metaMask], chainId: 137 });
    let asked: { connectorId: string; network: CaipNetwork } | undefined;
    const answer = adapter.reconnectResult;
    adapter.reconnectResult = (params) => {
      asked = params;
      return answer(params);
    };
    const { kit } = createTestKit({ adapters: [adapter], storage: storageAfterVisit() });
    await kit.start();
    await flush();
    expect(asked).toEqual({ connectorId: 'io.metamask', network: POLYGON });
    expect(adapter.calls).not.toContain('eip155.connect');
    expect(kit.stores.modal.getState().open).toBe(false);
    expect(kit.stores.connection.getState().status).toBe('connected');
    expect(kit.stores.chain.getState().chains.eip155?.accountState).toMatchObject({
      address: EVM_ADDRESS,
      caipAddress: `eip155:137:${EVM_ADDRESS}`,
      status: 'connected',
      connectedWalletInfo: { name: 'MetaMask', icon: 'mm.svg' },
      balance: '10000.0',
    });
    expect(kit.stores.connector.getState().activeConnectorIds).toEqual({ eip155: 'io.metamask' });
    expect(kit.stores.connection.getState().recentWallets).toEqual([
      { id: 'io.metamask', name: 'MetaMask' },
    ]);
  });

  it('a wallet announced after the reconnect replaces the stored id with its name and icon', async () => {
    const adapter = new ScriptedAdapter('eip155', { connectors: [] });
    const { kit } = createTestKit({ adapters: [adapter], storage: storageAfterVisit() });
    await kit.start();
    expect(kit.stores.chain.getState().chains.eip155?.accountState.connectedWalletInfo?.name).toBe(
      'io.metamask',
    );
    adapter.emit({ type: 'connectors', connectors: [metaMask] });
    expect(kit.stores.chain.getState().chains.eip155?.accountState.connectedWalletInfo).toEqual({
      name: 'MetaMask',
      icon: 'mm.svg',
      type: 'ANNOUNCED',
    });
  });

  it('status is connecting while the reconnect runs', async () => {
    const adapter = new ScriptedAdapter('eip155', { connectors: [metaMask] });
    let answer!: (value: AdapterConnection | null) => void;
    adapter.reconnectResult = () => new Promise((resolve) => (answer = resolve));
    const { kit } = createTestKit({ adapters: [adapter], storage: storageAfterVisit() });
    const started = kit.start();
    expect(kit.stores.connection.getState().status).toBe('connecting');
    // The wallet is asked once the kit's actions have come (fetched as the kit starts).
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(kit.stores.connection.getState().status).toBe('connecting');
    answer({ address: EVM_ADDRESS, chainId: 137 });
    await started;
    expect(kit.stores.connection.getState().status).toBe('connected');
  });

  it('a wallet that no longer authorises the page (null) clears the stored connection', async () => {
    const adapter = new ScriptedAdapter('eip155', { connectors: [metaMask] });
    adapter.reconnectResult = async () => null;
    const storage = storageAfterVisit();
    const { kit } = createTestKit({ adapters: [adapter], storage });
    await kit.start();
    expect(kit.stores.connection.getState().status).toBe('disconnected');
    expect(storage.getItem('@walletkit/eip155:connector_id')).toBeNull();
    expect(storage.getItem('@walletkit/connection_status')).toBe('"disconnected"');
  });

  it('a reconnect error clears the stored connection', async () => {
    const adapter = new ScriptedAdapter('eip155', { connectors: [metaMask] });
    adapter.reconnectResult = async () => {
      throw new Error('provider not found');
    };
    const storage = storageAfterVisit();
    const { kit } = createTestKit({ adapters: [adapter], storage });
    await kit.start();
    expect(kit.stores.connection.getState().status).toBe('disconnected');
    expect(storage.getItem('@walletkit/eip155:connector_id')).toBeNull();
  });

  it('does not reconnect when the stored status is not connected', async () => {
    const adapter = new ScriptedAdapter('eip155');
    const storage = storageAfterVisit();
    storage.setItem('@walletkit/connection_status', '"disconnected"');
    const { kit } = createTestKit({ adapters: [adapter], storage });
    await kit.start();
    expect(adapter.calls).not.toContain('eip155.reconnect');
  });

  it('restores the stored active network, and discards one the config no longer has', async () => {
    const storage = new MemoryStorage();
    storage.setItem('@walletkit/active_caip_network_id', '"eip155:137"');
    const { kit } = createTestKit({ storage });
    await kit.start();
    expect(kit.stores.chain.getState().chains.eip155?.networkState.caipNetwork).toBe(POLYGON);

    storage.setItem('@walletkit/active_caip_network_id', '"eip155:10"');
    const other = createTestKit({ storage });
    await other.kit.start();
    expect(other.kit.stores.chain.getState().chains.eip155?.networkState.caipNetwork).toBe(MAINNET);
    expect(storage.getItem('@walletkit/active_caip_network_id')).toBeNull();
  });

  it('a wallet found on an unsupported chain after reload does not open the modal', async () => {
    const adapter = new ScriptedAdapter('eip155', { connectors: [metaMask], chainId: 10 });
    const { kit } = createTestKit({ adapters: [adapter], storage: storageAfterVisit() });
    await kit.start();
    expect(kit.stores.modal.getState().open).toBe(false);
    expect(kit.stores.chain.getState().chains.eip155?.networkState.caipNetwork?.name).toBe(
      'Unknown Network',
    );
  });

  it('start is idempotent', async () => {
    const adapter = new ScriptedAdapter('eip155', { connectors: [metaMask] });
    const { kit } = createTestKit({ adapters: [adapter], storage: storageAfterVisit() });
    await Promise.all([kit.start(), kit.start()]);
    expect(adapter.calls.filter((c) => c === 'eip155.init')).toHaveLength(1);
    expect(adapter.calls.filter((c) => c === 'eip155.reconnect')).toHaveLength(1);
  });

  it('a corrupt stored connection starts disconnected without throwing', async () => {
    const storage = new MemoryStorage();
    storage.setItem('@walletkit/connection_status', 'garbage');
    storage.setItem('@walletkit/eip155:connector_id', '{"x":1}');
    storage.setItem('@walletkit/recent_wallets', '[{"id":1}]');
    const adapter = new ScriptedAdapter('eip155');
    const { kit } = createTestKit({ adapters: [adapter], storage });
    await expect(kit.start()).resolves.toBeUndefined();
    expect(adapter.calls).not.toContain('eip155.reconnect');
    expect(kit.stores.connection.getState().recentWallets).toEqual([]);
  });
});
