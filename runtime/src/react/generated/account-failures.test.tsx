// @vitest-environment jsdom
/**
 * The generated Account and Networks views when something cannot be done: a balance that
 * cannot be read, a network the connected wallet cannot serve.
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  MAINNET,
  POLYGON,
  SOLANA,
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
} from '../../core/testing/test-support.js';
import {
  loadGeneratedModule,
  mountHostPage,
  type GeneratedModule,
  viewCodeLoaded,
} from '../testing/generatedKit.js';

let module: GeneratedModule;
beforeAll(async () => {
  module = await loadGeneratedModule(['Connect', 'ConnectingExternal', 'Account', 'Networks']);
});
afterAll(() => module.rendered.remove());
afterEach(cleanup);

async function connectedPage(evm: ScriptedAdapter) {
  const { kit } = createTestKit({
    adapters: [evm, new ScriptedAdapter('solana')],
    config: { networks: [MAINNET, POLYGON, SOLANA] },
  });
  await kit.start();
  const user = userEvent.setup();
  mountHostPage(kit, module);
  await act(() => kit.connect(connector({ id: 'eip155-wallet', name: 'Demo Wallet' })));
  await act(flush);
  if (!kit.stores.modal.getState().open) await user.click(screen.getByTestId('wk-connect-button'));
  await viewCodeLoaded();
  return { kit, user };
}

describe('generated Account view with a balance that cannot be read', () => {
  it('a failed balance read says the balance is unavailable, and retry reads it again', async () => {
    const evm = new ScriptedAdapter('eip155');
    const balance = evm.balance;
    evm.balance = async () => {
      throw new Error('fetch failed');
    };
    const { user } = await connectedPage(evm);
    expect(screen.queryByTestId('wk-account-balance')).toBeNull();
    expect(screen.getByTestId('wk-account-balance-retry').textContent).toBe(
      'Balance unavailable — retry',
    );
    evm.balance = balance;
    await user.click(screen.getByTestId('wk-account-balance-retry'));
    await act(flush);
    expect(screen.getByTestId('wk-account-balance').textContent).toBe('10000 ETH');
  });
});

describe('generated Networks view with a network the wallet cannot serve', () => {
  it('choosing a network of another family says the wallet does not support it and keeps the session', async () => {
    const { user, kit } = await connectedPage(new ScriptedAdapter('eip155'));
    await user.click(screen.getByTestId('wk-account-network'));
    await viewCodeLoaded();
    await user.click(screen.getByTestId(`wk-network-${SOLANA.caipNetworkId}`));
    await act(flush);
    expect(screen.getByTestId('wk-network-error').textContent).toBe(
      'Demo Wallet does not support Solana',
    );
    expect(kit.stores.chain.getState().activeChain).toBe('eip155');
    expect(kit.stores.connection.getState().status).toBe('connected');
    expect(kit.stores.router.getState().view).toBe('Networks');
  });
});
