import { useEffect, useState } from 'react';
import { errorMessage } from '../../core/errors.js';
import { useWalletKit } from '../hooks/useWalletKit.js';
import { MailIcon } from './MailIcon.js';
import { Notice } from '../primitives/Notice/Notice.js';
import { Spinner } from '../primitives/Spinner/Spinner.js';
import { Stack } from '../primitives/Stack/Stack.js';
import { Text } from '../primitives/Text/Text.js';
import { ResendCode } from './ResendCode.js';
import { useEmbeddedState } from './useEmbeddedLogin.js';
import { useText } from '../i18n/useText.js';
import { EMAIL_TEXT } from '../i18n/messages/en-email.js';

/**
 * The EmailVerifyDevice view: this browser is new for the email, so the visitor approves it
 * from the link in their inbox first. The view waits for that and then asks for the code.
 */
export function EmailVerifyDevicePanel() {
  const { t } = useText(EMAIL_TEXT);
  const kit = useWalletKit();
  const { email } = useEmbeddedState();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let left = false;
    kit.embedded.connectDevice().then(
      () => {
        if (!left && kit.stores.router.getState().view === 'EmailVerifyDevice')
          kit.router.replace('EmailVerifyOtp');
      },
      (error: unknown) => {
        if (!left) setFailure(errorMessage(error));
      },
    );
    return () => {
      left = true;
    };
  }, [kit]);

  return (
    <Stack align="center" gap="large" data-testid="wk-email-device">
      <MailIcon />
      <Stack align="center" gap="small">
        <Text variant="subtitle" as="h2">
          {t('email.checkInbox')}
        </Text>
        <Text variant="secondary">
          {t('email.openLink', { email: email ?? t('email.yourEmail') })}
        </Text>
      </Stack>
      {!failure && <Spinner size="small" label={t('email.waitingDevice')} />}
      {failure && <Notice data-testid="wk-email-device-error">{failure}</Notice>}
      {email && (
        <ResendCode onResend={() => kit.embedded.connectEmail(email)} onError={setFailure} />
      )}
    </Stack>
  );
}
