import { useState } from 'react';
import { errorMessage } from '../../core/errors.js';
import { Text } from '../primitives/Text/Text.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { emailFormSheet } from './EmailForm.css.js';
import { useResendSecondsLeft } from './useEmbeddedLogin.js';
import { useText } from '../i18n/useText.js';
import { EMAIL_TEXT } from '../i18n/messages/en-email.js';

export interface ResendCodeProps {
  /** Asks for a new code (the same email again). */
  onResend(): Promise<unknown>;
  /** A refusal's text goes to the view, which shows it with its other errors. */
  onError(message: string | undefined): void;
}

/**
 * "Didn't get it? Resend code": off, with the seconds left, until the kit lets another code
 * be asked for (one every 30 seconds).
 */
export function ResendCode({ onResend, onError }: ResendCodeProps) {
  const { t, plural } = useText(EMAIL_TEXT);
  useComponentStyles(emailFormSheet);
  const secondsLeft = useResendSecondsLeft();
  const [pending, setPending] = useState(false);
  return (
    <Text variant="secondary">
      {t('email.didntReceive')}{' '}
      <button
        type="button"
        className="wk-link-button"
        data-testid="wk-email-resend"
        disabled={secondsLeft > 0 || pending}
        onClick={async () => {
          setPending(true);
          onError(undefined);
          try {
            await onResend();
          } catch (error) {
            onError(errorMessage(error));
          } finally {
            setPending(false);
          }
        }}
      >
        {secondsLeft > 0 ? plural('email.resendIn', secondsLeft) : t('email.resend')}
      </button>
    </Text>
  );
}
