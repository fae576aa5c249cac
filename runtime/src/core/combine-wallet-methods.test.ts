import { describe, expect, it } from 'vitest';
import { combineAdapters } from './combine-adapters.js';
import { SendingAdapter } from './send/testing/test-adapter.js';
import { MAINNET, ScriptedAdapter } from './testing/test-support.js';

describe('combined adapters forward balances and sends', () => {
  it('token balances come from the member that reads them even when another is active', async () => {
    const reader = new SendingAdapter();
    reader.tokenBalances = async () => [
      { symbol: 'DEMO', chainId: 'eip155:1', quantity: { decimals: '18', numeric: '1' } },
    ];
    const combined = combineAdapters(new ScriptedAdapter('eip155'), reader);
    const balances = await combined.getTokenBalances!({ address: '0x', network: MAINNET });
    expect(balances.map((b) => b.symbol)).toEqual(['DEMO']);
  });

  it('a send goes through the connected member, and is "Unsupported chain" when it cannot send', async () => {
    const sender = new SendingAdapter('eip155', {
      connectors: [{ id: 'sender', name: 'S', type: 'ANNOUNCED', chain: 'eip155' }],
    });
    const other = new ScriptedAdapter('eip155', {
      connectors: [{ id: 'other', name: 'O', type: 'ANNOUNCED', chain: 'eip155' }],
    });
    const combined = combineAdapters(other, sender);
    await combined.connect({ connectorId: 'sender', network: MAINNET });
    await combined.sendNative!({ to: '0xabc', amount: '1' });
    expect(sender.sends).toHaveLength(1);
    await combined.connect({ connectorId: 'other', network: MAINNET });
    await expect(combined.sendNative!({ to: '0xabc', amount: '1' })).rejects.toThrow(
      'Unsupported chain',
    );
  });

  it('leaves the methods out when no member has them', () => {
    const combined = combineAdapters(new ScriptedAdapter('eip155'), new ScriptedAdapter('eip155'));
    expect(combined.sendNative).toBeUndefined();
    expect(combined.getTokenBalances).toBeUndefined();
  });
});
