import { useRouterActions } from '../hooks/useRouter.js';
import { Button } from '../primitives/Button/Button.js';
import { Spinner } from '../primitives/Spinner/Spinner.js';
import { Stack } from '../primitives/Stack/Stack.js';
import { Text } from '../primitives/Text/Text.js';
import { useNames } from './useNames.js';
import { useText } from '../i18n/useText.js';
import { NAMES_TEXT } from '../i18n/messages/en-names.js';

/**
 * The RegisterAccountNameSuccess view: while the wallet signs it asks the visitor to sign;
 * once the service has stored the name it says so. Leaving while the wallet is asked cancels
 * the attempt (the names controller watches the router), so the form is not left loading.
 */
export function RegisterAccountNameResult() {
  const { t } = useText(NAMES_TEXT);
  const names = useNames();
  const router = useRouterActions();
  const { loading, registeredName } = names;

  if (loading || !registeredName) {
    return (
      <Stack align="center" gap="large" data-testid="wk-name-signing">
        <Spinner size="large" label={t('names.waitingWallet')} />
        <Text variant="title" as="h3">
          {t('names.signInWallet')}
        </Text>
        <Text variant="secondary">{t('names.signHint')}</Text>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="large">
      <Text variant="title" as="h3" role="status" data-testid="wk-name-success">
        {t('names.yours', { name: registeredName })}
      </Text>
      <Text variant="secondary">{t('names.sendHint', { name: registeredName })}</Text>
      <Button fullWidth data-testid="wk-name-done" onClick={() => router.reset('Account')}>
        {t('names.backToAccount')}
      </Button>
    </Stack>
  );
}
