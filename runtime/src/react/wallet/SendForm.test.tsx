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

async function connectedForm(adapter: ScriptedAdapter) {
  const { kit } = createTestKit({ adapters: [adapter] });
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
});
