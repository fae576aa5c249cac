import { describe, expect, it } from 'vitest';
import { combineAdapters } from '../combine-adapters.js';
import { ScriptedAdapter, connector, createTestKit } from '../testing/test-support.js';
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

describe('contract writes given an ABI', () => {
  const call = {
    address: '0x00000000000000000000000000000000000000aa',
    abi: [],
    functionName: 'f',
  };

  it('are encoded by the chain code of any member and sent by the wallet the visitor connected with', async () => {
    const sent: unknown[] = [];
    const browser = Object.assign(new ScriptedAdapter('eip155'), {
      encodeFunctionCall: async () => '0x12345678' as const,
    });
    const walletConnect = Object.assign(
      new ScriptedAdapter('eip155', {
        connectors: [connector({ id: 'walletConnect', type: 'WALLET_CONNECT' })],
      }),
      {
        walletCalls: (): WalletCalls => ({
          sendTransaction: async (transaction) => {
            sent.push(transaction);
            return '0xhash';
          },
        }),
      },
    );
    const { kit } = createTestKit({ adapters: [combineAdapters(browser, walletConnect)] });
    await kit.start();
    await kit.connect(kit.stores.connector.getState().connectors[1]!);
    expect(await kit.feature(walletCalls).writeContract({ ...call, value: 5n })).toBe('0xhash');
    expect(sent).toEqual([{ to: call.address, data: '0x12345678', value: 5n }]);
  });

  it("hand the wallet the called function's ABI fragments beside the transaction, never inside it", async () => {
    const sent: unknown[][] = [];
    const approveFragment = {
      type: 'function',
      name: 'approve',
      inputs: [
        { name: 'spender', type: 'address' },
        { name: 'amount', type: 'uint256' },
      ],
    };
    const abi = [
      approveFragment,
      { type: 'function', name: 'transfer', inputs: [] },
      { type: 'event', name: 'approve', inputs: [] },
    ];
    const adapter = Object.assign(new ScriptedAdapter('eip155'), {
      encodeFunctionCall: async () => '0x095ea7b3' as const,
      walletCalls: (): WalletCalls => ({
        sendTransaction: async (...args) => {
          sent.push(args);
          return '0xhash';
        },
      }),
    });
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.start();
    await kit.connect(kit.stores.connector.getState().connectors[0]!);
    await kit.feature(walletCalls).writeContract({ ...call, abi, functionName: 'approve' });
    expect(sent).toEqual([
      [{ to: call.address, data: '0x095ea7b3' }, { functionAbi: [approveFragment] }],
    ]);
  });

  it('are refused as unsupported, with nothing sent, when no member can encode a call', async () => {
    let sends = 0;
    const adapter = Object.assign(new ScriptedAdapter('eip155'), {
      walletCalls: (): WalletCalls => ({
        sendTransaction: async () => {
          sends++;
          return '0xhash';
        },
      }),
    });
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.start();
    await kit.connect(kit.stores.connector.getState().connectors[0]!);
    await expect(kit.feature(walletCalls).writeContract(call)).rejects.toMatchObject({
      category: 'unsupported',
      message: 'Writing to a contract is not supported by this wallet.',
    });
    expect(sends).toBe(0);
  });
});
