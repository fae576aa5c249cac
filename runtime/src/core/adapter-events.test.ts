import { describe, expect, it } from 'vitest';
import {
  EVM_ADDRESS,
  POLYGON,
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
} from './testing/test-support.js';

const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

async function connected() {
  const adapter = new ScriptedAdapter('eip155');
  const setup = createTestKit({ adapters: [adapter] });
  await setup.kit.start();
  await setup.kit.connect(connector({ id: 'eip155-wallet' }));
  await flush();
  return { ...setup, adapter };
}

describe('adapter events', () => {
  it('connectors updates the connector list', async () => {
    const adapter = new ScriptedAdapter('eip155', { connectors: [] });
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.start();
    expect(kit.stores.connector.getState().connectors).toEqual([]);
    const announced = connector({ id: 'io.metamask', name: 'MetaMask' });
    adapter.emit({ type: 'connectors', connectors: [announced] });
    expect(kit.stores.connector.getState().connectors).toEqual([announced]);
  });

  it('accountsChanged with an address updates the account and reads its balance', async () => {
    const { kit, adapter } = await connected();
    adapter.balance = async () => ({ balance: '1.5', symbol: 'ETH' });
    adapter.emit({ type: 'accountsChanged', address: OTHER_ADDRESS });
    expect(kit.stores.chain.getState().chains.eip155?.accountState).toMatchObject({
      address: OTHER_ADDRESS,
      caipAddress: `eip155:1:${OTHER_ADDRESS}`,
      status: 'connected',
    });
    await flush();
    expect(kit.stores.chain.getState().chains.eip155?.accountState.balance).toBe('1.5');
  });

  it('the account name the wallet gives on connect and on an account change is the account state', async () => {
    const adapter = new ScriptedAdapter('eip155');
    adapter.connectResult = async () => ({ address: EVM_ADDRESS, chainId: 1, accountName: 'Main' });
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.start();
    await kit.connect(connector({ id: 'eip155-wallet' }));
    const account = () => kit.stores.chain.getState().chains.eip155?.accountState;
    expect(account()?.walletAccountName).toBe('Main');
    adapter.emit({ type: 'accountsChanged', address: OTHER_ADDRESS, accountName: 'Savings' });
    expect(account()?.walletAccountName).toBe('Savings');
    // An account the wallet does not name shows no stale name.
    adapter.emit({ type: 'accountsChanged', address: EVM_ADDRESS });
    expect(account()?.walletAccountName).toBeUndefined();
  });

  it('accountsChanged with no address disconnects', async () => {
    const { kit, adapter, storage } = await connected();
    adapter.emit({ type: 'accountsChanged', address: undefined });
    const account = kit.stores.chain.getState().chains.eip155?.accountState;
    expect(account?.address).toBeUndefined();
    expect(account?.status).toBe('disconnected');
    expect(kit.stores.connection.getState().status).toBe('disconnected');
    expect(storage.getItem('@walletkit/eip155:connector_id')).toBeNull();
    expect(storage.getItem('@walletkit/connection_status')).toBe('"disconnected"');
  });

  it('accountsChanged is ignored while the namespace is not connected', async () => {
    const adapter = new ScriptedAdapter('eip155');
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.start();
    adapter.emit({ type: 'accountsChanged', address: EVM_ADDRESS });
    expect(kit.stores.chain.getState().chains.eip155?.accountState.address).toBeUndefined();
  });

  it('chainChanged updates the network', async () => {
    const { kit, adapter, storage } = await connected();
    adapter.emit({ type: 'chainChanged', chainId: 137 });
    const entry = kit.stores.chain.getState().chains.eip155;
    expect(entry?.networkState.caipNetwork).toBe(POLYGON);
    expect(entry?.accountState.caipAddress).toBe(`eip155:137:${EVM_ADDRESS}`);
    expect(storage.getItem('@walletkit/active_caip_network_id')).toBe('"eip155:137"');
  });

  it('chainChanged to a chain not in the config is unsupported and opens UnsupportedChain', async () => {
    const { kit, adapter, storage } = await connected();
    adapter.emit({ type: 'chainChanged', chainId: 10 });
    expect(kit.stores.chain.getState().chains.eip155?.networkState.caipNetwork?.name).toBe(
      'Unknown Network',
    );
    expect(kit.stores.modal.getState().open).toBe(true);
    expect(kit.stores.router.getState().view).toBe('UnsupportedChain');
    expect(storage.getItem('@walletkit/active_caip_network_id')).toBe('"eip155:1"');
  });

  it('disconnect resets the namespace and an open Account view falls back to Connect', async () => {
    const { kit, adapter } = await connected();
    kit.open();
    expect(kit.stores.router.getState().view).toBe('Account');
    adapter.emit({ type: 'disconnect' });
    expect(kit.stores.chain.getState().chains.eip155?.accountState.status).toBe('disconnected');
    expect(kit.stores.router.getState().view).toBe('Connect');
  });
});
