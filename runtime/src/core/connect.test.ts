import { beforeAll, describe, expect, it } from 'vitest';
import { loadActions } from './actions-on-use.js';
import type { KitEvent } from './events.js';
import {
  EVM_ADDRESS,
  MAINNET,
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
  userRejection,
} from './testing/test-support.js';
import type { AdapterConnection } from './types.js';

const wallet = connector({
  id: 'eip155-wallet',
  name: 'Demo Wallet',
  imageUrl: 'data:image/png;base64,AA==',
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('connect and connection status', () => {
  // The kit's actions have come (in a page, the modal's opening fetched them): a pick shows
  // its connecting view in the same task (actions-on-use.test.ts covers a call that waits).
  beforeAll(async () => {
    await loadActions();
  });

  it('shows ConnectingExternal with the connector and sets status connecting while the wallet asks', async () => {
    const adapter = new ScriptedAdapter('eip155');
    const answer = deferred<AdapterConnection>();
    adapter.connectResult = () => answer.promise;
    const { kit } = createTestKit({ adapters: [adapter] });
    kit.open();
    const connecting = kit.connect(wallet);
    expect(kit.stores.router.getState()).toMatchObject({
      view: 'ConnectingExternal',
      data: { connector: wallet },
    });
    expect(kit.stores.connection.getState()).toMatchObject({
      status: 'connecting',
      pendingConnectorId: wallet.id,
    });
    expect(kit.stores.chain.getState().chains.eip155?.accountState.status).toBe('connecting');
    answer.resolve({ address: EVM_ADDRESS, chainId: 1 });
    await connecting;
    expect(kit.stores.connection.getState().status).toBe('connected');
  });

  it('asks the adapter of the connector chain for the active network', async () => {
    const adapter = new ScriptedAdapter('eip155');
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.connect(wallet);
    expect(adapter.calls).toContain('eip155.connect');
  });

  it('on success sets the account, the CAIP address and the network', async () => {
    const { kit } = createTestKit();
    await kit.connect(wallet);
    const entry = kit.stores.chain.getState().chains.eip155;
    expect(entry?.accountState).toMatchObject({
      address: EVM_ADDRESS,
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      status: 'connected',
      connectedWalletInfo: { name: 'Demo Wallet', icon: wallet.imageUrl, type: 'ANNOUNCED' },
      preferredAccountType: 'smartAccount',
    });
    expect(entry?.networkState.caipNetwork).toBe(MAINNET);
    expect(kit.stores.chain.getState().activeChain).toBe('eip155');
  });

  it('on success remembers connector id, namespace, network id, connection status and recent wallet', async () => {
    const { kit, storage } = createTestKit();
    await kit.connect(wallet);
    expect(kit.stores.connector.getState().activeConnectorIds).toEqual({ eip155: 'eip155-wallet' });
    expect(storage.getItem('@walletkit/eip155:connector_id')).toBe('"eip155-wallet"');
    expect(storage.getItem('@walletkit/active_namespace')).toBe('"eip155"');
    expect(storage.getItem('@walletkit/active_caip_network_id')).toBe('"eip155:1"');
    expect(storage.getItem('@walletkit/connection_status')).toBe('"connected"');
    expect(storage.getItem('@walletkit/connected_namespaces')).toBe('["eip155"]');
    expect(JSON.parse(storage.getItem('@walletkit/recent_wallets') ?? '[]')).toEqual([
      { id: 'eip155-wallet', name: 'Demo Wallet', imageUrl: wallet.imageUrl },
    ]);
  });

  it('recent wallets keep at most 2, most recent first, without duplicates', async () => {
    const { kit } = createTestKit();
    for (const id of ['a', 'b', 'a', 'c']) await kit.connect(connector({ id }));
    expect(kit.stores.connection.getState().recentWallets.map((w) => w.id)).toEqual(['c', 'a']);
  });

  it('on success reads the balance and closes the modal', async () => {
    const { kit } = createTestKit();
    kit.open();
    await kit.connect(wallet);
    await flush();
    expect(kit.stores.chain.getState().chains.eip155?.accountState).toMatchObject({
      balance: '10000.0',
      balanceSymbol: 'ETH',
    });
    expect(kit.stores.modal.getState().open).toBe(false);
  });

  it('a connect to a chain not in the config opens UnsupportedChain and keeps the modal open', async () => {
    const adapter = new ScriptedAdapter('eip155', { chainId: 31337 });
    const { kit } = createTestKit({ adapters: [adapter] });
    kit.open();
    await kit.connect(wallet);
    expect(kit.stores.router.getState().view).toBe('UnsupportedChain');
    expect(kit.stores.modal.getState().open).toBe(true);
    expect(kit.stores.chain.getState().chains.eip155?.networkState.caipNetwork).toMatchObject({
      caipNetworkId: 'eip155:31337',
      name: 'Unknown Network',
    });
  });

  it('a user rejection (4001) sets a retryable "rejected" error and status disconnected', async () => {
    const adapter = new ScriptedAdapter('eip155');
    adapter.connectResult = async () => {
      throw userRejection(4001, 'User rejected the request.');
    };
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.connect(wallet);
    expect(kit.stores.connection.getState()).toMatchObject({
      status: 'disconnected',
      error: { kind: 'rejected', message: 'User rejected the request.' },
    });
    expect(kit.stores.connector.getState().activeConnectorIds).toEqual({});
  });

  it('a rejection code 5000 nested in cause counts as a user rejection', async () => {
    const adapter = new ScriptedAdapter('eip155');
    adapter.connectResult = async () => {
      throw new Error('Request failed', { cause: userRejection(5000, 'User disapproved') });
    };
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.connect(wallet);
    expect(kit.stores.connection.getState().error?.kind).toBe('rejected');
  });

  it('another wallet error sets kind "failed" with the wallet message', async () => {
    const adapter = new ScriptedAdapter('eip155');
    adapter.connectResult = async () => {
      throw Object.assign(new Error('Already processing eth_requestAccounts. Please wait.'), {
        code: -32002,
      });
    };
    const events: KitEvent[] = [];
    const { kit } = createTestKit({ adapters: [adapter] });
    kit.events.subscribe((event) => events.push(event));
    await kit.connect(wallet);
    expect(kit.stores.connection.getState().error).toEqual({
      kind: 'failed',
      message: 'Already processing eth_requestAccounts. Please wait.',
    });
    expect(events.at(-1)).toMatchObject({ type: 'CONNECT_ERROR' });
  });

  it('retryConnect asks the wallet again and succeeds after a rejection', async () => {
    const adapter = new ScriptedAdapter('eip155');
    let attempts = 0;
    adapter.connectResult = async () => {
      attempts += 1;
      if (attempts === 1) throw userRejection();
      return { address: EVM_ADDRESS, chainId: 1 };
    };
    const { kit } = createTestKit({ adapters: [adapter] });
    kit.open();
    await kit.connect(wallet);
    await kit.retryConnect();
    expect(attempts).toBe(2);
    expect(kit.stores.connection.getState()).toMatchObject({
      status: 'connected',
      error: undefined,
    });
    expect(
      kit.stores.router.getState().history.filter((e) => e.view === 'ConnectingExternal'),
    ).toHaveLength(1);
  });

  it('a late answer from an abandoned attempt is ignored', async () => {
    const adapter = new ScriptedAdapter('eip155');
    const first = deferred<AdapterConnection>();
    adapter.connectResult = () => first.promise;
    const { kit } = createTestKit({ adapters: [adapter] });
    const abandoned = kit.connect(connector({ id: 'slow' }));
    adapter.connectResult = async () => {
      throw userRejection();
    };
    await kit.connect(connector({ id: 'other' }));
    first.resolve({ address: EVM_ADDRESS, chainId: 1 });
    await abandoned;
    expect(kit.stores.connection.getState().status).toBe('disconnected');
    expect(kit.stores.connection.getState().error?.kind).toBe('rejected');
  });

  it('a merged multi-chain connector connects through its member on the active namespace', async () => {
    const evm = new ScriptedAdapter('eip155');
    const sol = new ScriptedAdapter('solana');
    const { kit } = createTestKit({ adapters: [evm, sol] });
    const merged = connector({
      id: 'phantom-evm',
      name: 'Phantom',
      type: 'MULTI_CHAIN',
      connectors: [
        connector({ id: 'phantom-sol', chain: 'solana' }),
        connector({ id: 'phantom-evm' }),
      ],
    });
    await kit.connect(merged);
    expect(evm.calls).toContain('eip155.connect');
    expect(sol.calls).not.toContain('solana.connect');
  });

  it('a connector of a chain without adapter fails with "Chain adapter not found"', async () => {
    const { kit } = createTestKit();
    await kit.connect(connector({ id: 'sol', chain: 'solana' }));
    expect(kit.stores.connection.getState().error).toEqual({
      kind: 'failed',
      message: 'Chain adapter not found',
    });
  });
});
