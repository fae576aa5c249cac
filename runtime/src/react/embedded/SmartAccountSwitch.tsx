import { useState } from 'react';
import { errorMessage } from '../../core/errors.js';
import { useKitStore } from '../hooks/useKitStore.js';
import { useWalletKit } from '../hooks/useWalletKit.js';
import { Button } from '../primitives/Button/Button.js';
import { Text } from '../primitives/Text/Text.js';
import { useIsEmbeddedAccount } from './useEmbeddedLogin.js';
import { useText } from '../i18n/useText.js';
import { EMAIL_TEXT } from '../i18n/messages/en-email.js';

/**
 * The Account view's account-type control for an email wallet on eip155: "Switch to smart
 * account" or "Switch to EOA", shown only on a network where the wallet offers smart accounts.
 * The change reconnects, so the shown address becomes the chosen account's.
 */
export function SmartAccountSwitch() {
  const { t } = useText(EMAIL_TEXT);
  const kit = useWalletKit();
  const embedded = useIsEmbeddedAccount();
  const active = useKitStore('chain', (s) => s.activeChain);
  const entry = useKitStore('chain', (s) => s.chains.eip155);
  const switching = useKitStore('embedded', (s) => s.switchingAccountType) ?? false;
  const [error, setError] = useState<string>();
  const networkId = entry?.networkState.caipNetwork?.id;
  const enabled = entry?.networkState.smartAccountEnabledNetworks ?? [];
  if (!embedded || active !== 'eip155' || networkId === undefined) return null;
  if (!enabled.includes(Number(networkId))) return null;
  const isSmart = entry?.accountState.preferredAccountType === 'smartAccount';
  const next = isSmart ? 'eoa' : 'smartAccount';
  return (
    <>
      <Button
        variant="secondary"
        loading={switching}
        data-testid="wk-account-type-switch"
        data-account-type={isSmart ? 'smartAccount' : 'eoa'}
        onClick={() => {
          setError(undefined);
          kit.embedded.setAccountType(next).catch((failure: unknown) => {
            setError(errorMessage(failure));
          });
        }}
      >
        {isSmart ? t('smartAccount.toEoa') : t('smartAccount.toSmart')}
      </Button>
      {error && (
        <Text variant="error" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
