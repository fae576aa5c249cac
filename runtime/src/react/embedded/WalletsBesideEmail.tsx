import { switchedOn } from '@wallet-kit/schemas';
import type { ReactNode } from 'react';
import { useWalletKit } from '../hooks/useWalletKit.js';
import { CollapsedWallets } from '../wallet/CollapsedWallets.js';

/**
 * The wallet list of a Connect view that has the email field: shown as it is when the config's
 * `features.emailShowWallets` is on, folded behind "Continue with a wallet" when it is off.
 */
export function WalletsBesideEmail({ children }: { children: ReactNode }) {
  const kit = useWalletKit();
  if (switchedOn(kit.config, 'emailShowWallets')) return <>{children}</>;
  return <CollapsedWallets>{children}</CollapsedWallets>;
}
