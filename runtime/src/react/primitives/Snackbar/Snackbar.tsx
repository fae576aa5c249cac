import { useKitStore } from '../../hooks/useKitStore.js';
import { CheckIcon, InfoIcon, WarningIcon } from '../icons/icons.js';
import { Spinner } from '../Spinner/Spinner.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { snackbarSheet } from './Snackbar.css.js';

/**
 * The kit's snackbar store as a toast. The live region stays mounted while empty, so screen
 * readers announce a message the moment it appears (a region inserted together with its
 * text is often not read).
 */
export function Snackbar() {
  useComponentStyles(snackbarSheet);
  const { open, message, variant } = useKitStore('snackbar', (s) => s);
  return (
    <div className="wk-snackbar-region" role="status" aria-live="polite" aria-atomic="true">
      {open && message && (
        <div className="wk-snackbar" data-variant={variant} data-testid="wk-snackbar">
          {variant === 'loading' ? (
            <Spinner size="small" />
          ) : variant === 'success' ? (
            <CheckIcon />
          ) : variant === 'error' ? (
            <WarningIcon />
          ) : (
            <InfoIcon />
          )}
          <span>{message}</span>
        </div>
      )}
    </div>
  );
}
