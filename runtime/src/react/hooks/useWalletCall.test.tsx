// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWalletCall } from './useWalletCall.js';

afterEach(cleanup);

/** A wallet call the test answers: resolve with a value or reject with a wallet error. */
function controlledCall() {
  let settle!: { resolve(value: string): void; reject(error: unknown): void };
  const invoke = () =>
    new Promise<string>((resolve, reject) => {
      settle = { resolve, reject };
    });
  return { invoke, settle: () => settle };
}

describe('useWalletCall', () => {
  it('a declined request ends pending with a rejected error, and the next run succeeds', async () => {
    const call = controlledCall();
    const { result } = renderHook(() => useWalletCall('signTypedData', call.invoke));
    let running!: Promise<string | undefined>;
    act(() => {
      running = result.current.run();
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      call.settle().reject({ code: 4001, message: 'User rejected the request.' });
      expect(await running).toBeUndefined();
    });
    expect(result.current.pending).toBe(false);
    expect(result.current.error).toMatchObject({ category: 'rejected', call: 'signTypedData' });

    act(() => {
      running = result.current.run();
    });
    expect(result.current.error).toBeUndefined();
    await act(async () => {
      call.settle().resolve('0xsigned');
      await running;
    });
    expect(result.current).toMatchObject({ pending: false, data: '0xsigned', error: undefined });
  });

  it('an answer to an earlier run does not overwrite a later one', async () => {
    const first = controlledCall();
    const second = controlledCall();
    let invoke = first.invoke;
    const { result } = renderHook(() => useWalletCall('sendTransaction', () => invoke()));
    act(() => void result.current.run());
    const firstSettle = first.settle();
    invoke = second.invoke;
    let running!: Promise<string | undefined>;
    act(() => {
      running = result.current.run();
    });
    await act(async () => {
      second.settle().resolve('0xsecond');
      await running;
      firstSettle.resolve('0xfirst');
    });
    expect(result.current.data).toBe('0xsecond');
  });
});

describe('useWalletCall in strict mode', () => {
  it('an answer still reaches the form after the development double mount', async () => {
    const call = controlledCall();
    const { result } = renderHook(() => useWalletCall('signMessage', call.invoke), {
      wrapper: StrictMode,
    });
    let running!: Promise<string | undefined>;
    act(() => {
      running = result.current.run();
    });
    await act(async () => {
      call.settle().resolve('0xsigned');
      await running;
    });
    expect(result.current).toMatchObject({ pending: false, data: '0xsigned' });
  });
});
