import { useComponentStyles } from '../styles/useComponentStyles.js';
import { sendFormSheet } from './SendForm.css.js';

/**
 * An amount typed in whole units, with the decimal keypad on phones. The text stays as typed:
 * the feature reads it (a comma may be the decimal mark or group thousands, which only the
 * whole amount tells).
 */
export function AmountInput({
  id,
  value,
  onChange,
  disabled,
  'data-testid': testId,
}: {
  id: string;
  value: string;
  onChange: (amount: string) => void;
  disabled?: boolean;
  'data-testid': string;
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
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
