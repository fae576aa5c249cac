import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../core/errors.js';
import { Notice } from '../primitives/Notice/Notice.js';
import { Spinner } from '../primitives/Spinner/Spinner.js';
import { Stack } from '../primitives/Stack/Stack.js';
import { Text } from '../primitives/Text/Text.js';
import { OtpInput } from './OtpInput.js';
import { ResendCode } from './ResendCode.js';
import { useText } from '../i18n/useText.js';
import { EMAIL_TEXT } from '../i18n/messages/en-email.js';

export interface EmailOtpStepProps {
  /** Where the code was sent, shown to the visitor. */
  email: string | undefined;
  /** Checks the six digits; a rejection's text (a wrong code, a dead code) is shown. */
  onCode(otp: string): Promise<void>;
  /** Asks for another code; without it the step offers no resend. */
  onResend?: () => Promise<unknown>;
  children?: ReactNode;
}

/**
 * One code step: where the code went, the six boxes (sent as soon as they are full), what
 * went wrong with the last code, and the resend link with its countdown.
 */
export function EmailOtpStep({ email, onCode, onResend, children }: EmailOtpStepProps) {
  const { t } = useText(EMAIL_TEXT);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function check(otp: string) {
    setPending(true);
    setFailure(undefined);
    try {
      await onCode(otp);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack align="center" gap="large">
      <Stack align="center" gap="small">
        <Text variant="secondary">{t('email.codeSentTo')}</Text>
        <Text variant="subtitle">{email}</Text>
        {children}
      </Stack>
      <OtpInput onComplete={(otp) => void check(otp)} disabled={pending} invalid={!!failure} />
      {pending && <Spinner size="small" label={t('email.checkingCode')} />}
      {failure && <Notice data-testid="wk-email-otp-error">{failure}</Notice>}
      {onResend && <ResendCode onResend={onResend} onError={setFailure} />}
    </Stack>
  );
}
