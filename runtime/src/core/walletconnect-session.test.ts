import { beforeAll, describe, expect, it } from 'vitest';
import { loadActions } from './actions-on-use.js';
import { combineAdapters } from './combine-adapters.js';
import {
  MAINNET,
  SOLANA,
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
} from './testing/test-support.js';

const wcConnector = (chain: 'eip155' | 'solana') =>
  connector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain });

/** An eip155 family (browser wallet + WalletConnect) and a solana family (WalletConnect only). */
function setup(options: { solanaApproved?: boolean } = {}) {
  const evmWc = new ScriptedAdapter('eip155', { connectors: [wcConnector('eip155')] });
  const solanaWc = new ScriptedAdapter('solana', { connectors: [wcConnector('solana')] });
  if (options.solanaApproved === false) solanaWc.reconnectResult = async () => null;
  const adapters = [combineAdapters(new ScriptedAdapter('eip155'), evmWc), solanaWc];
  const kit = createTestKit({ adapters, config: { networks: [MAINNET, SOLANA] } });
  return { ...kit, evmWc, solanaWc };
}

const walletConnectEntry = (kit: ReturnType<typeof setup>['kit']) =>
  kit.stores.connector.getState().connectors.find((c) => c.id === 'walletConnect')!;

describe('WalletConnect in the core', () => {
  // The kit's actions have come (in a page, the modal's opening fetched them): a pick shows
  // its connecting view in the same task (actions-on-use.test.ts covers a call that waits).
  beforeAll(async () => {
    await loadActions();
  });

  it('a WalletConnect connector routes to ConnectingWalletConnect, not ConnectingExternal', async () => {
    const { kit, evmWc } = setup();
    await kit.start();
    let answer!: () => void;
    evmWc.connectResult = () =>
      new Promise((resolve) => {
        answer = () =>
          resolve({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1 });
      });
    kit.open();
    const connecting = kit.connect(walletConnectEntry(kit));
    expect(kit.stores.router.getState().view).toBe('ConnectingWalletConnect');
    expect(kit.stores.router.getState().data).toEqual({
      wallet: { id: 'walletConnect', name: 'WalletConnect' },
    });
    answer();
    await connecting;
  });

  it('after connecting through WalletConnect the other WalletConnect namespaces join the session', async () => {
    const { kit, solanaWc } = setup();
    await kit.start();
    await kit.connect(walletConnectEntry(kit));
    expect(solanaWc.calls).toContain('solana.reconnect');
    expect(solanaWc.calls).not.toContain('solana.connect');
    const chains = kit.stores.chain.getState().chains;
    expect(chains.eip155?.accountState.status).toBe('connected');
    expect(chains.solana?.accountState.status).toBe('connected');
    expect(chains.solana?.accountState.connectedWalletInfo?.type).toBe('WALLET_CONNECT');
    // The family the visitor connected on stays the active one.
    expect(kit.stores.chain.getState().activeChain).toBe('eip155');
  });

  it('a family the wallet did not approve stays disconnected', async () => {
    const { kit } = setup({ solanaApproved: false });
    await kit.start();
    await kit.connect(walletConnectEntry(kit));
    const chains = kit.stores.chain.getState().chains;
    expect(chains.eip155?.accountState.status).toBe('connected');
    expect(chains.solana?.accountState.status).not.toBe('connected');
  });

  it('a wallet-side disconnect returns every WalletConnect namespace to disconnected', async () => {
    const { kit, evmWc, solanaWc } = setup();
    await kit.start();
    await kit.connect(walletConnectEntry(kit));
    evmWc.emit({ type: 'disconnect' });
    solanaWc.emit({ type: 'disconnect' });
    const chains = kit.stores.chain.getState().chains;
    expect(chains.eip155?.accountState.address).toBeUndefined();
    expect(chains.solana?.accountState.address).toBeUndefined();
    expect(kit.stores.connection.getState().status).toBe('disconnected');
  });

  it('reconnect after reload restores every WalletConnect namespace without a new pairing', async () => {
    const first = setup();
    await first.kit.start();
    await first.kit.connect(walletConnectEntry(first.kit));
    const second = setup();
    for (const [key, value] of first.storage.items) second.storage.setItem(key, value);
    await second.kit.start();
    expect(second.evmWc.calls).toContain('eip155.reconnect');
    expect(second.evmWc.calls).not.toContain('eip155.connect');
    expect(second.kit.stores.chain.getState().chains.solana?.accountState.status).toBe('connected');
  });

  it('a wallet picked in AllWallets is paired with and remembered as a recent wallet', async () => {
    const { kit } = setup();
    await kit.start();
    const wallet = { id: 'rainbow', name: 'Rainbow', mobileLink: 'rainbow://' };
    const connecting = kit.connect(walletConnectEntry(kit), { wallet });
    expect(kit.stores.router.getState().data).toEqual({ wallet });
    await connecting;
    expect(kit.stores.connection.getState().recentWallets[0]).toEqual({
      id: 'rainbow',
      name: 'Rainbow',
    });
  });

  it('retrying a failed pairing stays on the same ConnectingWalletConnect view', async () => {
    const { kit, evmWc } = setup();
    await kit.start();
    evmWc.connectResult = async () => {
      throw new Error('relay unreachable');
    };
    kit.open();
    await kit.connect(walletConnectEntry(kit));
    expect(kit.stores.connection.getState().error?.message).toBe('relay unreachable');
    const depth = kit.stores.router.getState().history.length;
    await kit.retryConnect();
    await flush();
    expect(kit.stores.router.getState().view).toBe('ConnectingWalletConnect');
    expect(kit.stores.router.getState().history).toHaveLength(depth);
  });

  it('the walletConnect entry is listed first by default', async () => {
    const { kit } = setup();
    await kit.start();
    expect(kit.getOrderedConnectors().map((c) => c.id)).toEqual(['walletConnect', 'eip155-wallet']);
  });
});
