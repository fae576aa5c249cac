import { useRouterActions, useViewData } from '../hooks/useRouter.js';
import { useWalletKit } from '../hooks/useWalletKit.js';
import { Stack } from '../primitives/Stack/Stack.js';
import { Text } from '../primitives/Text/Text.js';
import { EmailField } from './EmailField.js';
import { EmailOtpStep } from './EmailOtpStep.js';
import { useEmbeddedState } from './useEmbeddedLogin.js';
import { useText } from '../i18n/useText.js';
import { EMAIL_TEXT } from '../i18n/messages/en-email.js';

/** UpdateEmailWallet: the new address; a code then goes to the current address. */
export function UpdateEmailForm() {
  const { t } = useText(EMAIL_TEXT);
  const kit = useWalletKit();
  return (
    <Stack gap="medium">
      <Text variant="secondary">{t('email.updateHint')}</Text>
      <EmailField
        label={t('email.newEmail')}
        submitLabel={t('email.save')}
        onSubmit={async (newEmail) => {
          const action = await kit.embedded.updateEmail(newEmail);
          if (action === 'VERIFY_PRIMARY_OTP')
            kit.router.push('UpdateEmailPrimaryOtp', { newEmail });
          else kit.router.push('UpdateEmailSecondaryOtp', { newEmail });
        }}
      />
    </Stack>
  );
}

/** UpdateEmailPrimaryOtp: the code sent to the address in use. */
export function UpdateEmailPrimaryOtpPanel() {
  const kit = useWalletKit();
  const router = useRouterActions();
  const { email } = useEmbeddedState();
  const newEmail = useViewData('UpdateEmailPrimaryOtp')?.newEmail;
  return (
    <EmailOtpStep
      email={email}
      onCode={async (otp) => {
        await kit.embedded.updateEmailPrimaryOtp(otp);
        if (newEmail) router.replace('UpdateEmailSecondaryOtp', { newEmail });
      }}
    />
  );
}

/** UpdateEmailSecondaryOtp: the code sent to the new address; then back to the account. */
export function UpdateEmailSecondaryOtpPanel() {
  const kit = useWalletKit();
  const router = useRouterActions();
  const newEmail = useViewData('UpdateEmailSecondaryOtp')?.newEmail;
  return (
    <EmailOtpStep
      email={newEmail}
      onCode={async (otp) => {
        const result = await kit.embedded.updateEmailSecondaryOtp(otp);
        kit.stores.embedded.setState({ email: result.newEmail });
        router.reset('Account');
      }}
    />
  );
}
