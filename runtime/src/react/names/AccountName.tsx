import { useEffect } from 'react';
import { familyCan } from '@wallet-kit/schemas';
import { useAccount } from '../hooks/useAccount.js';
import { useKitStore } from '../hooks/useKitStore.js';
import { useRouterActions } from '../hooks/useRouter.js';
import { Button } from '../primitives/Button/Button.js';
import { Text } from '../primitives/Text/Text.js';
import { useNames } from './useNames.js';
import { useText } from '../i18n/useText.js';
import { NAMES_TEXT } from '../i18n/messages/en-names.js';

/**
 * On the Account view: the account's registered name (read once per 5 minutes), or the way to
 * choose one; nothing for an account of a chain family that holds no names.
 */
export function AccountName() {
  const { t } = useText(NAMES_TEXT);
  const { caipAddress } = useAccount();
  const names = useNames();
  const router = useRouterActions();
  // The name registered with this kit's service; an ENS name shows in the heading instead.
  const profileName = useKitStore('chain', (s) =>
    s.activeChain ? s.chains[s.activeChain]?.accountState.profileNames?.names : undefined,
  );
  // Names are registered for the chain families the registry says can hold one.
  const namesHere = useKitStore('chain', (s) => familyCan(s.activeChain, 'names'));

  useEffect(() => {
    if (caipAddress && namesHere) void names.loadAccountName();
  }, [caipAddress, namesHere]);

  if (!names.enabled || !caipAddress || !namesHere) return null;
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
      {t('names.choose')}
    </Button>
  );
}
