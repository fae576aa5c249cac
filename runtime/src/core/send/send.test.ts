import { describe, expect, it } from 'vitest';
import { activityFeature } from '../activity/activity.js';
import { balancesFeature } from '../balances/balances.js';
import { EVM_ADDRESS, connector, createTestKit, flush } from '../testing/test-support.js';
import type { TokenBalance } from '../wallet-types.js';
import { sendFeature } from './send.js';
import { SendingAdapter } from './testing/test-adapter.js';

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ETH: TokenBalance = {
  symbol: 'ETH',
  chainId: 'eip155:1',
  quantity: { decimals: '18', numeric: '10' },
};
const DEMO: TokenBalance = {
  symbol: 'DEMO',
  chainId: 'eip155:1',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  quantity: { decimals: '18', numeric: '100' },
};

async function connectedKit(adapter = new SendingAdapter()) {
  const test = createTestKit({ adapters: [adapter] });
  await test.kit.start();
  await test.kit.connect(connector({ id: 'eip155-wallet' }));
  await flush();
  const send = test.kit.feature(sendFeature);
  return { ...test, adapter, send };
}

describe('send', () => {
  it('requires an amount and a receiver: "An amount and receiver address are required"', async () => {
    const { send, adapter } = await connectedKit();
    send.setToken(ETH);
    send.setAmount('1');
    await send.send();
    expect(send.store.getState().error).toBe('An amount and receiver address are required');
    expect(adapter.sends).toEqual([]);
  });

  it('requires a token: "A token is required"', async () => {
    const { send } = await connectedKit();
    send.setAmount('1');
    send.setReceiver(RECEIVER);
    await send.send();
    expect(send.store.getState().error).toBe('A token is required');
  });

  it('refuses a chain family without send support: "Unsupported chain"', async () => {
    const adapter = new SendingAdapter('eip155');
    const { send } = await connectedKit(adapter);
    // The adapter loses its send methods: the kit must not branch on families it cannot send on.
    Object.assign(adapter, { sendNative: undefined });
    send.setToken(ETH);
    send.setAmount('1');
    send.setReceiver(RECEIVER);
    await send.send();
    expect(send.store.getState().error).toBe('Unsupported chain');
  });

  it('refuses a receiver that is not an address of the chain', async () => {
    const { send, adapter } = await connectedKit();
    send.setToken(ETH);
    send.setAmount('1');
    send.setReceiver('0x1234');
    await send.send();
    expect(send.store.getState().error).toBe('Invalid address');
    expect(adapter.sends).toEqual([]);
  });

  it('sends the native currency, then resets the form and refreshes the balance', async () => {
    const { send, adapter, kit } = await connectedKit();
    send.setToken(ETH);
    send.setAmount('1.5');
    send.setReceiver(RECEIVER);
    const balanceReads = adapter.calls.filter((c) => c === 'eip155.getBalance').length;
    const loading: boolean[] = [];
    send.store.subscribe((s) => loading.push(s.loading));
    await expect(send.send()).resolves.toMatch(/^0x/);
    expect(adapter.sends).toEqual([{ kind: 'native', to: RECEIVER, amount: '1.5' }]);
    expect(loading[0]).toBe(true);
    expect(send.store.getState()).toMatchObject({
      loading: false,
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
    });
    expect(adapter.calls.filter((c) => c === 'eip155.getBalance').length).toBeGreaterThan(
      balanceReads,
    );
    expect(kit.stores.snackbar.getState().open).toBe(false);
  });

  it('an amount whose comma may group thousands ("1,000") is refused, naming both readings; the form keeps it', async () => {
    const { send, adapter } = await connectedKit();
    send.setToken(ETH);
    send.setAmount('1,000');
    send.setReceiver(RECEIVER);
    await expect(send.send()).resolves.toBeUndefined();
    expect(send.store.getState()).toMatchObject({
      error: '“1,000” could mean 1000 or 1. Type 1000 or 1, whichever you mean.',
      problem: { kind: 'ambiguousComma' },
      typedAmount: '1,000',
      receiverAddress: RECEIVER,
    });
    expect(adapter.sends).toEqual([]);
  });

  it('sends the amount as the kit reads it: a decimal comma, leading zeros and spaces', async () => {
    const { send, adapter } = await connectedKit();
    send.setToken(ETH);
    send.setReceiver(RECEIVER);
    send.setAmount(' 001,5 ');
    expect(send.store.getState()).toMatchObject({ typedAmount: ' 001,5 ', sendTokenAmount: '1.5' });
    await send.send();
    expect(adapter.sends).toEqual([{ kind: 'native', to: RECEIVER, amount: '1.5' }]);
  });

  it('sends a token through the token branch with its contract address', async () => {
    const { send, adapter } = await connectedKit();
    send.setToken(DEMO);
    send.setAmount('12');
    send.setReceiver(RECEIVER);
    await send.send();
    expect(adapter.sends).toEqual([
      { kind: 'token', token: DEMO.address, to: RECEIVER, amount: '12' },
    ]);
  });

  it('a send the wallet rejects keeps the form and says why', async () => {
    const adapter = new SendingAdapter();
    adapter.sendResult = () =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    const { send } = await connectedKit(adapter);
    send.setToken(DEMO);
    send.setAmount('3');
    send.setReceiver(RECEIVER);
    await send.send();
    expect(send.store.getState()).toMatchObject({
      token: DEMO,
      sendTokenAmount: '3',
      receiverAddress: RECEIVER,
      loading: false,
      error: 'You declined the request in your wallet.',
    });
  });

  it('refuses an amount above the balance before asking the wallet', async () => {
    const { send, adapter } = await connectedKit();
    send.setToken(ETH);
    send.setAmount('11');
    send.setReceiver(RECEIVER);
    await send.send();
    expect(send.store.getState().error).toBe('Insufficient balance');
    expect(adapter.sends).toEqual([]);
  });

  it('resolves an ENS name to an address on eip155', async () => {
    const adapter = new SendingAdapter();
    adapter.names.set('bob.eth', RECEIVER);
    const { send } = await connectedKit(adapter);
    send.setToken(ETH);
    send.setAmount('1');
    send.setReceiver('bob.eth');
    await send.send();
    expect(adapter.sends[0]?.to).toBe(RECEIVER);
  });

  it('the review resolves a name and shows its address; the send goes there even if the name moves after', async () => {
    const adapter = new SendingAdapter();
    adapter.names.set('bob.eth', RECEIVER);
    const { send } = await connectedKit(adapter);
    send.setToken(ETH);
    send.setAmount('1');
    send.setReceiver('bob.eth');
    await expect(send.review()).resolves.toBe(true);
    expect(send.store.getState()).toMatchObject({
      receiverProfileName: 'bob.eth',
      resolvedReceiver: RECEIVER,
    });
    // The name's owner points it elsewhere while the visitor reads the review.
    adapter.names.set('bob.eth', EVM_ADDRESS);
    await send.send();
    expect(adapter.sends[0]?.to).toBe(RECEIVER);
  });

  it('an unknown name is refused at the review, before the confirmation, and the form is kept', async () => {
    const { send, adapter } = await connectedKit();
    send.setToken(ETH);
    send.setAmount('1');
    send.setReceiver('nobody.eth');
    await expect(send.review()).resolves.toBe(false);
    expect(send.store.getState()).toMatchObject({
      error: 'Error resolving name',
      receiverAddress: 'nobody.eth',
      sendTokenAmount: '1',
    });
    expect(adapter.sends).toEqual([]);
  });

  it('editing the receiver after the review drops the address the name resolved to', async () => {
    const adapter = new SendingAdapter();
    adapter.names.set('bob.eth', RECEIVER);
    const { send } = await connectedKit(adapter);
    send.setToken(ETH);
    send.setAmount('1');
    send.setReceiver('bob.eth');
    await send.review();
    send.setReceiver(EVM_ADDRESS);
    expect(send.store.getState().resolvedReceiver).toBeUndefined();
    await send.send();
    expect(adapter.sends[0]?.to).toBe(EVM_ADDRESS);
  });

  it('a name without an address reads "Error resolving name"', async () => {
    const { send, adapter } = await connectedKit();
    send.setToken(ETH);
    send.setAmount('1');
    send.setReceiver('nobody.eth');
    await send.send();
    expect(send.store.getState().error).toBe('Error resolving name');
    expect(adapter.sends).toEqual([]);
  });

  it('a name whose lookup fails reads "Error resolving name" and sends nothing', async () => {
    const adapter = new SendingAdapter();
    adapter.resolveName = async () => {
      throw new Error('HTTP request failed');
    };
    const { send } = await connectedKit(adapter);
    send.setToken(ETH);
    send.setAmount('1');
    send.setReceiver('bob.eth');
    await send.send();
    expect(send.store.getState().error).toBe('Error resolving name');
    expect(adapter.sends).toEqual([]);
  });

  it('an address is never looked up as a name', async () => {
    const adapter = new SendingAdapter();
    const lookups: string[] = [];
    adapter.resolveName = async ({ name }) => {
      lookups.push(name);
      return undefined;
    };
    const { send } = await connectedKit(adapter);
    send.setToken(ETH);
    send.setAmount('1');
    send.setReceiver(RECEIVER);
    await send.send();
    expect(lookups).toEqual([]);
    expect(adapter.sends[0]?.to).toBe(RECEIVER);
  });

  it('max is the whole token balance, and the native balance minus the estimated fee', async () => {
    const { send } = await connectedKit();
    send.setToken(DEMO);
    expect(send.maxAmount()).toBe('100');
    send.setToken(ETH);
    send.setAmount('1');
    send.setReceiver(RECEIVER);
    await send.estimateFee();
    expect(send.maxAmount()).toBe('9.999979');
  });

  it('sending the whole native balance is refused before asking the wallet, with a message naming the fee, and the form kept', async () => {
    const { send, adapter } = await connectedKit();
    send.setToken(ETH);
    send.setAmount('10');
    send.setReceiver(RECEIVER);
    // No estimate yet (a visitor faster than the debounce): the send estimates first.
    expect(send.store.getState().fee).toBeUndefined();
    await expect(send.send()).resolves.toBeUndefined();
    expect(adapter.sends).toEqual([]);
    expect(send.store.getState()).toMatchObject({
      token: ETH,
      sendTokenAmount: '10',
      receiverAddress: RECEIVER,
      loading: false,
      error:
        'Not enough to pay the network fee (≈ 0.000021 ETH) on top of this amount. Max sends all but the fee.',
    });
    // What the fee leaves is sent.
    send.setAmount('9.999979');
    await expect(send.send()).resolves.toMatch(/^0x/);
    expect(adapter.sends).toEqual([{ kind: 'native', to: RECEIVER, amount: '9.999979' }]);
  });

  it('Review refuses an amount that leaves no room for the estimated fee', async () => {
    const { send } = await connectedKit();
    send.setToken(ETH);
    send.setAmount('9.99999');
    send.setReceiver(RECEIVER);
    await send.estimateFee();
    expect(send.check()).toBe(
      'Not enough to pay the network fee (≈ 0.000021 ETH) on top of this amount. Max sends all but the fee.',
    );
  });

  it('Max with no estimate yet estimates the fee first (to the account itself before a receiver is typed) and leaves it', async () => {
    const adapter = new SendingAdapter();
    const asked: string[] = [];
    adapter.estimateFee = async (params?: { to: string; amount: string }) => {
      asked.push(`${params?.to} ${params?.amount}`);
      return adapter.fee;
    };
    const { send } = await connectedKit(adapter);
    send.setToken(ETH);
    await send.fillMax();
    expect(send.store.getState().sendTokenAmount).toBe('9.999979');
    expect(asked).toEqual([`${EVM_ADDRESS} 10`]);
    send.setToken(DEMO);
    await send.fillMax();
    expect(send.store.getState().sendTokenAmount).toBe('100');
  });

  it('a token send whose fee the native balance cannot pay is refused, naming the fee', async () => {
    const adapter = new SendingAdapter();
    adapter.balance = async () => ({ balance: '0.00001', symbol: 'ETH' });
    const { send, kit } = await connectedKit(adapter);
    await kit.feature(balancesFeature).fetch();
    send.setToken(DEMO);
    send.setAmount('5');
    send.setReceiver(RECEIVER);
    await send.send();
    expect(send.store.getState().error).toBe('Not enough to pay the network fee (≈ 0.000021 ETH).');
    expect(adapter.sends).toEqual([]);
  });

  it('the rent a send locks (a new Solana token account) counts with the fee', async () => {
    const adapter = new SendingAdapter();
    adapter.fee = { fee: '0.000005', symbol: 'ETH', accountRent: '0.00203928' };
    const { send } = await connectedKit(adapter);
    send.setToken(ETH);
    send.setAmount('9.998');
    send.setReceiver(RECEIVER);
    await send.send();
    expect(send.store.getState().error).toBe(
      'Not enough to pay the network fee (≈ 0.002044 ETH) on top of this amount. Max sends all but the fee.',
    );
    await send.fillMax();
    expect(send.store.getState().sendTokenAmount).toBe('9.99795572');
  });

  it('with a minimum balance (Solana rent), Max fills an amount that leaves nothing, which passes and is sent', async () => {
    const adapter = new SendingAdapter();
    adapter.fee = { fee: '0.000021', symbol: 'ETH', minimumBalance: '0.5', receiverIsNew: true };
    const { send } = await connectedKit(adapter);
    send.setToken(ETH);
    send.setReceiver(RECEIVER);
    send.setAmount('9.7');
    await send.send();
    expect(send.store.getState().error).toBe(
      'This would leave less than 0.5 ETH, which the network does not allow. Send at most 9.499979 ETH, or use Max to send everything.',
    );
    expect(adapter.sends).toEqual([]);
    await send.fillMax();
    expect(send.store.getState().sendTokenAmount).toBe('9.999979');
    await expect(send.send()).resolves.toMatch(/^0x/);
    expect(adapter.sends).toEqual([{ kind: 'native', to: RECEIVER, amount: '9.999979' }]);
  });

  it('an estimate that judged a send to the sender itself does not pass a receiver that is someone else', async () => {
    // As when a name resolved to the sender for the estimate and elsewhere for the send.
    const adapter = new SendingAdapter();
    adapter.fee = { fee: '0.000021', symbol: 'ETH', minimumBalance: '0.5', receiverIsSender: true };
    const { send } = await connectedKit(adapter);
    send.setToken(ETH);
    send.setReceiver(RECEIVER);
    send.setAmount('9.7');
    await send.send();
    expect(send.store.getState().error).toBe(
      'This would leave less than 0.5 ETH, which the network does not allow. Send at most 9.499979 ETH, or use Max to send everything.',
    );
    expect(adapter.sends).toEqual([]);
  });

  it('with no fee estimate to be had, the wallet decides', async () => {
    const adapter = new SendingAdapter();
    adapter.estimateFee = () => Promise.reject(new Error('estimate refused'));
    const { send } = await connectedKit(adapter);
    send.setToken(ETH);
    send.setAmount('10');
    send.setReceiver(RECEIVER);
    await send.send();
    expect(adapter.sends).toEqual([{ kind: 'native', to: RECEIVER, amount: '10' }]);
  });

  it('setting the active network clears the send form', async () => {
    const { send, kit } = await connectedKit();
    send.setToken(ETH);
    send.setAmount('1');
    await kit.switchNetwork(kit.config.networks[1]!);
    expect(send.store.getState()).toMatchObject({ token: undefined, sendTokenAmount: undefined });
  });

  it('a sent transaction appears in Activity when no blockchain API is configured', async () => {
    const { send, kit } = await connectedKit();
    send.setToken(ETH);
    send.setAmount('2');
    send.setReceiver(RECEIVER);
    const txId = await send.send();
    const activity = kit.feature(activityFeature);
    await activity.refresh();
    expect(activity.store.getState().transactions.map((tx) => tx.id)).toEqual([txId]);
    expect(activity.store.getState().source).toBe('local');
  });
});
