// @vitest-environment jsdom
/**
 * The generated ConnectButton, Connect and ConnectingExternal views (templates/), run
 * against a real kit whose wallet answers are scripted.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, afterEach, describe, expect, it } from 'vitest';
import {
  EVM_ADDRESS,
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
  userRejection,
} from '../../core/testing/test-support.js';
import type { AdapterConnection } from '../../core/types.js';
import {
  loadGeneratedModule,
  mountHostPage,
  type GeneratedModule,
} from '../testing/generatedKit.js';

let generated: GeneratedModule;
beforeAll(async () => {
  generated = await loadGeneratedModule(['Connect', 'ConnectingExternal', 'Account']);
});
afterAll(() => generated.rendered.remove());
afterEach(cleanup);

/** A wallet whose connect answer the test gives, later. */
function deferredConnect(adapter: ScriptedAdapter) {
  const answers: { resolve(c: AdapterConnection): void; reject(e: unknown): void }[] = [];
  adapter.connectResult = () => new Promise((resolve, reject) => answers.push({ resolve, reject }));
  return {
    approve: () => answers.shift()!.resolve({ address: EVM_ADDRESS, chainId: 1 }),
    decline: () => answers.shift()!.reject(userRejection()),
    fail: (message: string) => answers.shift()!.reject(new Error(message)),
  };
}

async function startedPage(connectors = [connector({ id: 'alpha', name: 'Alpha' })]) {
  const adapter = new ScriptedAdapter('eip155', { connectors });
  const { kit } = createTestKit({ adapters: [adapter] });
  await kit.start();
  const user = userEvent.setup();
  mountHostPage(kit, generated);
  return { kit, adapter, user };
}

describe('generated ConnectButton', () => {
  it('reads "Connect Wallet" while disconnected and opens the modal on Connect', async () => {
    const { user, kit } = await startedPage();
    const button = screen.getByTestId('wk-connect-button');
    expect(button.textContent).toBe('Connect Wallet');
    await user.click(button);
    expect(kit.stores.modal.getState().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it('reads "Connecting…" while a wallet is being connected', async () => {
    const { user, adapter } = await startedPage();
    deferredConnect(adapter);
    await user.click(screen.getByTestId('wk-connect-button'));
    await user.click(screen.getByTestId('wk-wallet-alpha'));
    expect(screen.getByTestId('wk-connect-button').textContent).toBe('Connecting…');
  });

  it('shows the short address and the balance truncated to 3 decimals once connected', async () => {
    const { user, adapter } = await startedPage();
    adapter.balance = async () => ({ balance: '1234.56789', symbol: 'ETH' });
    await user.click(screen.getByTestId('wk-connect-button'));
    await user.click(screen.getByTestId('wk-wallet-alpha'));
    await act(flush);
    expect(screen.getByTestId('wk-connect-button').textContent).toBe('0xf39F…22661234.567 ETH');
    // The kit closes the modal after a successful connect; the button reopens it on Account.
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByTestId('wk-connect-button'));
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy();
  });

  it('after a connect closes the modal, focus returns to the connect button, now the account button', async () => {
    const { user } = await startedPage();
    await user.click(screen.getByTestId('wk-connect-button'));
    await user.click(screen.getByTestId('wk-wallet-alpha'));
    await act(flush);
    const button = screen.getByTestId('wk-connect-button');
    expect(button.getAttribute('data-wk-status')).toBe('connected');
    expect(document.activeElement).toBe(button);
  });
});

describe('generated Connect view', () => {
  it('lists the wallets in the kit order, the recent one badged "Recent", the others "Installed"', async () => {
    const { user, kit } = await startedPage([
      connector({ id: 'alpha', name: 'Alpha' }),
      connector({ id: 'beta', name: 'Beta' }),
    ]);
    await act(() => kit.connect(connector({ id: 'beta', name: 'Beta' })));
    await act(() => kit.disconnect());
    await user.click(screen.getByTestId('wk-connect-button'));

    const items = within(screen.getByRole('list', { name: 'Wallets' })).getAllByRole('button');
    const expected = kit.getOrderedConnectors().map((c) => `wk-wallet-${c.id}`);
    expect(items.map((item) => item.dataset.testid)).toEqual(expected);
    expect(screen.getByTestId('wk-wallet-beta').textContent).toBe('BBetaRecent');
    expect(screen.getByTestId('wk-wallet-alpha').textContent).toBe('AAlphaInstalled');
  });

  it('says no wallet was found when the browser has none', async () => {
    const { user } = await startedPage([]);
    await user.click(screen.getByTestId('wk-connect-button'));
    expect(await screen.findByTestId('wk-connect-empty')).toBeTruthy();
    expect(screen.getByText('No wallet found')).toBeTruthy();
  });
});

describe('generated ConnectingExternal view', () => {
  it('asks the visitor to continue in the wallet while it waits', async () => {
    const { user, adapter } = await startedPage();
    deferredConnect(adapter);
    await user.click(screen.getByTestId('wk-connect-button'));
    await user.click(screen.getByTestId('wk-wallet-alpha'));
    expect(screen.getByRole('dialog', { name: 'Alpha' })).toBeTruthy();
    expect(screen.getByTestId('wk-connecting-status').textContent).toContain('Continue in Alpha');
    expect(screen.queryByTestId('wk-connecting-retry')).toBeNull();
  });

  it('a declined request shows "Connection declined" and Try again asks the wallet again', async () => {
    const { user, adapter } = await startedPage();
    const wallet = deferredConnect(adapter);
    await user.click(screen.getByTestId('wk-connect-button'));
    await user.click(screen.getByTestId('wk-wallet-alpha'));
    await act(async () => wallet.decline());
    expect(screen.getByTestId('wk-connecting-status').textContent).toContain('Connection declined');

    await user.click(screen.getByTestId('wk-connecting-retry'));
    expect(adapter.calls.filter((call) => call === 'eip155.connect')).toHaveLength(2);
    expect(screen.getByTestId('wk-connecting-status').textContent).toContain('Continue in Alpha');
    await act(async () => wallet.approve());
    await act(flush);
    expect(screen.getByTestId('wk-connect-button').textContent).toContain('0xf39F…2266');
  });

  it('a failed request shows the error message and offers to try again', async () => {
    const { user, adapter } = await startedPage();
    const wallet = deferredConnect(adapter);
    await user.click(screen.getByTestId('wk-connect-button'));
    await user.click(screen.getByTestId('wk-wallet-alpha'));
    await act(async () => wallet.fail('Wallet is locked'));
    const status = screen.getByTestId('wk-connecting-status').textContent;
    expect(status).toContain('Connection failed');
    expect(status).toContain('Wallet is locked');
    expect(screen.getByTestId('wk-connecting-retry')).toBeTruthy();
  });
});
