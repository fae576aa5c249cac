import { useContext } from 'react';
import type { WalletKit } from '../../core/kit-api.js';
import { WalletKitContext } from '../context/WalletKitContext.js';

/** The kit of the nearest `<WalletKitProvider>`. Throws when there is none. */
export function useWalletKit(): WalletKit {
  const kit = useContext(WalletKitContext);
  if (!kit) {
    throw new Error('useWalletKit must be used inside <WalletKitProvider>');
  }
  return kit;
}
