import { useCallback, useState } from 'react';
import { useMountedRef } from './useMountedRef.js';
import { errorMessage } from '../../core/errors.js';
import { useWalletKit } from './useWalletKit.js';

export interface DisconnectState {
  pending: boolean;
  /** The failures disconnect collected (one per namespace), for the view when it is still shown. */
  error: string | undefined;
  disconnect(): Promise<void>;
}

/** Disconnects every namespace and keeps the outcome for the view that asked. */
export function useDisconnect(): DisconnectState {
  const kit = useWalletKit();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  // A successful disconnect routes away and unmounts the view before the promise settles.
  const mounted = useMountedRef();

  const disconnect = useCallback(async () => {
    setPending(true);
    setError(undefined);
    try {
      await kit.disconnect();
    } catch (cause) {
      // The kit resets the account and closes the modal even when a wallet fails to
      // disconnect, so the view asking is usually gone: tell the visitor in the snackbar.
      if (mounted.current) setError(errorMessage(cause));
      else kit.showSnackbar(errorMessage(cause), 'error');
    } finally {
      if (mounted.current) setPending(false);
    }
  }, [kit]);

  return { pending, error, disconnect };
}
