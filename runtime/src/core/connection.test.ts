import { describe, expect, it } from 'vitest';
import { resetNamespace } from './connection-changes.js';
import { overallConnectionStatus, setConnectionStatus } from './connection.js';
import {
  ScriptedAdapter,
  SOLANA,
  connector,
  createTestKit,
  MAINNET,
  POLYGON,
} from './testing/test-support.js';

describe('connection status', () => {
  it("setting status to disconnected removes that chain's connector id", async () => {
    const { kit, ctx, storage } = createTestKit();
    await kit.connect(connector({ id: 'eip155-wallet' }));
    expect(storage.getItem('@walletkit/eip155:connector_id')).toBe('"eip155-wallet"');
    setConnectionStatus(ctx, 'eip155', 'disconnected');
    expect(kit.stores.connector.getState().activeConnectorIds.eip155).toBeUndefined();
    expect(storage.getItem('@walletkit/eip155:connector_id')).toBeNull();
  });

  it('setting one chain disconnected keeps the connector id of the other chains', async () => {
    const evm = new ScriptedAdapter('eip155');
    const sol = new ScriptedAdapter('solana');
    const { kit, ctx } = createTestKit({
      adapters: [evm, sol],
      config: { networks: [MAINNET, SOLANA] },
    });
    await kit.connect(connector({ id: 'eip155-wallet' }));
    await kit.connect(connector({ id: 'solana-wallet', chain: 'solana' }));
    setConnectionStatus(ctx, 'eip155', 'disconnected');
    expect(kit.stores.connector.getState().activeConnectorIds).toEqual({ solana: 'solana-wallet' });
  });

  it('the overall status is connected while any namespace is connected', async () => {
    const evm = new ScriptedAdapter('eip155');
    const sol = new ScriptedAdapter('solana');
    const { kit, ctx } = createTestKit({
      adapters: [evm, sol],
      config: { networks: [MAINNET, SOLANA] },
    });
    await kit.connect(connector({ id: 'eip155-wallet' }));
    setConnectionStatus(ctx, 'solana', 'connecting');
    expect(overallConnectionStatus(ctx)).toBe('connected');
    setConnectionStatus(ctx, 'eip155', 'disconnected');
    expect(overallConnectionStatus(ctx)).toBe('connecting');
    expect(kit.stores.connection.getState().status).toBe('connecting');
  });

  it('a connecting status is never stored (a reload mid-connect restores nothing)', () => {
    const { ctx, storage } = createTestKit();
    setConnectionStatus(ctx, 'eip155', 'connecting');
    expect(storage.getItem('@walletkit/connection_status')).toBeNull();
  });

  it('reset returns the account to its initial state and keeps a configured network', async () => {
    const { kit, ctx } = createTestKit();
    await kit.connect(connector({ id: 'eip155-wallet' }));
    await kit.switchNetwork(POLYGON);
    resetNamespace(ctx, 'eip155');
    const entry = kit.stores.chain.getState().chains.eip155;
    expect(entry?.accountState).toEqual({
      currentTab: 0,
      balanceLoading: false,
      status: 'disconnected',
    });
    expect(entry?.networkState.caipNetwork).toBe(POLYGON);
  });
});
