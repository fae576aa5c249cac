// @vitest-environment jsdom
/**
 * The generated SIWXSignMessage and ApproveTransaction views (templates/) over a real kit with
 * the sign-in flow wired as the generated provider wires it.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  EVM_ADDRESS,
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
  testConfig,
  userRejection,
} from '../../core/testing/test-support.js';
import { TOASTS } from '../../core/snackbar.js';
import { createSiwx } from '../../siwx/flow.js';
import { createLocalSiwxStorage, type KeyValueStorage } from '../../siwx/local-storage.js';
import { WalletKitProviderBase } from '../context/WalletKitContext.js';
import { SiwxProvider } from '../siwx/SiwxContext.js';
import {
  loadGeneratedModule,
  type GeneratedModule,
  viewCodeLoaded,
} from '../testing/generatedKit.js';

let module: GeneratedModule;
beforeAll(async () => {
  module = await loadGeneratedModule([
    'Connect',
    'ConnectingExternal',
    'Account',
    'SIWXSignMessage',
    'ApproveTransaction',
  ]);
});
afterAll(() => module.rendered.remove());
afterEach(cleanup);

class Memory implements KeyValueStorage {
  map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
}

async function signInPage(required = true) {
  const adapter = new ScriptedAdapter('eip155');
  const storage = createLocalSiwxStorage({ storage: new Memory() });
  const config = { siwx: { required, statement: 'Sign in to Test App' } };
  const siwx = createSiwx(testConfig(config), {
    storage,
    location: { host: 'app.example', origin: 'https://app.example' },
  });
  const { kit } = createTestKit({ adapters: [adapter], config, siwx });
  await kit.start();
  const { WalletModal, ConnectButton } = module;
  render(
    <WalletKitProviderBase kit={kit}>
      <SiwxProvider siwx={siwx}>
        <ConnectButton />
        <WalletModal />
      </SiwxProvider>
    </WalletKitProviderBase>,
  );
  await act(() => kit.connect(connector({ id: 'eip155-wallet', name: 'Wallet' })));
  await act(flush);
  await viewCodeLoaded();
  return { kit, adapter, storage, user: userEvent.setup() };
}

describe('generated SIWXSignMessage view', () => {
  it('shows what is being signed, for which app and domain, with Sign and Cancel', async () => {
    await signInPage();
    expect(screen.getByRole('heading', { name: 'Test wants you to sign in' })).toBeTruthy();
    const message = screen.getByLabelText('Message to sign');
    expect(message.textContent).toContain(
      'app.example wants you to sign in with your Ethereum account:',
    );
    expect(message.textContent).toContain(EVM_ADDRESS);
    expect(message.textContent).toContain('Sign in to Test App');
    expect(screen.getByTestId('wk-siwx-sign').textContent).toBe('Sign');
    expect(screen.getByTestId('wk-siwx-cancel').textContent).toBe('Cancel');
  });

  it('the close button is disabled while sign-in is required', async () => {
    await signInPage(true);
    expect((screen.getByTestId('wk-modal-close') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows "Authenticating..." while the wallet is asked, then closes with a session', async () => {
    const { adapter, kit, storage, user } = await signInPage();
    let release!: (signature: string) => void;
    adapter.signMessage = () => new Promise((resolve) => (release = resolve));
    await user.click(screen.getByTestId('wk-siwx-sign'));
    expect(screen.getByTestId('wk-siwx-status').textContent).toBe('Authenticating...');
    await act(async () => release('0xsig'));
    await act(flush);
    expect(kit.stores.modal.getState().open).toBe(false);
    expect(await storage.get('eip155:1', EVM_ADDRESS)).toHaveLength(1);
  });

  it('a decline shows "Signature declined" and Sign can be pressed again', async () => {
    const { adapter, user, kit } = await signInPage();
    adapter.signMessage = async () => {
      throw userRejection();
    };
    await user.click(screen.getByTestId('wk-siwx-sign'));
    await act(flush);
    expect(screen.getByTestId('wk-snackbar').textContent).toContain(TOASTS.SIGNATURE_DECLINED);
    expect(kit.stores.router.getState().view).toBe('SIWXSignMessage');
    adapter.signMessage = async () => '0xsig';
    await user.click(screen.getByTestId('wk-siwx-sign'));
    await act(flush);
    expect(kit.stores.modal.getState().open).toBe(false);
  });

  it('Cancel disconnects when sign-in is required', async () => {
    const { adapter, user, kit } = await signInPage(true);
    await user.click(screen.getByTestId('wk-siwx-cancel'));
    await act(flush);
    expect(adapter.calls).toContain('eip155.disconnect');
    expect(kit.stores.router.getState().view).toBe('Connect');
  });
});

describe('generated ApproveTransaction view', () => {
  it('Cancel pops the transaction stack: back to the previous view and onCancel', async () => {
    const { kit, user } = await signInPage(false);
    await act(async () => kit.close());
    await act(async () => kit.open({ view: 'Account' }));
    let cancelled = false;
    await act(async () => {
      kit.router.push('ApproveTransaction');
      kit.router.pushTransactionStack({
        view: null,
        goBack: true,
        onCancel: () => (cancelled = true),
      });
    });
    await viewCodeLoaded();
    expect(screen.getByTestId('wk-approve-status').textContent).toContain('Approve in your wallet');
    await user.click(screen.getByTestId('wk-approve-cancel'));
    expect(cancelled).toBe(true);
    expect(kit.stores.router.getState().view).toBe('Account');
  });
});
