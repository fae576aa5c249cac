import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../format/errorMessage.js';
import { useWalletKit } from './useWalletKit.js';

export interface DisconnectState {
  pending: boolean;
  /** The collected failures of §4 Disconnect, shown inline by the view. */
  error: string | undefined;
  disconnect(): Promise<void>;
}

/** Disconnects every namespace (§4) and keeps the outcome for the view that asked. */
export function useDisconnect(): DisconnectState {
  const kit = useWalletKit();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  // A successful disconnect routes away and unmounts the view before the promise settles.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const disconnect = useCallback(async () => {
    setPending(true);
    setError(undefined);
    try {
      await kit.disconnect();
    } catch (cause) {
      if (mounted.current) setError(errorMessage(cause));
    } finally {
      if (mounted.current) setPending(false);
    }
  }, [kit]);

  return { pending, error, disconnect };
}
