import { useEffect, useRef, useState } from 'react';
import type { WalletKit } from '../../core/kit-api.js';

/**
 * Creates one kit per mount of the calling component, starts it in the browser (wallet
 * discovery, silent reconnect) and destroys it on unmount.
 *
 * React's StrictMode unmounts and re-mounts effects once in development, which would leave
 * the component holding a destroyed kit; the effect notices and swaps in a fresh one.
 */
export function useOwnedWalletKit(createKit: () => WalletKit): WalletKit {
  // The initializer runs once per mount: the kit is not re-created on re-render.
  const [kit, setKit] = useState(createKit);
  const destroyedKit = useRef<WalletKit | null>(null);
  const latestCreate = useRef(createKit);
  latestCreate.current = createKit;

  useEffect(() => {
    if (destroyedKit.current === kit) {
      setKit(latestCreate.current());
      return;
    }
    kit.start().catch((error: unknown) => {
      // The kit reports start-up problems in its own alert store; this only keeps a rejected
      // promise from going unhandled and leaves a trace for the host developer.
      console.error('wallet-kit: start failed', error);
    });
    return () => {
      kit.destroy();
      destroyedKit.current = kit;
    };
  }, [kit]);

  return kit;
}
