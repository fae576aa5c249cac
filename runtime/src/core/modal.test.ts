import { describe, expect, it } from 'vitest';
import { ScriptedAdapter, connector, createTestKit, flush } from './testing/test-support.js';

async function connectedKit(options: Parameters<typeof createTestKit>[0] = {}) {
  const setup = createTestKit(options);
  await setup.kit.start();
  await setup.kit.connect(connector({ id: 'eip155-wallet' }));
  return setup;
}

describe('modal opening', () => {
  it('with no adapters and no address opens ConnectingWalletConnectBasic on desktop', () => {
    const { kit } = createTestKit({ adapters: [], isMobile: () => false });
    kit.open();
    expect(kit.stores.router.getState().view).toBe('ConnectingWalletConnectBasic');
    expect(kit.stores.modal.getState().open).toBe(true);
  });

  it('with no adapters and no address opens AllWallets on mobile', () => {
    const { kit } = createTestKit({ adapters: [], isMobile: () => true });
    kit.open();
    expect(kit.stores.router.getState().view).toBe('AllWallets');
  });

  it('with no adapters and no address the pairing view wins over a requested view', () => {
    const { kit } = createTestKit({ adapters: [] });
    kit.open({ view: 'Networks' });
    expect(kit.stores.router.getState().view).toBe('ConnectingWalletConnectBasic');
  });

  it('manual control of pairing applies the same rule (desktop)', () => {
    const { kit } = createTestKit({ config: { manualWCControl: true } });
    kit.open();
    expect(kit.stores.router.getState().view).toBe('ConnectingWalletConnectBasic');
  });

  it('manual control of pairing applies the same rule (mobile)', () => {
    const { kit } = createTestKit({ config: { manualWCControl: true }, isMobile: () => true });
    kit.open();
    expect(kit.stores.router.getState().view).toBe('AllWallets');
  });

  it('manual control of pairing with a connected account opens Account', async () => {
    const { kit } = await connectedKit({ config: { manualWCControl: true } });
    kit.open();
    expect(kit.stores.router.getState().view).toBe('Account');
  });

  it('a requested view opens with its data', () => {
    const { kit } = createTestKit();
    const wallet = connector({ id: 'a' });
    kit.open({ view: 'ConnectingExternal', data: { connector: wallet } });
    expect(kit.stores.router.getState()).toMatchObject({
      view: 'ConnectingExternal',
      data: { connector: wallet },
      history: [{ view: 'ConnectingExternal', data: { connector: wallet } }],
    });
  });

  it('an address opens Account', async () => {
    const { kit } = await connectedKit();
    kit.open();
    expect(kit.stores.router.getState().view).toBe('Account');
  });

  it('without an address opens Connect', () => {
    const { kit } = createTestKit();
    kit.router.push('Networks');
    kit.open();
    expect(kit.stores.router.getState().history).toEqual([{ view: 'Connect' }]);
  });

  it('opening sets loading for the namespace until the start-up work has finished', async () => {
    const adapter = new ScriptedAdapter('eip155');
    let finishReconnect!: () => void;
    adapter.reconnectResult = () =>
      new Promise((resolve) => {
        finishReconnect = () =>
          resolve({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1 });
      });
    const { kit, storage } = createTestKit({ adapters: [adapter] });
    storage.setItem('@walletkit/connection_status', '"connected"');
    storage.setItem('@walletkit/eip155:connector_id', '"eip155-wallet"');
    const started = kit.start();
    kit.open();
    expect(kit.stores.modal.getState().loading).toEqual({ eip155: true });
    await flush();
    expect(kit.stores.modal.getState().loading.eip155).toBe(true);
    finishReconnect();
    await started;
    await flush();
    expect(kit.stores.modal.getState().loading.eip155).toBe(false);
  });

  it('opening without start-up work clears loading right after', async () => {
    const { kit } = createTestKit();
    kit.open();
    expect(kit.stores.modal.getState().loading.eip155).toBe(true);
    await flush();
    expect(kit.stores.modal.getState().loading.eip155).toBe(false);
  });
});

