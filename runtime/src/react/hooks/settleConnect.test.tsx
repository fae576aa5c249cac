// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadActions } from '../../core/actions-on-use.js';
import type { WalletKit } from '../../core/kit-api.js';
import {
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
  userRejection,
} from '../../core/testing/test-support.js';
import type { WalletListEntry } from '../../wallets/types.js';
import { WalletKitProviderBase } from '../context/WalletKitContext.js';
import { useConnection } from './useConnection.js';
import { useSelectWallet } from './useSelectWallet.js';

const WALLET = connector({ id: 'eip155-wallet', name: 'Demo Wallet' });
/** The wallet as All Wallets lists it: installed, so a pick connects it directly. */
const PICKED = {
  wallet: { id: 'demo', name: 'Demo Wallet' },
  source: 'catalogue',
  connectorId: WALLET.id,
} as unknown as WalletListEntry;
/** What a kit whose own code did not come rejects with (nothing recorded it). */
const CODE_MISSING = 'Failed to fetch dynamically imported module: /assets/actions.js';

function wrapperFor(kit: WalletKit) {
  return ({ children }: { children: ReactNode }) => (
    <WalletKitProviderBase kit={kit}>{children}</WalletKitProviderBase>
  );
}

/** Rejections nobody handled, as a host's error monitor sees them. */
let unhandled: unknown[] = [];
const record = (reason: unknown) => void unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', record);
});
afterEach(() => {
  process.off('unhandledRejection', record);
  cleanup();
});
/** Lets the runtime report a rejection left unhandled by the task that made it. */
const afterTask = () => new Promise((resolve) => setTimeout(resolve, 10));

function kitWithWallet() {
  const adapter = new ScriptedAdapter('eip155', { connectors: [WALLET] });
  adapter.connectResult = async () => {
    throw userRejection();
  };
  return createTestKit({ adapters: [adapter] });
}

describe('a connect started from a view', () => {
  // The kit's actions have come (in a page, the modal's opening fetched them): a pick shows its
  // connecting view in the same task (core/actions-on-use.test.ts covers a pick that waits).
  beforeAll(async () => {
    await loadActions();
  });

  it('a wallet picked in All Wallets that declines: the connecting view shows it, nothing rejects unhandled', async () => {
    const { kit } = kitWithWallet();
    await kit.start();
    const { result } = renderHook(() => useSelectWallet(), { wrapper: wrapperFor(kit) });
    await act(async () => {
      result.current(PICKED);
      await flush();
      await afterTask();
    });
    expect(kit.stores.router.getState().view).toBe('ConnectingExternal');
    expect(kit.stores.connection.getState()).toMatchObject({
      status: 'disconnected',
      error: { kind: 'rejected' },
    });
    expect(unhandled).toEqual([]);
  });

  it('a pick whose connect rejects where the kit recorded nothing: the snackbar says why, nothing rejects unhandled', async () => {
    const { kit } = kitWithWallet();
    await kit.start();
    // The kit's connect rejecting by itself: its code failed to come, so no view recorded it.
    // (A plain function: a spy would watch the promise, and so handle the rejection itself.)
    kit.connect = () => Promise.reject(new TypeError(CODE_MISSING));
    const { result } = renderHook(() => useSelectWallet(), { wrapper: wrapperFor(kit) });
    await act(async () => {
      result.current(PICKED);
      await flush();
      await afterTask();
    });
    expect(unhandled).toEqual([]);
    expect(kit.stores.snackbar.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: CODE_MISSING,
    });
  });

  it('the Connect view and its Try again: a connect that rejects unrecorded is shown too', async () => {
    const { kit } = kitWithWallet();
    await kit.start();
    kit.retryConnect = () => Promise.reject(new TypeError(CODE_MISSING));
    const { result } = renderHook(() => useConnection(), { wrapper: wrapperFor(kit) });
    await act(async () => {
      await result.current.retry();
      await afterTask();
    });
    expect(unhandled).toEqual([]);
    expect(kit.stores.snackbar.getState()).toMatchObject({
      variant: 'error',
      message: CODE_MISSING,
    });
  });
});
