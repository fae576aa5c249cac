import { useKitStore } from '../../hooks/useKitStore.js';
import { useWalletKit } from '../../hooks/useWalletKit.js';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from '../icons/icons.js';
import { Spinner } from '../Spinner/Spinner.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { alertBannerSheet } from './AlertBanner.css.js';
import { useText } from '../../i18n/useText.js';

/**
 * The kit's alert store as a banner at the top of the page, shown whether or not the modal is
 * open (a missing project id is found before anyone opens it). An error is announced at once
 * (`role="alert"`); success and loading politely (`role="status"`). An alert that does not
 * close by itself has a close button; the auto-closing ones disappear on the kit's timer.
 */
export function AlertBanner() {
  const { t } = useText();
  useComponentStyles(alertBannerSheet);
  const kit = useWalletKit();
  const { open, message, variant, autoClose } = useKitStore('alert', (s) => s);
  if (!open || !message) return null;
  return (
    <div className="wk-alert-region">
      <div
        className="wk-alert"
        data-variant={variant}
        data-testid="wk-alert"
        role={variant === 'error' ? 'alert' : 'status'}
        aria-live={variant === 'error' ? 'assertive' : 'polite'}
      >
        {variant === 'loading' ? (
          <Spinner size="small" />
        ) : variant === 'success' ? (
          <CheckIcon />
        ) : variant === 'error' ? (
          <WarningIcon />
        ) : (
          <InfoIcon />
        )}
        <span className="wk-alert-message">{message}</span>
        {!autoClose && (
          <button
            type="button"
            className="wk-alert-close"
            aria-label={t('alert.dismiss')}
            data-testid="wk-alert-close"
            onClick={() => kit.closeAlert()}
          >
            <CloseIcon />
          </button>
        )}
      </div>
    </div>
  );
}
