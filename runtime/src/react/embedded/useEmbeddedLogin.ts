import { useEffect, useState } from 'react';
import type { EmbeddedState } from '../../core/embedded.js';
import { EMBEDDED_CONNECTOR_ID } from '../../core/embedded.js';
import { useKitStore } from '../hooks/useKitStore.js';
import { useWalletKit } from '../hooks/useWalletKit.js';

/** The email login's state (`kit.stores.embedded`), one field at a time so renders stay few. */
export function useEmbeddedState(): EmbeddedState {
  const email = useKitStore('embedded', (s) => s.email);
  const status = useKitStore('embedded', (s) => s.status);
  const error = useKitStore('embedded', (s) => s.error);
  const resendAvailableAt = useKitStore('embedded', (s) => s.resendAvailableAt);
  const pendingApproval = useKitStore('embedded', (s) => s.pendingApproval);
  return { email, status, error, resendAvailableAt, pendingApproval };
}

/** Whether the active account was connected through the email wallet. */
export function useIsEmbeddedAccount(): boolean {
  const active = useKitStore('chain', (s) => s.activeChain);
  const connectorId = useKitStore('connector', (s) =>
    active ? s.activeConnectorIds[active] : undefined,
  );
  return connectorId === EMBEDDED_CONNECTOR_ID;
}

/**
 * Whole seconds until another code may be asked for (the kit's throttle), rounded up and
 * counted down once a second; 0 when a code may be asked for now.
 */
export function useResendSecondsLeft(): number {
  const kit = useWalletKit();
  const availableAt = useKitStore('embedded', (s) => s.resendAvailableAt);
  const secondsLeft = () =>
    availableAt === undefined ? 0 : Math.max(0, Math.ceil((availableAt - Date.now()) / 1000));
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => {
    setLeft(secondsLeft());
    if (availableAt === undefined) return;
    const timer = setInterval(() => {
      const next = secondsLeft();
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // The kit is stable; the countdown restarts when a new code was asked for.
  }, [availableAt, kit]);
  return left;
}
