// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadActions } from '../../core/actions-on-use.js';
import type { WalletKit } from '../../core/kit-api.js';
import {
  EVM_ADDRESS,
  POLYGON,
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
  userRejection,
} from '../../core/testing/test-support.js';
import { WalletKitProviderBase } from '../context/WalletKitContext.js';
import { useAccount } from './useAccount.js';
import { useConnection } from './useConnection.js';
import { useConnectors } from './useConnectors.js';
import { useModal } from './useModal.js';
import { useNetwork } from './useNetwork.js';
import { useSwitchNetwork } from './useSwitchNetwork.js';
import { useWalletKit } from './useWalletKit.js';

afterEach(cleanup);

function wrapperFor(kit: WalletKit) {
  return ({ children }: { children: ReactNode }) => (
    <WalletKitProviderBase kit={kit}>{children}</WalletKitProviderBase>
  );
}

/** A wallet whose connect waits until the test answers it. */
function pendingWallet(adapter: ScriptedAdapter) {
  let answer!: (address: string) => void;
  let decline!: () => void;
  adapter.connectResult = () =>
    new Promise((resolve, reject) => {
      answer = (address) => resolve({ address, chainId: 1 });
      decline = () => reject(userRejection());
    });
  return { answer: (address: string) => answer(address), decline: () => decline() };
}

describe('useWalletKit', () => {
  it('throws a clear error outside a provider', () => {
    expect(() => renderHook(() => useWalletKit())).toThrow(
      'useWalletKit must be used inside <WalletKitProvider>',
    );
  });
});

describe('useAccount', () => {
  // The kit's actions have come (in a page, the modal's opening fetched them): a connect shows
  // "connecting" in the same task (core/actions-on-use.test.ts covers a call that waits).
  beforeAll(async () => {
    await loadActions();
  });

  it('follows a connect: disconnected, then connecting, then connected with address and balance', async () => {
    const adapter = new ScriptedAdapter('eip155');
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.start();
    const wallet = pendingWallet(adapter);
    const { result } = renderHook(() => useAccount(), { wrapper: wrapperFor(kit) });
    expect(result.current).toMatchObject({
      status: 'disconnected',
      isConnected: false,
      address: undefined,
    });

    let connecting!: Promise<void>;
    act(() => {
      connecting = kit.connect(connector({ id: 'eip155-wallet' }));
    });
    expect(result.current.status).toBe('connecting');

    await act(async () => {
      wallet.answer(EVM_ADDRESS);
      await connecting;
      await flush();
    });
    expect(result.current).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: EVM_ADDRESS,
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      balance: '10000.0',
      balanceSymbol: 'ETH',
    });
    expect(result.current.network?.caipNetworkId).toBe('eip155:1');
  });

  it('returns to disconnected when the visitor declines in the wallet', async () => {
    const adapter = new ScriptedAdapter('eip155');
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.start();
    const wallet = pendingWallet(adapter);
    const { result } = renderHook(() => ({ account: useAccount(), connection: useConnection() }), {
      wrapper: wrapperFor(kit),
    });
    let connecting!: Promise<void>;
    act(() => {
      connecting = result.current.connection.connect(connector({ id: 'eip155-wallet' }));
    });
    await act(async () => {
      wallet.decline();
      await connecting;
    });
    expect(result.current.account.status).toBe('disconnected');
    expect(result.current.connection.error?.kind).toBe('rejected');
  });
});

describe('useModal', () => {
  it('opens and closes the modal and reports whether it is open', () => {
    const { kit } = createTestKit();
    const { result } = renderHook(() => useModal(), { wrapper: wrapperFor(kit) });
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
    expect(kit.stores.router.getState().view).toBe('Connect');
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
  });
});

describe('useConnectors', () => {
  it('marks the wallets connected before as Recent and announced ones as Installed', async () => {
    const adapter = new ScriptedAdapter('eip155', {
      connectors: [
        connector({ id: 'alpha', name: 'Alpha' }),
        connector({ id: 'beta', name: 'Beta' }),
      ],
    });
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.start();
    await kit.connect(connector({ id: 'beta', name: 'Beta' }));
    const { result } = renderHook(() => useConnectors(), { wrapper: wrapperFor(kit) });
    const byId = Object.fromEntries(result.current.map((item) => [item.connector.id, item]));
    expect(byId['beta']).toMatchObject({ isRecent: true, isInstalled: true });
    expect(byId['alpha']).toMatchObject({ isRecent: false, isInstalled: true });
  });
});

describe('useNetwork and useSwitchNetwork', () => {
  it('a switch is pending while the wallet decides, then the active network changes', async () => {
    const adapter = new ScriptedAdapter('eip155');
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.start();
    await kit.connect(connector({ id: 'eip155-wallet' }));
    let approve!: () => void;
    adapter.switchResult = () => new Promise<void>((resolve) => (approve = resolve));
    const { result } = renderHook(() => ({ network: useNetwork(), switcher: useSwitchNetwork() }), {
      wrapper: wrapperFor(kit),
    });

    let switching!: Promise<boolean>;
    act(() => {
      switching = result.current.switcher.switchTo(POLYGON);
    });
    expect(result.current.switcher.pendingNetworkId).toBe('eip155:137');
    await act(async () => {
      approve();
      await switching;
    });
    expect(result.current.switcher.pendingNetworkId).toBeUndefined();
    expect(result.current.network.network?.caipNetworkId).toBe('eip155:137');
    expect(result.current.network.isSupported).toBe(true);
  });

  it('a refused switch keeps the network and reports the wallet message', async () => {
    const adapter = new ScriptedAdapter('eip155');
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.start();
    await kit.connect(connector({ id: 'eip155-wallet' }));
    adapter.switchResult = async () => {
      throw new Error('Chain is not supported');
    };
    const { result } = renderHook(() => ({ network: useNetwork(), switcher: useSwitchNetwork() }), {
      wrapper: wrapperFor(kit),
    });
    let switched: boolean | undefined;
    await act(async () => {
      switched = await result.current.switcher.switchTo(POLYGON);
    });
    expect(switched).toBe(false);
    await waitFor(() => expect(result.current.switcher.error).toBe('Chain is not supported'));
    expect(result.current.network.network?.caipNetworkId).toBe('eip155:1');
  });
});
