import { useComponentStyles } from '../styles/useComponentStyles.js';
import { emailFormSheet } from './EmailForm.css.js';
import { useText } from '../i18n/useText.js';

/** A line with "or" in it, between two ways to connect. */
export function OrDivider() {
  const { t } = useText();
  useComponentStyles(emailFormSheet);
  return (
    <div className="wk-or-divider" role="separator" aria-label={t('common.or')}>
      <span aria-hidden="true">{t('common.or')}</span>
    </div>
  );
}
