import { useComponentStyles } from '../styles/useComponentStyles.js';
import { signInMessageSheet } from './SignInMessage.css.js';
import { useText } from '../i18n/useText.js';
import { SIWX_TEXT } from '../i18n/messages/en-siwx.js';
/**
 * The exact text the wallet will sign, shown before signing so the visitor knows what they
 * agree to. Focusable (it scrolls) and labelled for screen readers.
 */
export function SignInMessage({ message }: { message: string }) {
  const { t } = useText(SIWX_TEXT);
  useComponentStyles(signInMessageSheet);
  return (
    <pre
      className="wk-siwx-message"
      tabIndex={0}
      aria-label={t('siwx.message')}
      data-testid="wk-siwx-message"
    >
      {message}
    </pre>
  );
}
