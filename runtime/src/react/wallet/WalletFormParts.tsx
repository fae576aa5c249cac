import type { FormEvent, ReactNode } from 'react';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { stackSheet } from '../primitives/Stack/Stack.css.js';
import { sendFormSheet } from './SendForm.css.js';

/**
 * A wallet form (Send, Swap): its fields stacked, the browser's own validation bubbles off (the
 * kit says what is wrong in the visitor's language), and a submit that never reloads the page.
 */
export function WalletForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  useComponentStyles(stackSheet);
  return (
    <form
      className="wk-stack"
      data-gap="medium"
      data-align="stretch"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/**
 * An amount typed in whole units: the decimal keypad on phones, and a comma (the decimal mark in
 * many languages) read as a point.
 */
export function AmountInput({
  id,
  value,
  onChange,
  disabled,
  testId,
}: {
  id: string;
  value: string;
  onChange: (amount: string) => void;
  disabled?: boolean;
  testId: string;
}) {
  useComponentStyles(sendFormSheet);
  return (
    <input
      id={id}
      className="wk-input"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.0"
      data-testid={testId}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value.replace(',', '.'))}
    />
  );
}
