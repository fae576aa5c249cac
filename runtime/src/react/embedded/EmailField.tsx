import { useId, useState } from 'react';
import { errorMessage } from '../../core/errors.js';
import type { ConnectGate } from '../hooks/useLegalConsent.js';
import { Button } from '../primitives/Button/Button.js';
import { stackSheet } from '../primitives/Stack/Stack.css.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { sendFormSheet } from '../wallet/SendForm.css.js';
import { emailFormSheet } from './EmailForm.css.js';
import { emailFieldError, isValidEmail } from './emailAddress.js';
import { useText } from '../i18n/useText.js';
import { EMAIL_TEXT } from '../i18n/messages/en-email.js';

export interface EmailFieldProps {
  /** Asks for a code; a rejection's text is shown under the field. */
  onSubmit(email: string): Promise<void>;
  label?: string;
  submitLabel?: string;
  initialEmail?: string;
  /**
   * Holds the submit back (the button and the Enter key alike) until the visitor ticked the
   * legal checkbox (`useLegalConsent()`). Absent: always submits.
   */
  gate?: ConnectGate;
}

const OPEN_GATE: ConnectGate = { guard: (action) => action, lockAttributes: {} };

/**
 * An email address and the button that sends it. The button stays off until the address
 * looks like an email, the hint says why, and a refusal (the wait between two codes, a
 * service error) is shown in the same place.
 */
export function EmailField({
  onSubmit,
  label: givenLabel,
  submitLabel: givenSubmitLabel,
  initialEmail = '',
  gate = OPEN_GATE,
}: EmailFieldProps) {
  useComponentStyles(sendFormSheet, stackSheet, emailFormSheet);
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { t } = useText(EMAIL_TEXT);
  const label = givenLabel ?? t('email.label');
  const submitLabel = givenSubmitLabel ?? t('email.continue');
  const hint = failure ?? (emailFieldError(email) && t('email.invalid'));

  async function submit() {
    if (!isValidEmail(email) || pending) return;
    setPending(true);
    setFailure(undefined);
    try {
      await onSubmit(email.trim());
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="wk-stack"
      data-gap="small"
      data-align="stretch"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        gate.guard(() => void submit())();
      }}
    >
      <label className="wk-field" htmlFor={`${id}-email`}>
        <span>{label}</span>
        <input
          id={`${id}-email`}
          className="wk-input"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder="you@example.com"
          aria-invalid={hint ? true : undefined}
          aria-describedby={`${id}-hint`}
          data-testid="wk-email-input"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setFailure(undefined);
          }}
        />
      </label>
      <p
        id={`${id}-hint`}
        className="wk-email-hint"
        aria-live="polite"
        data-testid="wk-email-error"
      >
        {hint}
      </p>
      <Button
        type="submit"
        fullWidth
        disabled={!isValidEmail(email)}
        loading={pending}
        data-testid="wk-email-submit"
        {...gate.lockAttributes}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