describe('embedded mode is open from start-up', () => {
  it('in embedded mode the modal is open from start-up, with the view the opening rules pick', async () => {
    const { kit } = createTestKit({ adapters: [], config: { enableEmbedded: true } });
    expect(kit.stores.modal.getState().open).toBe(false);
    await kit.start();
    expect(kit.stores.modal.getState().open).toBe(true);
    expect(kit.stores.router.getState().view).toBe('ConnectingWalletConnectBasic');
  });

  it('in embedded mode an account restored at start-up shows Account', async () => {
    const { kit, storage } = createTestKit({ config: { enableEmbedded: true } });
    storage.setItem('@walletkit/connection_status', '"connected"');
    storage.setItem('@walletkit/eip155:connector_id', '"eip155-wallet"');
    const started = kit.start();
    expect(kit.stores.router.getState().view).toBe('Connect');
    expect(kit.stores.modal.getState().loading.eip155).toBe(true);
    await started;
    await flush();
    expect(kit.stores.router.getState().view).toBe('Account');
  });

  it('in embedded mode a view the visitor chose during start-up is kept', async () => {
    const { kit, storage } = createTestKit({ config: { enableEmbedded: true } });
    storage.setItem('@walletkit/connection_status', '"connected"');
    storage.setItem('@walletkit/eip155:connector_id', '"eip155-wallet"');
    const started = kit.start();
    kit.router.push('Networks');
    await started;
    await flush();
    expect(kit.stores.router.getState().view).toBe('Networks');
  });

  it('without embedded mode start-up does not open the modal', async () => {
    const { kit } = createTestKit();
    await kit.start();
    expect(kit.stores.modal.getState().open).toBe(false);
  });
});

describe('modal closing', () => {
  it('closing hides the modal', () => {
    const { kit } = createTestKit();
    kit.open();
    kit.close();
    expect(kit.stores.modal.getState().open).toBe(false);
  });

  it('closing is refused while the view is ApproveTransaction unless forced', () => {
    const { kit } = createTestKit();
    kit.open({ view: 'ApproveTransaction' });
    kit.close();
    expect(kit.stores.modal.getState().open).toBe(true);
    kit.close({ force: true });
    expect(kit.stores.modal.getState().open).toBe(false);
  });

  it('in embedded mode closing shows Connect when not connected instead of hiding', () => {
    const { kit } = createTestKit({ config: { enableEmbedded: true } });
    kit.open({ view: 'Networks' });
    kit.close();
    expect(kit.stores.modal.getState().open).toBe(true);
    expect(kit.stores.router.getState().history).toEqual([{ view: 'Connect' }]);
  });

  it('in embedded mode closing shows Account when connected instead of hiding', async () => {
    const { kit } = await connectedKit({ config: { enableEmbedded: true } });
    kit.open({ view: 'Networks' });
    kit.close();
    expect(kit.stores.modal.getState().open).toBe(true);
    expect(kit.stores.router.getState().view).toBe('Account');
  });
});

describe('close button', () => {
  const siwxRequired = { siwx: { required: true } };

  it('is disabled when SIWX is required, no session exists and the view is SIWXSignMessage', () => {
    const { kit } = createTestKit({ config: siwxRequired });
    kit.open({ view: 'SIWXSignMessage' });
    expect(kit.isCloseDisabled()).toBe(true);
  });

  it('is disabled when SIWX is required, no session exists and the view is ApproveTransaction', () => {
    const { kit } = createTestKit({ config: siwxRequired });
    kit.open({ view: 'ApproveTransaction' });
    expect(kit.isCloseDisabled()).toBe(true);
  });

  it('is enabled when a SIWX session exists', () => {
    const { kit } = createTestKit({
      config: siwxRequired,
      siwx: { hasSession: () => true, clearSessions: () => undefined },
    });
    kit.open({ view: 'SIWXSignMessage' });
    expect(kit.isCloseDisabled()).toBe(false);
  });

  it('is enabled when SIWX is not required', () => {
    const { kit } = createTestKit({ config: { siwx: { required: false } } });
    kit.open({ view: 'SIWXSignMessage' });
    expect(kit.isCloseDisabled()).toBe(false);
  });

  it('is enabled on other views', () => {
    const { kit } = createTestKit({ config: siwxRequired });
    kit.open({ view: 'Networks' });
    expect(kit.isCloseDisabled()).toBe(false);
  });

  it('a disabled close button cannot be bypassed by closing, unless forced', () => {
    const { kit } = createTestKit({ config: siwxRequired });
    kit.open({ view: 'SIWXSignMessage' });
    kit.close();
    expect(kit.stores.modal.getState().open).toBe(true);
    kit.close({ force: true });
    expect(kit.stores.modal.getState().open).toBe(false);
  });
});
