// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WalletKit } from '../../core/kit-api.js';
import {
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
} from '../../core/testing/test-support.js';
import { WalletKitProviderBase } from '../context/WalletKitContext.js';
import { useAccount } from './useAccount.js';

afterEach(cleanup);

function wrapperFor(kit: WalletKit) {
  return ({ children }: { children: ReactNode }) => (
    <WalletKitProviderBase kit={kit}>{children}</WalletKitProviderBase>
  );
}

describe('useAccount tells a loading, a failed and a known balance apart', () => {
  it('balanceStatus is loading while the read runs, failed when it fails, known once read, and retryBalance reads again', async () => {
    const adapter = new ScriptedAdapter('eip155');
    let answer!: () => void;
    let fail!: () => void;
    adapter.balance = () =>
      new Promise((resolve, reject) => {
        answer = () => resolve({ balance: '1.5', symbol: 'ETH' });
        fail = () => reject(new Error('fetch failed'));
      });
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.start();
    const { result } = renderHook(() => useAccount(), { wrapper: wrapperFor(kit) });
    await act(async () => {
      await kit.connect(connector({ id: 'eip155-wallet' }));
      await flush();
    });
    expect(result.current).toMatchObject({ balanceStatus: 'loading', balance: undefined });

    await act(async () => {
      fail();
      await flush();
    });
    expect(result.current).toMatchObject({ balanceStatus: 'failed', balance: undefined });

    await act(async () => {
      result.current.retryBalance();
      await flush();
    });
    expect(result.current.balanceStatus).toBe('loading');
    await act(async () => {
      answer();
      await flush();
    });
    expect(result.current).toMatchObject({ balanceStatus: 'known', balance: '1.5' });
  });
});
