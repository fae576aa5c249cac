import { useComponentStyles } from '../styles/useComponentStyles.js';
import { signInMessageSheet } from './SignInMessage.css.js';
/**
 * The exact text the wallet will sign, shown before signing so the visitor knows what they
 * agree to. Focusable (it scrolls) and labelled for screen readers.
 */
export function SignInMessage({ message }: { message: string }) {
  useComponentStyles(signInMessageSheet);
  return (
    <pre
      className="wk-siwx-message"
      tabIndex={0}
      aria-label="Message to sign"
      data-testid="wk-siwx-message"
    >
      {message}
    </pre>
  );
}
