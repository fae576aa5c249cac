// @vitest-environment jsdom
/** The Send form against a real kit whose wallet answers are scripted. */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TokenBalance } from '../../core/types.js';
import {
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
} from '../../core/testing/test-support.js';
import { SendingAdapter } from '../../core/send/testing/test-adapter.js';
import { sendFeature } from '../../core/send/send.js';
import { renderWithKit } from '../testing/render.js';
import { SendForm } from './SendForm.js';

afterEach(cleanup);

const USDC: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  quantity: { decimals: '6', numeric: '25' },
};

async function connectedForm(adapter: ScriptedAdapter, config: { locale?: 'de' } = {}) {
  const { kit } = createTestKit({ adapters: [adapter], config });
  await kit.start();
  await act(() => kit.connect(connector({ id: 'eip155-wallet', name: 'Wallet' })));
  await act(flush);
  renderWithKit(kit, <SendForm />);
  return kit;
}

describe('Send form', () => {
  it('selects the only token the account can send', async () => {
    await connectedForm(new ScriptedAdapter('eip155'));
    const select = screen.getByTestId('wk-send-token') as HTMLSelectElement;
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toMatch(/^ETH — /));
    expect((screen.getByTestId('wk-send-amount') as HTMLInputElement).disabled).toBe(false);
  });

  it('leaves the choice to the visitor when there are several tokens', async () => {
    const adapter = Object.assign(new ScriptedAdapter('eip155'), {
      getTokenBalances: async () => [USDC],
    });
    await connectedForm(adapter);
    const select = screen.getByTestId('wk-send-token') as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(3));
    expect(select.value).toBe('');
  });

  it("the kit's own refusal (a new account given less than the minimum) reads in the visitor's language; the spec's texts stay English", async () => {
    const adapter = new SendingAdapter();
    adapter.fee = { fee: '0.000021', symbol: 'ETH', minimumBalance: '0.5', receiverIsNew: true };
    const kit = await connectedForm(adapter, { locale: 'de' });
    const send = kit.feature(sendFeature);
    await waitFor(() => expect(send.store.getState().token?.symbol).toBe('ETH'));
    act(() => {
      send.setAmount('0.1');
      send.setReceiver('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    });
    await act(() => send.send());
    await waitFor(() =>
      expect(screen.getByTestId('wk-send-error').textContent).toBe(
        'Diese Adresse hat noch kein Guthaben, und ein neues Konto muss mindestens 0.5 ETH erhalten.',
      ),
    );
    expect(send.store.getState().error).toBe(
      'This address holds nothing yet, and a new account must receive at least 0.5 ETH.',
    );
    expect(adapter.sends).toEqual([]);

    act(() => send.setReceiver('not an address'));
    await act(() => send.send());
    expect(screen.getByTestId('wk-send-error').textContent).toBe('Invalid address');
  });
});
