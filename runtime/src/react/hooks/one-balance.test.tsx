// @vitest-environment jsdom
/** The hooks behind the connect button (useAccount) and the Tokens tab (useTokenBalances) agree. */
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WalletKit } from '../../core/kit-api.js';
import { SendingAdapter } from '../../core/send/testing/test-adapter.js';
import { connector, createTestKit, flush } from '../../core/testing/test-support.js';
import { WalletKitProviderBase } from '../context/WalletKitContext.js';
import { useAccount } from './useAccount.js';
import { useTokenBalances } from './useTokenBalances.js';

afterEach(cleanup);

function wrapperFor(kit: WalletKit) {
  return ({ children }: { children: ReactNode }) => (
    <WalletKitProviderBase kit={kit}>{children}</WalletKitProviderBase>
  );
}

describe('useAccount and useTokenBalances show one native balance', () => {
  it('funds that arrive show on the connect button and in the Tokens tab after the same read', async () => {
    const adapter = new SendingAdapter();
    adapter.balance = async () => ({ balance: '0.0', symbol: 'ETH' });
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.start();
    const { result } = renderHook(() => ({ button: useAccount(), tokens: useTokenBalances() }), {
      wrapper: wrapperFor(kit),
    });
    await act(async () => {
      await kit.connect(connector({ id: 'eip155-wallet' }));
      await flush();
    });
    await act(async () => {
      await result.current.tokens.fetch();
      await flush();
    });
    const shown = () => [
      result.current.button.balance,
      result.current.tokens.tokenBalances.find((row) => row.symbol === 'ETH')?.quantity.numeric,
    ];
    expect(shown()).toEqual(['0.0', '0.0']);

    adapter.balance = async () => ({ balance: '2.0', symbol: 'ETH' });
    // The Tokens tab's retry (a fresh read): the connect button shows what it read.
    await act(async () => {
      await result.current.tokens.fetch({ fresh: true });
      await flush();
    });
    expect(shown()).toEqual(['2.0', '2.0']);
  });
});
