import { useCallback, useRef, useState } from 'react';
import { useMountedRef } from './useMountedRef.js';
import type { WalletCallError } from '../../core/wallet-calls/errors.js';
import { toWalletCallError } from '../../core/wallet-calls/to-wallet-call-error.js';
import type { WalletCallName } from '@wallet-kit/schemas';

export interface WalletCallState<A extends unknown[], T> {
  /** Runs the call; resolves with its result, or undefined when it failed (see `error`). */
  run(...args: A): Promise<T | undefined>;
  pending: boolean;
  data: T | undefined;
  /** The last failure, with its category (`rejected`, `unsupported`, ...). */
  error: WalletCallError | undefined;
  reset(): void;
}

/**
 * One wallet call as form state. Whatever happens (success, a declined prompt, a failure) the
 * call ends with `pending` false, so a form is never left waiting for a wallet that answered.
 */
export function useWalletCall<A extends unknown[], T>(
  call: WalletCallName,
  invoke: (...args: A) => Promise<T>,
): WalletCallState<A, T> {
  const [pending, setPending] = useState(false);
  const [data, setData] = useState<T>();
  const [error, setError] = useState<WalletCallError>();
  const mounted = useMountedRef();
  const latest = useRef(0);
  const invokeRef = useRef(invoke);
  invokeRef.current = invoke;

  const run = useCallback(
    async (...args: A) => {
      const attempt = ++latest.current;
      setPending(true);
      setError(undefined);
      setData(undefined);
      // An answer to an older run, or after unmount, must not overwrite the current state.
      const current = () => mounted.current && attempt === latest.current;
      try {
        const result = await invokeRef.current(...args);
        if (current()) setData(() => result);
        return result;
      } catch (cause) {
        if (current()) setError(toWalletCallError(call, cause));
        return undefined;
      } finally {
        if (current()) setPending(false);
      }
    },
    [call],
  );

  const reset = useCallback(() => {
    latest.current++;
    setPending(false);
    setData(undefined);
    setError(undefined);
  }, []);

  return { run, pending, data, error, reset };
}
