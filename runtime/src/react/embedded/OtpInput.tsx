import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { emailFormSheet } from './EmailForm.css.js';
import { useText } from '../i18n/useText.js';
import { EMAIL_TEXT } from '../i18n/messages/en-email.js';

export const OTP_LENGTH = 6;

export interface OtpInputProps {
  /** Called once, with the six digits, as soon as the last box is filled (typed or pasted). */
  onComplete(otp: string): void;
  disabled?: boolean;
  invalid?: boolean;
  /** The boxes' common name for screen readers. */
  label?: string;
}

/**
 * Six one-digit boxes for the emailed code. Typing moves to the next box, Backspace in an
 * empty box goes back, a pasted code (spaces and dashes ignored) fills every box, and the
 * code is sent by itself once all six digits are there.
 */
export function OtpInput({ onComplete, disabled, invalid, label: given }: OtpInputProps) {
  const { t } = useText(EMAIL_TEXT);
  const label = given ?? t('email.code');
  useComponentStyles(emailFormSheet);
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  function fill(from: number, typed: string) {
    const incoming = typed
      .replace(/\D/g, '')
      .slice(0, OTP_LENGTH - from)
      .split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((digit, offset) => (next[from + offset] = digit));
    setDigits(next);
    const filled = Math.min(from + incoming.length, OTP_LENGTH - 1);
    boxes.current[filled]?.focus();
    if (next.every((digit) => digit !== '')) {
      onComplete(next.join(''));
      // A wrong code is typed again from the first box.
      setDigits(Array(OTP_LENGTH).fill(''));
      boxes.current[0]?.focus();
    }
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Backspace' || digits[index]) return;
    const previous = index - 1;
    if (previous < 0) return;
    event.preventDefault();
    setDigits((current) => current.map((digit, i) => (i === previous ? '' : digit)));
    boxes.current[previous]?.focus();
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  }

  return (
    <fieldset className="wk-otp" data-testid="wk-email-otp" disabled={disabled}>
      <legend className="wk-visually-hidden">{label}</legend>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="wk-otp-digit"
          data-testid="wk-email-otp-digit"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('email.codeDigit', { label, index: index + 1, total: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          maxLength={OTP_LENGTH}
          value={digit}
          autoFocus={index === 0}
          onChange={(event) => {
            const typed = event.target.value;
            if (typed === '') {
              setDigits((current) => current.map((d, i) => (i === index ? '' : d)));
              return;
            }
            // The box may already hold a digit: keep only what was just typed.
            fill(index, digit && typed.startsWith(digit) ? typed.slice(1) : typed);
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
        />
      ))}
    </fieldset>
  );
}
