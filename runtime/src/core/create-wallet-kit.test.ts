import { describe, expect, it } from 'vitest';
import { createWalletKit } from './create-wallet-kit.js';
import {
  MemoryStorage,
  ScriptedAdapter,
  connector,
  createTestKit,
  testConfig,
} from './testing/test-support.js';

describe('createWalletKit', () => {
  it('two kits never share state', async () => {
    const first = createTestKit();
    const second = createTestKit();
    first.kit.open();
    await first.kit.connect(connector({ id: 'eip155-wallet' }));
    expect(second.kit.stores.modal.getState().open).toBe(false);
    expect(second.kit.stores.chain.getState().chains.eip155?.accountState.address).toBeUndefined();
    expect(second.kit.stores.connection.getState().recentWallets).toEqual([]);
    expect(first.kit.stores).not.toBe(second.kit.stores);
  });

  it('works with only a config (no adapters, no options)', () => {
    const kit = createWalletKit(testConfig());
    kit.open();
    expect(kit.stores.router.getState().view).toBe('ConnectingWalletConnectBasic');
  });

  it('destroy stops every adapter', () => {
    const adapter = new ScriptedAdapter('eip155');
    const kit = createWalletKit(testConfig(), [adapter], { storage: new MemoryStorage() });
    kit.destroy();
    expect(adapter.calls).toEqual(['eip155.destroy']);
  });

  it('signMessage signs with the connected account through its adapter', async () => {
    const { kit } = createTestKit();
    await expect(kit.signMessage('hi')).rejects.toThrow('Address or auth connector not found');
    await kit.connect(connector({ id: 'eip155-wallet' }));
    await expect(kit.signMessage('hi')).resolves.toBe(
      'signed:hi:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    );
  });
});
