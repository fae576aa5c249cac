import { describe, expect, it } from 'vitest';
import {
  ACTIONS_NOT_LOADED,
  actionsOnUse,
  setActionsLoader,
  type KitActions,
} from './actions-on-use.js';
import { createKitContext } from './create-context.js';
import { walletKitFromContext } from './create-wallet-kit.js';
import {
  EVM_ADDRESS,
  MemoryStorage,
  ScriptedAdapter,
  connector,
  flush,
  testConfig,
} from './testing/test-support.js';

/** The actions' real module behind a fetch the test answers: resolve, or fail once. */
function controlledFetch() {
  const fetches: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<KitActions>((resolve, reject) => {
      fetches.push({
        resolve: () => void import('./actions.js').then(resolve),
        reject,
      });
    });
  return { load, fetches };
}

function kitWith(load: () => Promise<KitActions>, storage = new MemoryStorage()) {
  const ctx = createKitContext(testConfig(), [new ScriptedAdapter('eip155')], {
    isMobile: () => false,
    storage,
  });
  setActionsLoader(ctx, actionsOnUse(load));
  return walletKitFromContext(ctx);
}

describe("the kit's actions, fetched on use", () => {
  it('are not fetched by creating, starting or opening the kit; prepareActions fetches them once', async () => {
    const { load, fetches } = controlledFetch();
    const kit = kitWith(load);
    await kit.start();
    kit.open();
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The shown modal asks for them (ModalDialog), not the opening's task.
    expect(fetches).toHaveLength(0);
    kit.prepareActions();
    kit.prepareActions();
    expect(fetches).toHaveLength(1);
  });

  it('a pick right after the modal opens fetches them at once, and only once', async () => {
    const { load, fetches } = controlledFetch();
    const kit = kitWith(load);
    await kit.start();
    kit.open();
    const connecting = kit.connect(connector({ id: 'eip155-wallet' }));
    expect(fetches).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetches).toHaveLength(1);
    fetches[0]!.resolve();
    await connecting;
    expect(kit.stores.chain.getState().chains.eip155?.accountState.address).toBe(EVM_ADDRESS);
  });

  it('a call made while they are on their way waits for them, then runs', async () => {
    const { load, fetches } = controlledFetch();
    const kit = kitWith(load);
    await kit.start();
    let connected = false;
    const connecting = kit.connect(connector({ id: 'eip155-wallet' })).then(() => {
      connected = true;
    });
    const signing = kit.signMessage('hi');
    await flush();
    expect(connected).toBe(false);
    expect(kit.stores.connection.getState().status).toBe('disconnected');
    // Two calls, one fetch.
    expect(fetches).toHaveLength(1);
    fetches[0]!.resolve();
    await connecting;
    expect(kit.stores.chain.getState().chains.eip155?.accountState.address).toBe(EVM_ADDRESS);
    // The signature was asked for before the account connected: it says so, as before.
    await expect(signing).rejects.toThrow('Address or auth connector not found');
    await expect(kit.signMessage('hi')).resolves.toBe(`signed:hi:${EVM_ADDRESS}`);
  });

  it('a fetch that fails rejects with a clear error shown to the visitor, and the next call fetches again', async () => {
    const { load, fetches } = controlledFetch();
    const kit = kitWith(load);
    await kit.start();
    const first = kit.connect(connector({ id: 'eip155-wallet' }));
    fetches[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(first).rejects.toThrow(
      `${ACTIONS_NOT_LOADED}: Failed to fetch dynamically imported module`,
    );
    expect(kit.stores.alert.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: `${ACTIONS_NOT_LOADED}: Failed to fetch dynamically imported module`,
    });
    expect(kit.stores.connection.getState().status).toBe('disconnected');

    const second = kit.connect(connector({ id: 'eip155-wallet' }));
    expect(fetches).toHaveLength(2);
    fetches[1]!.resolve();
    await second;
    expect(kit.stores.chain.getState().chains.eip155?.accountState.address).toBe(EVM_ADDRESS);
  });

  it('a remembered session shows connecting at once, fetches them as the kit starts, and is restored once they come', async () => {
    const storage = new MemoryStorage();
    const first = kitWith(() => import('./actions.js'), storage);
    await first.start();
    await first.connect(connector({ id: 'eip155-wallet' }));
    await flush();
    const balance = first.stores.chain.getState().chains.eip155?.accountState.balance;
    expect(balance).toBeDefined();

    const { load, fetches } = controlledFetch();
    const reloaded = kitWith(load, storage);
    const started = reloaded.start();
    const account = () => reloaded.stores.chain.getState().chains.eip155?.accountState;
    // "Connecting…" from the start, never "Connect Wallet", while the actions are on their way.
    expect(reloaded.stores.connection.getState().status).toBe('connecting');
    expect(fetches).toHaveLength(1);
    await flush();
    expect(account()?.address).toBeUndefined();
    fetches[0]!.resolve();
    await started;
    await flush();
    expect(account()?.address).toBe(EVM_ADDRESS);
    expect(account()?.balance).toBe(balance);
    expect(reloaded.stores.connection.getState().status).toBe('connected');
  });

  it('a remembered session whose actions do not come is shown disconnected, and the next call fetches again', async () => {
    const storage = new MemoryStorage();
    const first = kitWith(() => import('./actions.js'), storage);
    await first.start();
    await first.connect(connector({ id: 'eip155-wallet' }));

    const { load, fetches } = controlledFetch();
    const reloaded = kitWith(load, storage);
    const started = reloaded.start();
    fetches[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    await started;
    expect(reloaded.stores.connection.getState().status).toBe('disconnected');
    const connecting = reloaded.connect(connector({ id: 'eip155-wallet' }));
    expect(fetches).toHaveLength(2);
    fetches[1]!.resolve();
    await connecting;
    expect(reloaded.stores.chain.getState().chains.eip155?.accountState.address).toBe(EVM_ADDRESS);
  });

  it("a wallet's events for a page it is not connected to fetch nothing", async () => {
    const { load, fetches } = controlledFetch();
    const adapter = new ScriptedAdapter('eip155');
    const ctx = createKitContext(testConfig(), [adapter], { isMobile: () => false });
    setActionsLoader(ctx, actionsOnUse(load));
    const kit = walletKitFromContext(ctx);
    await kit.start();
    adapter.emit({ type: 'accountsChanged', address: EVM_ADDRESS });
    adapter.emit({ type: 'chainChanged', chainId: 137 });
    adapter.emit({ type: 'disconnect' });
    await flush();
    expect(fetches).toHaveLength(0);
    expect(kit.stores.chain.getState().chains.eip155?.accountState.address).toBeUndefined();
  });
});
