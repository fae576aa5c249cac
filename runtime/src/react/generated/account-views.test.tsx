// @vitest-environment jsdom
/**
 * The generated Account, Networks and UnsupportedChain views and the view registry of
 * WalletModal (templates/), run against a real kit whose wallet answers are scripted.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  EVM_ADDRESS,
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

const ALL_VIEWS = [
  'Connect',
  'ConnectingExternal',
  'Account',
  'Networks',
  'UnsupportedChain',
] as const;
let full: GeneratedModule;
let minimal: GeneratedModule;
beforeAll(async () => {
  [full, minimal] = await Promise.all([
    loadGeneratedModule([...ALL_VIEWS]),
    loadGeneratedModule(['Connect', 'ConnectingExternal', 'Account']),
  ]);
});
afterAll(() => {
  full.rendered.remove();
  minimal.rendered.remove();
});
afterEach(cleanup);

/** A page whose visitor is connected (chain 1 unless told) with the Account view open. */
async function connectedPage(module: GeneratedModule, chainId = 1) {
  const adapter = new ScriptedAdapter('eip155', { chainId });
  const { kit } = createTestKit({ adapters: [adapter] });
  await kit.start();
  const user = userEvent.setup();
  mountHostPage(kit, module);
  await act(() => kit.connect(connector({ id: 'eip155-wallet', name: 'Wallet' })));
  await act(flush);
  if (!kit.stores.modal.getState().open) await user.click(screen.getByTestId('wk-connect-button'));
  await viewCodeLoaded();
  return { kit, adapter, user };
}

describe('generated Account view', () => {
  it('shows the address shortened with its full form as title, and the balance with its symbol', async () => {
    await connectedPage(full);
    const address = screen.getByTestId('wk-account-address');
    expect(address.textContent).toBe('0xf39F…2266');
    expect(address.getAttribute('title')).toBe(EVM_ADDRESS);
    expect(screen.getByTestId('wk-account-balance').textContent).toBe('10000 ETH');
  });

  it('copies the full address and says "Copied"', async () => {
    const { user } = await connectedPage(full);
    await user.click(screen.getByTestId('wk-account-copy'));
    expect(await navigator.clipboard.readText()).toBe(EVM_ADDRESS);
    expect(screen.getByTestId('wk-account-copy').getAttribute('aria-label')).toBe('Copied');
  });

  it('the network button opens Networks when the switcher is generated', async () => {
    const { user, kit } = await connectedPage(full);
    const network = screen.getByTestId('wk-account-network');
    expect(network.tagName).toBe('BUTTON');
    expect(network.textContent).toContain('Ethereum');
    await user.click(network);
    expect(kit.stores.router.getState().view).toBe('Networks');
  });

  it('without the Networks view the network is shown but is not a button', async () => {
    await connectedPage(minimal);
    const network = screen.getByTestId('wk-account-network');
    expect(network.tagName).not.toBe('BUTTON');
    expect(network.textContent).toContain('Ethereum');
  });

  it('Disconnect disconnects the wallet and the button reads "Connect Wallet" again', async () => {
    const { user, adapter } = await connectedPage(full);
    await user.click(screen.getByTestId('wk-disconnect'));
    await act(flush);
    expect(adapter.calls).toContain('eip155.disconnect');
    expect(screen.getByTestId('wk-connect-button').textContent).toBe('Connect Wallet');
  });

  it('a wallet that fails to disconnect is still left, and the failure is shown in the snackbar', async () => {
    const { user, adapter } = await connectedPage(full);
    adapter.disconnectResult = async () => {
      throw new Error('wallet unreachable');
    };
    await user.click(screen.getByTestId('wk-disconnect'));
    await act(flush);
    expect(screen.getByTestId('wk-snackbar').textContent).toBe('Failed to disconnect');
    expect(screen.getByTestId('wk-connect-button').textContent).toBe('Connect Wallet');
  });
});

describe('generated Networks view', () => {
  it('marks the active network with aria-current', async () => {
    const { user } = await connectedPage(full);
    await user.click(screen.getByTestId('wk-account-network'));
    expect(screen.getByTestId('wk-network-eip155:1').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('wk-network-eip155:137').hasAttribute('aria-current')).toBe(false);
  });

  it('switching shows a pending state, then returns to Account on the new network', async () => {
    const { user, adapter, kit } = await connectedPage(full);
    let approve!: () => void;
    adapter.switchResult = () => new Promise<void>((resolve) => (approve = resolve));
    await user.click(screen.getByTestId('wk-account-network'));
    await user.click(screen.getByTestId('wk-network-eip155:137'));

    const pending = screen.getByTestId('wk-network-eip155:137');
    expect(pending.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByTestId('wk-network-eip155:1') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => approve());
    await act(flush);
    expect(kit.stores.router.getState().view).toBe('Account');
    expect(screen.getByTestId('wk-account-network').textContent).toContain('Polygon');
  });

  it('a refused switch shows the error inline and stays on Networks', async () => {
    const { user, adapter, kit } = await connectedPage(full);
    adapter.switchResult = async () => {
      throw new Error('Chain is not supported');
    };
    await user.click(screen.getByTestId('wk-account-network'));
    await user.click(screen.getByTestId('wk-network-eip155:137'));
    await act(flush);
    expect(screen.getByTestId('wk-network-error').textContent).toBe('Chain is not supported');
    expect(kit.stores.router.getState().view).toBe('Networks');
  });
});

describe('generated UnsupportedChain view', () => {
  it('opens when the wallet is on an unsupported network and lists the networks to switch to', async () => {
    await connectedPage(full, 5);
    const dialog = screen.getByRole('dialog', { name: 'Switch Network' });
    const list = within(dialog).getByRole('list', { name: 'Supported networks' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.dataset.testid),
    ).toEqual(['wk-network-eip155:1', 'wk-network-eip155:137']);
  });

  it('switching to a supported network leaves the view', async () => {
    const { user, kit } = await connectedPage(full, 5);
    await user.click(screen.getByTestId('wk-network-eip155:137'));
    await act(flush);
    expect(screen.queryByRole('dialog', { name: 'Switch Network' })).toBeNull();
    expect(kit.stores.chain.getState().chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe(
      'eip155:137',
    );
  });

  it('Disconnect disconnects from the unsupported network', async () => {
    const { user, adapter } = await connectedPage(full, 5);
    await user.click(screen.getByTestId('wk-disconnect'));
    await act(flush);
    expect(adapter.calls).toContain('eip155.disconnect');
  });
});

describe('generated WalletModalContent', () => {
  it('imports exactly the enabled views, from one typed map', () => {
    const source = minimal.rendered.source('WalletModalContent.tsx');
    expect(source).toContain("import('./views/Account')");
    expect(source).not.toContain('Networks');
    expect(source).not.toContain('UnsupportedChain');
    expect(source).toContain('satisfies Partial<Record<ViewName, ComponentType>>');
    expect(source).not.toContain('switch');
  });
});
