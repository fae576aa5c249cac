import { useEffect } from 'react';
import { useAccount } from '../hooks/useAccount.js';
import { useKitStore } from '../hooks/useKitStore.js';
import { useRouter } from '../hooks/useRouter.js';
import { Button } from '../primitives/Button/Button.js';
import { Text } from '../primitives/Text/Text.js';
import { useNames } from './useNames.js';

/**
 * On the Account view: the account's registered name (read once per 5 minutes), or the way to
 * choose one.
 */
export function AccountName() {
  const { caipAddress } = useAccount();
  const names = useNames();
  const router = useRouter();
  const profileName = useKitStore('chain', (s) =>
    s.activeChain ? s.chains[s.activeChain]?.accountState.profileName : undefined,
  );

  useEffect(() => {
    if (caipAddress) void names.loadAccountName();
  }, [caipAddress]);

  if (!names.enabled || !caipAddress) return null;
  if (profileName) {
    return (
      <Text variant="secondary" data-testid="wk-account-name">
        {profileName}
      </Text>
    );
  }
  return (
    <Button
      variant="secondary"
      data-testid="wk-account-choose-name"
      onClick={() => router.push('RegisterAccountName')}
    >
      Choose a name
    </Button>
  );
}
