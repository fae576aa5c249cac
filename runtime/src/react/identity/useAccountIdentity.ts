import { useEffect } from 'react';
import { ensIdentityFeature } from '../../core/identity/ens-identity.js';
import { useKitStore } from '../hooks/useKitStore.js';
import { useWalletKit } from '../hooks/useWalletKit.js';

export interface AccountIdentity {
  /** The account's ENS name, shown only when it resolves back to the address. */
  ensName?: string;
  /** Its avatar, when it is an image URL the kit loads (https or data:image). */
  imageUrl?: string;
}

/**
 * The connected account's ENS name and avatar. The first caller starts the kit's ENS lookups
 * (`core/identity/ens-identity.ts`), which then follow the account; the view renders at once and
 * the name appears when the chain answers.
 */
export function useAccountIdentity(): AccountIdentity {
  const kit = useWalletKit();
  useEffect(() => {
    kit.feature(ensIdentityFeature);
  }, [kit]);
  const ensName = useKitStore('chain', (s) =>
    s.activeChain ? s.chains[s.activeChain]?.accountState.profileNames?.ens : undefined,
  );
  const imageUrl = useKitStore('chain', (s) =>
    s.activeChain ? s.chains[s.activeChain]?.accountState.profileImage : undefined,
  );
  return { ensName: ensName ?? undefined, imageUrl: imageUrl ?? undefined };
}
