import { describe, expect, it } from 'vitest';
import { combineAdapters } from '../combine-adapters.js';
import { ScriptedAdapter, connector, createTestKit } from '../test-support.js';
import { walletCalls } from './api.js';
import type { WalletCalls } from './types.js';

describe('wallet calls through a family of combined adapters', () => {
  it('go to the wallet the visitor connected with, not to the first member', async () => {
    const browser = Object.assign(new ScriptedAdapter('eip155'), {
      walletCalls: (): WalletCalls => ({ signTypedData: async () => '0xbrowser' }),
    });
    const walletConnect = Object.assign(
      new ScriptedAdapter('eip155', {
        connectors: [connector({ id: 'walletConnect', type: 'WALLET_CONNECT' })],
      }),
      { walletCalls: (): WalletCalls => ({ signTypedData: async () => '0xwalletconnect' }) },
    );
    const { kit } = createTestKit({ adapters: [combineAdapters(browser, walletConnect)] });
    await kit.start();
    await kit.connect(kit.stores.connector.getState().connectors[1]!);
    const typedData = { domain: {}, types: {}, primaryType: 'X', message: {} };
    expect(await kit.feature(walletCalls).signTypedData(typedData)).toBe('0xwalletconnect');
  });
});
